/**
 * Every status the panel knows, defined once: its number on the wire, its name in code, its translation key and
 * its colour. Code uses the names (`ORDER_STATUS.completed`), never the bare numbers; adding a status means one
 * line here plus its translations.
 */

/** The MUI palette colours a status chip may take (the chip's text always says the status too). */
export type StatusColour = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

interface StatusDefinition {
  readonly id: number;
  readonly colour: StatusColour;
}

/** A family of statuses: name -> {id, colour}, plus its translation prefix. */
export interface StatusFamily<K extends string = string> {
  readonly byName: Readonly<Record<K, StatusDefinition>>;
  /** e.g. `resources.orders.status` -> `resources.orders.status.completed` */
  readonly translationPrefix: string;
}

function family<K extends string>(
  translationPrefix: string,
  byName: Record<K, StatusDefinition>,
): StatusFamily<K> {
  return { byName, translationPrefix };
}

const idsOf = <K extends string>(statuses: StatusFamily<K>) =>
  Object.fromEntries(
    Object.entries<StatusDefinition>(statuses.byName).map(([key, value]) => [key, value.id]),
  ) as {
    readonly [P in K]: number;
  };

/** Order status (DECISIONS.md section 4). */
export const ORDER_STATUSES = family('resources.orders.status', {
  new: { id: 1, colour: 'info' },
  confirmed: { id: 2, colour: 'primary' },
  completed: { id: 3, colour: 'success' },
  cancelledWithoutPay: { id: 4, colour: 'warning' },
  cancelledWithPayment: { id: 5, colour: 'warning' },
  deleted: { id: 6, colour: 'error' },
});
export const ORDER_STATUS = idsOf(ORDER_STATUSES) as {
  readonly new: 1;
  readonly confirmed: 2;
  readonly completed: 3;
  readonly cancelledWithoutPay: 4;
  readonly cancelledWithPayment: 5;
  readonly deleted: 6;
};
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** Payment status of an order. */
export const PAYMENT_STATUSES = family('resources.orders.payment', {
  unpaid: { id: 0, colour: 'default' },
  paid: { id: 1, colour: 'success' },
});
export const PAYMENT_STATUS = idsOf(PAYMENT_STATUSES) as { readonly unpaid: 0; readonly paid: 1 };
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

/** Partner status (DECISIONS.md section 4). */
export const PARTNER_STATUSES = family('resources.partners.statuses', {
  registered: { id: 1, colour: 'success' },
  notActivated: { id: 2, colour: 'warning' },
  archived: { id: 3, colour: 'default' },
});
export const PARTNER_STATUS = idsOf(PARTNER_STATUSES) as {
  readonly registered: 1;
  readonly notActivated: 2;
  readonly archived: 3;
};

/** Status of content records: promocodes, services, types, questions, agreements, SEO pages. */
export const RECORD_STATUSES = family('app.status', {
  active: { id: 1, colour: 'success' },
  inactive: { id: 2, colour: 'default' },
  deleted: { id: 3, colour: 'error' },
});
export const RECORD_STATUS = idsOf(RECORD_STATUSES) as {
  readonly active: 1;
  readonly inactive: 2;
  readonly deleted: 3;
};

/** The statuses of a family as a list, in their declared order. */
export const statusList = <K extends string>(statuses: StatusFamily<K>) =>
  (Object.entries(statuses.byName) as [K, StatusDefinition][]).map(([key, { id, colour }]) => ({
    id,
    key,
    colour,
  }));

/** The name of a status id within its family, or undefined for an unknown id. */
export const statusName = <K extends string>(statuses: StatusFamily<K>, id: unknown): K | undefined =>
  statusList(statuses).find((status) => status.id === Number(id))?.key;

/** Choices for a react-admin SelectInput. */
export const statusChoices = <K extends string>(statuses: StatusFamily<K>) =>
  statusList(statuses).map(({ id, key }) => ({ id, name: `${statuses.translationPrefix}.${key}` }));
