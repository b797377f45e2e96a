import { db } from '../server/db';
import { ok } from '../server/http';
import { registerRoute } from '../server/router';

/** The dashboard's figures, counted on the server (never from a page of rows in the browser). */
registerRoute('admin/dashboard/summary', 'dashboard', 'list', (ctx) => {
  const today = new Date().toISOString().slice(0, 10);
  const promocodes = db().collection<{ id: number; status: number; dateTo?: string }>('promocodes').all();
  const services = db().collection<{ id: number; status: number }>('services').all();
  return ok({
    activePromocodes: promocodes.filter((row) => row.status === 1 && (!row.dateTo || row.dateTo >= today)).length,
    services: services.filter((row) => row.status === 1).length,
    ...orderFigures(ctx.location, today),
  });
});

/** Order figures of the current location (issue 3): today's, new and unpaid orders, and this month's paid revenue. */
function orderFigures(location: number, today: string) {
  const orders = db()
    .collection<{ id: number; location: number; status: number; paymentStatus: number; date: string | null; price: number }>('orders')
    .all()
    .filter((row) => row.location === location && row.status !== 6);
  const month = today.slice(0, 7);
  return {
    ordersToday: orders.filter((row) => row.date === today).length,
    newOrders: orders.filter((row) => row.status === 1).length,
    unpaidOrders: orders.filter((row) => row.paymentStatus === 0).length,
    revenueMonth: orders.filter((row) => row.paymentStatus === 1 && row.date?.startsWith(month) && (row.status === 3 || row.status === 5)).reduce((sum, row) => sum + row.price, 0),
  };
}
