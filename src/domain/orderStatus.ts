/**
 * Order statuses and the moves between them (DECISIONS.md section 4). The screens offer only the actions
 * `allowedActions` returns; the fake backend asks `actionProblem` and refuses with its message key.
 */
export const ORDER_STATUS = {
  new: 1,
  confirmed: 2,
  completed: 3,
  cancelledWithoutPay: 4,
  cancelledWithPayment: 5,
  deleted: 6,
} as const;

export type OrderStatus = 1 | 2 | 3 | 4 | 5 | 6;

export const ORDER_STATUSES = [
  { id: 1, key: 'new' },
  { id: 2, key: 'confirmed' },
  { id: 3, key: 'completed' },
  { id: 4, key: 'cancelledWithoutPay' },
  { id: 5, key: 'cancelledWithPayment' },
  { id: 6, key: 'deleted' },
] as const;

export const PAYMENT_STATUSES = [
  { id: 0, key: 'unpaid' },
  { id: 1, key: 'paid' },
] as const;

/** List presets: active, completed, cancelled, deleted, unpaid, low rating, new. */
export const STATUS_GROUPS = {
  active: [1, 2],
  completed: [3],
  cancelled: [4, 5],
  deleted: [6],
  new: [1],
} as const;
export const LOW_RATES = [1, 2, 3] as const;

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
export const isReadOnly = (status: number) => status >= 3;

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
      if (status !== 1) return 'resources.orders.refusals.notNew';
      return missingForConfirm(order).length ? 'resources.orders.refusals.incomplete' : null;
    case 'edit':
      return isReadOnly(status) ? 'resources.orders.refusals.readOnly' : null;
    case 'partners':
      return status === 1 || status === 2 ? null : 'resources.orders.refusals.readOnly';
    case 'complete':
      if (status !== 2) return 'resources.orders.refusals.notConfirmed';
      return order.date && order.date <= today ? null : 'resources.orders.refusals.beforeDate';
    case 'cancel':
      return status === 1 || status === 2 ? null : 'resources.orders.refusals.notCancellable';
    case 'delete':
      if (role !== 'admin') return 'app.errors.forbidden';
      return status === 6 ? 'resources.orders.refusals.alreadyDeleted' : null;
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

/** Status after the action. */
export function nextStatus(
  action: 'confirm' | 'complete' | 'cancel' | 'delete',
  withPayment = false,
): OrderStatus {
  switch (action) {
    case 'confirm':
      return 2;
    case 'complete':
      return 3;
    case 'cancel':
      return withPayment ? 5 : 4;
    case 'delete':
      return 6;
  }
}
