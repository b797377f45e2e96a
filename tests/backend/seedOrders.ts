import { db } from '../../mocks/server/db';
import type { OrderRow } from '../../mocks/rows';
import { ORDER_STATUS } from '../../src/domain/statuses';

/** Today, YYYY-MM-DD (the seed's dates are relative to it). */
export const today = () => new Date().toISOString().slice(0, 10);

/** The seed's first open (new or confirmed) order of Warszawa after today that also matches `also`. */
export function openFutureOrder(also: (order: OrderRow) => boolean = () => true): OrderRow {
  const day = today();
  const order = db()
    .collection<OrderRow>('orders')
    .all()
    .find(
      (item) =>
        item.location === 1 &&
        (item.status === ORDER_STATUS.new || item.status === ORDER_STATUS.confirmed) &&
        item.date! > day &&
        also(item),
    );
  if (!order) throw new Error('the seed has no open future order of that kind');
  return order;
}
