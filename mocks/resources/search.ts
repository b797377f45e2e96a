import type { RequestContext } from '../server/crud';
import { present, query } from '../server/crud';
import { ok, read } from '../server/http';
import { registerRoute, specOf } from '../server/router';

const SHOWN = 5;

/** Up to five records of one kind that the text finds (through the collection's own `q` search), and their total. */
function found(api: string, q: string, ctx: RequestContext) {
  const spec = specOf(api);
  if (!spec) return { data: [], total: 0 };
  const rows = query(spec, { ...ctx, body: { filter: { q } } });
  return { data: rows.slice(0, SHOWN).map((row) => present(spec, row, ctx)), total: rows.length };
}

/**
 * admin/search {q}: the top bar's and the command palette's global search (DECISIONS.md section 8), within the
 * session's location. A minimal version; the customers work may replace it with the same answer shape.
 */
registerRoute('admin/search', 'search', 'list', (ctx) => {
  const q = (read.str(ctx.body.q) ?? '').trim();
  if (!q) return ok({ orders: { data: [], total: 0 }, customers: { data: [], total: 0 }, partners: { data: [], total: 0 } });
  return ok({ orders: found('orders', q, ctx), customers: found('customers', q, ctx), partners: found('partners', q, ctx) });
});
