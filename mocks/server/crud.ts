import type { Row } from '../store';
import type { Account } from './auth';
import { db } from './db';
import { Refusal } from './http';

export interface RequestContext {
  body: Record<string, unknown>;
  account: Account;
  location: number;
  language: string;
}

/** How one API resource behaves on the fake server; the generic list/details/add/edit/delete use it. */
export interface CollectionSpec<T extends Row = Row> {
  api: string;
  collection?: string;
  /** texts that `filter[q]` searches */
  search?: (row: T) => (string | number | undefined | null)[];
  /** filters that are not plain equality */
  filters?: Record<string, (row: T, value: unknown, ctx: RequestContext) => boolean>;
  /** values sorted on, when not the field itself */
  sortValue?: Record<string, (row: T, ctx: RequestContext) => string | number>;
  /** turns the posted form into a record, or throws a Refusal with field errors */
  prepare?: (body: Record<string, unknown>, existing: T | undefined, ctx: RequestContext) => Omit<T, 'id'>;
  /** fields added when the record is sent back */
  present?: (row: T, ctx: RequestContext) => Row;
  /** delete moves the record to status 3 instead of removing it */
  softDelete?: boolean;
  exportColumns?: string[];
}

export const collectionOf = <T extends Row>(spec: CollectionSpec<T>) => db().collection<T>(spec.collection ?? spec.api);

function textOf(value: unknown, language: string): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const texts = value as Record<string, string>;
    return texts[language] ?? texts.en ?? Object.values(texts)[0] ?? '';
  }
  return value == null ? '' : String(value);
}

function matches<T extends Row>(spec: CollectionSpec<T>, row: T, key: string, value: unknown, ctx: RequestContext) {
  const custom = spec.filters?.[key];
  if (custom) return custom(row, value, ctx);
  if (key === 'q') {
    const needle = String(value).toLowerCase().trim();
    const haystack = (spec.search?.(row) ?? [row.id]).map((part) => textOf(part, ctx.language).toLowerCase());
    return haystack.some((text) => text.includes(needle));
  }
  if (key.endsWith('_gte')) return Number(row[key.slice(0, -4)]) >= Number(value) || String(row[key.slice(0, -4)]) >= String(value);
  if (key.endsWith('_lte')) return Number(row[key.slice(0, -4)]) <= Number(value) || String(row[key.slice(0, -4)]) <= String(value);
  const wanted = (Array.isArray(value) ? value : typeof value === 'object' && value ? Object.values(value) : [value]).map(String);
  const actual = row[key];
  if (Array.isArray(actual)) return actual.some((item) => wanted.includes(String(item)));
  if (typeof actual === 'boolean') return wanted.includes(actual ? '1' : '0');
  return wanted.includes(String(actual));
}

export function query<T extends Row>(spec: CollectionSpec<T>, ctx: RequestContext) {
  const { filter = {}, sort = 'id', order = 'ASC' } = ctx.body as { filter?: Record<string, unknown>; sort?: string; order?: string };
  let rows = collectionOf(spec).all();
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue;
    rows = rows.filter((row) => matches(spec, row, key, value, ctx));
  }
  const valueOf = spec.sortValue?.[sort] ?? ((row: T) => {
    const value = row[sort];
    return typeof value === 'number' ? value : textOf(value, ctx.language).toLowerCase();
  });
  const direction = order === 'DESC' ? -1 : 1;
  const keyed = rows.map((row) => ({ row, key: valueOf(row, ctx) }));
  keyed.sort((a, b) => {
    if (a.key === b.key) return (a.row.id - b.row.id) * direction;
    if (typeof a.key === 'number' && typeof b.key === 'number') return (a.key - b.key) * direction;
    return String(a.key).localeCompare(String(b.key)) * direction;
  });
  return keyed.map(({ row }) => row);
}

export const present = <T extends Row>(spec: CollectionSpec<T>, row: T, ctx: RequestContext) =>
  spec.present ? spec.present(row, ctx) : row;

export function findOr404<T extends Row>(spec: CollectionSpec<T>, id: unknown): T {
  const row = collectionOf(spec).get(Number(id));
  if (!row) throw new Refusal('app.errors.notFound');
  return row;
}

const csvCell = (value: unknown) => {
  const text = value == null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv(rows: Row[], columns?: string[]) {
  const keys = columns ?? Object.keys(rows[0] ?? { id: 0 });
  return [keys.join(','), ...rows.map((row) => keys.map((key) => csvCell(row[key])).join(','))].join('\n');
}
