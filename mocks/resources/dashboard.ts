import { db } from '../server/db';
import { ok } from '../server/http';
import { registerRoute } from '../server/router';

/** The dashboard's figures, counted on the server (never from a page of rows in the browser). */
registerRoute('admin/dashboard/summary', 'dashboard', 'list', () => {
  const today = new Date().toISOString().slice(0, 10);
  const promocodes = db().collection<{ id: number; status: number; dateTo?: string }>('promocodes').all();
  const services = db().collection<{ id: number; status: number }>('services').all();
  return ok({
    activePromocodes: promocodes.filter((row) => row.status === 1 && (!row.dateTo || row.dateTo >= today)).length,
    services: services.filter((row) => row.status === 1).length,
  });
});
