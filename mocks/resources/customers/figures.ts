import { ORDER_STATUS, PAYMENT_STATUS } from '../../../src/domain/statuses';
import { tables } from '../../server/tables';

/** What a customer's orders add up to, in the session's location. */
export interface CustomerFigures {
  orderCount: number;
  lastOrder: string | null;
  /** paid orders' prices, minor units */
  totalSpent: number;
  unpaidOrders: number;
}

const EMPTY: CustomerFigures = { orderCount: 0, lastOrder: null, totalSpent: 0, unpaidOrders: 0 };
/** Not owed: a deleted order and one cancelled without payment. */
const CLOSED_WITHOUT_PAY: number[] = [ORDER_STATUS.deleted, ORDER_STATUS.cancelledWithoutPay];

/**
 * Every customer's figures from one pass over the location's orders, kept for the request (the `ctx` object):
 * a list filters, sorts and presents 2,000 customers with them, so they are never counted per row.
 */
const perRequest = new WeakMap<object, Map<number, CustomerFigures>>();

function compute(location: number) {
  const figures = new Map<number, CustomerFigures>();
  for (const order of tables.orders().all()) {
    if (order.location !== location || order.status === ORDER_STATUS.deleted) continue;
    const current = figures.get(order.customerId) ?? { ...EMPTY };
    current.orderCount += 1;
    if (order.date && (!current.lastOrder || order.date > current.lastOrder)) current.lastOrder = order.date;
    if (order.paymentStatus === PAYMENT_STATUS.paid) current.totalSpent += order.price;
    else if (!CLOSED_WITHOUT_PAY.includes(order.status)) current.unpaidOrders += 1;
    figures.set(order.customerId, current);
  }
  return figures;
}

export function figuresOf(customerId: number, ctx: { location: number }): CustomerFigures {
  let figures = perRequest.get(ctx);
  if (!figures) {
    figures = compute(ctx.location);
    perRequest.set(ctx, figures);
  }
  return figures.get(customerId) ?? EMPTY;
}
