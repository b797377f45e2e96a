import { ok } from './http';

/**
 * The answers every list and export goes through: one page of rows (`page`, `perPage` of the body, the total
 * alongside). Resources never slice by themselves; the CSV export is csvExport.ts.
 */
export function pageOf<T>(
  rows: T[],
  body: Record<string, unknown>,
  present: (row: T) => unknown,
  maxPerPage = 500,
) {
  const page = Math.max(1, Number(body.page) || 1);
  const perPage = Math.min(maxPerPage, Math.max(1, Number(body.perPage) || 25));
  return ok(rows.slice((page - 1) * perPage, page * perPage).map(present), rows.length);
}
