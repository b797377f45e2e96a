import { ORDER_STATUS, PAYMENT_STATUS, RECORD_STATUS } from '../../src/domain/statuses';
import { isBelowMinimum } from '../../src/domain/warehouse';
import { ok } from '../server/http';
import { levelAt } from './warehouse/items';
import { registerRoute } from '../server/router';
import { tables, today as todayOf } from '../server/tables';

const PAID_STATUSES: number[] = [ORDER_STATUS.completed, ORDER_STATUS.cancelledWithPayment];

/** The dashboard's figures, counted on the server (never from a page of rows in the browser). */
registerRoute('admin/dashboard/summary', 'dashboard', 'list', (ctx) => {
  const today = todayOf();
  const active = RECORD_STATUS.active;
  return ok({
    activePromocodes: tables
      .promocodes()
      .all()
      .filter((row) => row.status === active && (!row.dateTo || row.dateTo >= today)).length,
    services: tables
      .services()
      .all()
      .filter((row) => row.status === active).length,
    ...orderFigures(ctx.location, today),
    // Warehouse items of this location below their minimum stock (issue 13).
    lowStock: tables.warehouse().all().filter((row) => row.status !== RECORD_STATUS.deleted && isBelowMinimum(levelAt(row, ctx.location))).length,
  });
});

/** Order figures of the current location (issue 3): today's, new and unpaid orders, and this month's paid revenue. */
function orderFigures(location: number, today: string) {
  const orders = tables
    .orders()
    .all()
    .filter((row) => row.location === location && row.status !== ORDER_STATUS.deleted);
  const month = today.slice(0, 7);
  return {
    ordersToday: orders.filter((row) => row.date === today).length,
    newOrders: orders.filter((row) => row.status === ORDER_STATUS.new).length,
    unpaidOrders: orders.filter((row) => row.paymentStatus === PAYMENT_STATUS.unpaid).length,
    revenueMonth: orders
      .filter((row) => row.paymentStatus === PAYMENT_STATUS.paid && row.date?.startsWith(month) && PAID_STATUSES.includes(row.status))
      .reduce((sum, row) => sum + row.price, 0),
  };
}
