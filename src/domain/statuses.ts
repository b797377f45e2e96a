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
type Definitions = Readonly<Record<string, StatusDefinition>>;

/** A family of statuses: name -> {id, colour}, plus its translation prefix. */
export interface StatusFamily<K extends string = string> {
  readonly byName: Readonly<Record<K, StatusDefinition>>;
  /** e.g. `resources.orders.status` -> `resources.orders.status.completed` */
  readonly translationPrefix: string;
}

/** Declares a family; its ids keep their literal types (`ORDER_STATUS.completed` is `3`), so no cast restates them. */
export const family = <const D extends Definitions>(translationPrefix: string, byName: D) => ({
  byName,
  translationPrefix,
});

/** Name -> id of a family (`ORDER_STATUS.completed === 3`). */
export const idsOf = <const D extends Definitions>(statuses: { readonly byName: D }) =>
  Object.fromEntries(Object.entries(statuses.byName).map(([key, value]) => [key, value.id])) as {
    readonly [P in keyof D]: D[P]['id'];
  };

/** The lifecycle group of an order status: only an active order is edited in full (src/domain/orderStatus.ts). */
export type OrderStatusGroup = 'active' | 'completed' | 'cancelled' | 'deleted';

/** A family whose every status must declare its lifecycle group. */
const orderFamily = <
  const D extends Readonly<Record<string, StatusDefinition & { readonly group: OrderStatusGroup }>>,
>(
  translationPrefix: string,
  byName: D,
) => family(translationPrefix, byName);

/** Order status (docs/decisions-orders.md): each declares its group beside it, so none is left out of one. */
export const ORDER_STATUSES = orderFamily('resources.orders.status', {
  new: { id: 1, colour: 'info', group: 'active' },
  confirmed: { id: 2, colour: 'primary', group: 'active' },
  completed: { id: 3, colour: 'success', group: 'completed' },
  cancelledWithoutPay: { id: 4, colour: 'warning', group: 'cancelled' },
  cancelledWithPayment: { id: 5, colour: 'warning', group: 'cancelled' },
  deleted: { id: 6, colour: 'error', group: 'deleted' },
});
export const ORDER_STATUS = idsOf(ORDER_STATUSES);
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** Payment status of an order. */
export const PAYMENT_STATUSES = family('resources.orders.payment', {
  unpaid: { id: 0, colour: 'default' },
  paid: { id: 1, colour: 'success' },
});
export const PAYMENT_STATUS = idsOf(PAYMENT_STATUSES);
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

/** Partner status (docs/decisions-partners.md). */
export const PARTNER_STATUSES = family('resources.partners.statuses', {
  registered: { id: 1, colour: 'success' },
  notActivated: { id: 2, colour: 'warning' },
  archived: { id: 3, colour: 'default' },
});
export const PARTNER_STATUS = idsOf(PARTNER_STATUSES);

/** Status of content records: promocodes, services, types, questions, agreements, SEO pages. */
export const RECORD_STATUSES = family('app.status', {
  active: { id: 1, colour: 'success' },
  inactive: { id: 2, colour: 'default' },
  deleted: { id: 3, colour: 'error' },
});
export const RECORD_STATUS = idsOf(RECORD_STATUSES);

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
