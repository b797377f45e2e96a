import { HttpResponse } from 'msw';
import type { Row } from '../rows';
import { ok } from './http';

/**
 * The answers every list and export goes through: one page of rows (`page`, `perPage` of the body, the total
 * alongside) and one CSV export. Resources never slice or format by themselves.
 */
export function pageOf<T>(rows: T[], body: Record<string, unknown>, present: (row: T) => unknown, maxPerPage = 500) {
  const page = Math.max(1, Number(body.page) || 1);
  const perPage = Math.min(maxPerPage, Math.max(1, Number(body.perPage) || 25));
  return ok(rows.slice((page - 1) * perPage, page * perPage).map(present), rows.length);
}

const csvCell = (value: unknown) => {
  const text = value == null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The one place CSV is written. */
export function toCsv(rows: Row[], columns?: string[]) {
  const keys = columns ?? Object.keys(rows[0] ?? { id: 0 });
  return [keys.join(','), ...rows.map((row) => keys.map((key) => csvCell(row[key])).join(','))].join('\n');
}

export const exportOf = (rows: Row[], columns?: string[]) =>
  new HttpResponse(toCsv(rows, columns), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
