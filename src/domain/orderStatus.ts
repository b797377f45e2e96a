/**
 * Order statuses and the moves between them (docs/decisions.md section 4). The screens offer only the actions
 * `allowedActions` returns; the fake backend asks `actionProblem` and refuses with its message key.
 */
import {
  ORDER_STATUS,
  ORDER_STATUSES,
  PAYMENT_STATUS,
  statusList,
  type OrderStatus,
  type OrderStatusGroup,
} from './statuses';

export { ORDER_STATUS, type OrderStatus };

/** The statuses of a lifecycle group, in their declared order (each status declares its group: statuses.ts). */
const statusesIn = (group: OrderStatusGroup): readonly OrderStatus[] =>
  statusList(ORDER_STATUSES)
    .filter(({ key }) => ORDER_STATUSES.byName[key].group === group)
    .map(({ id }) => id as OrderStatus);

/** List presets: the lifecycle groups (active, completed, cancelled, deleted) and the new orders' tab. */
export const STATUS_GROUPS: Readonly<Record<OrderStatusGroup | 'new', readonly OrderStatus[]>> = {
  active: statusesIn('active'),
  completed: statusesIn('completed'),
  cancelled: statusesIn('cancelled'),
  deleted: statusesIn('deleted'),
  new: [ORDER_STATUS.new],
};
export const LOW_RATES = [1, 2, 3] as const;
/** A low rating counts as new (the top bar's bell) for this many days after its order's date. */
export const NEW_REVIEW_DAYS = 7;

export type OrderAction =
  'confirm' | 'edit' | 'complete' | 'cancel' | 'copy' | 'delete' | 'labels' | 'partners';

export interface OrderFacts {
  status: number;
  date?: string | null;
  time?: { hour?: number | null; minute?: number | null; any?: boolean; specify?: boolean } | null;
  services?: { quantity: number }[] | null;
  customerId?: number | null;
  address?: { city?: string; street?: string; house?: string } | null;
}

/** Orders in 3-6 are read-only except labels and description. */
export const isReadOnly = (status: number) => !(STATUS_GROUPS.active as readonly number[]).includes(status);

export type ClosedField = 'labels' | 'description' | 'paymentStatus';

/**
 * What the edit of a closed order may still change (docs/decisions-orders.md): labels and description always;
 * the payment status only of a completed, unpaid order (cash collected later), and only to Paid. Open
 * orders are edited in full, so this answers null for them.
 */
export function closedEditable(order: { status: number; paymentStatus: number }): ClosedField[] | null {
  if (!isReadOnly(order.status)) return null;
  const fields: ClosedField[] = ['labels', 'description'];
  if (order.status === ORDER_STATUS.completed && order.paymentStatus === PAYMENT_STATUS.unpaid)
    fields.push('paymentStatus');
  return fields;
}

/** What a confirmation still misses, as the form's prompts (select date, time, services, customer data, correct address). */
export function missingForConfirm(order: OrderFacts): string[] {
  const missing: string[] = [];
  if (!order.services?.some((service) => service.quantity > 0)) missing.push('services');
  if (!order.date) missing.push('date');
  const time = order.time;
  if (!time || !(time.any || time.specify || (time.hour != null && time.minute != null)))
    missing.push('time');
  if (!order.customerId) missing.push('customer');
  if (!order.address?.city || !order.address.street || !order.address.house) missing.push('address');
  return missing;
}

/**
 * Why an action may not run now (a message key), or null when it may. `today` is YYYY-MM-DD;
 * `role` is the account's permission (only an admin deletes).
 */
export function actionProblem(
  action: OrderAction,
  order: OrderFacts,
  today: string,
  role: string,
): string | null {
  const { status } = order;
  switch (action) {
    case 'confirm':
      if (status !== ORDER_STATUS.new) return 'resources.orders.refusals.notNew';
      return missingForConfirm(order).length ? 'resources.orders.refusals.incomplete' : null;
    case 'edit':
      return isReadOnly(status) ? 'resources.orders.refusals.readOnly' : null;
    case 'partners':
      return isReadOnly(status) ? 'resources.orders.refusals.readOnly' : null;
    case 'complete':
      if (status !== ORDER_STATUS.confirmed) return 'resources.orders.refusals.notConfirmed';
      return order.date && order.date <= today ? null : 'resources.orders.refusals.beforeDate';
    case 'cancel':
      return isReadOnly(status) ? 'resources.orders.refusals.notCancellable' : null;
    case 'delete':
      if (role !== 'admin') return 'app.errors.forbidden';
      return status === ORDER_STATUS.deleted ? 'resources.orders.refusals.alreadyDeleted' : null;
    case 'copy':
    case 'labels':
      return null;
  }
}

export const ALL_ACTIONS: OrderAction[] = [
  'confirm',
  'edit',
  'complete',
  'cancel',
  'copy',
  'labels',
  'partners',
  'delete',
];

/** The actions a screen may offer for this order. */
export const allowedActions = (order: OrderFacts, today: string, role: string) =>
  ALL_ACTIONS.filter((action) => actionProblem(action, order, today, role) === null);

/**
 * The payment status a cancel leaves (docs/decisions-orders.md): with payment the customer pays, so the order is
 * marked Paid; without, it keeps what it had. The cancel dialog says which before the user confirms.
 */
export const paymentAfterCancel = (paymentStatus: number, withPayment: boolean): number =>
  withPayment ? PAYMENT_STATUS.paid : paymentStatus;

/** Status after the action. */
export function nextStatus(
  action: 'confirm' | 'complete' | 'cancel' | 'delete',
  withPayment = false,
): OrderStatus {
  switch (action) {
    case 'confirm':
      return ORDER_STATUS.confirmed;
    case 'complete':
      return ORDER_STATUS.completed;
    case 'cancel':
      return withPayment ? ORDER_STATUS.cancelledWithPayment : ORDER_STATUS.cancelledWithoutPay;
    case 'delete':
      return ORDER_STATUS.deleted;
  }
}
