import type { Action } from '../../src/domain/permissions';
import { SEARCH_MAX, SEARCH_TOO_LONG } from '../../src/domain/search';
import type { Row } from '../rows';
import type { RequestContext } from './context';
import type { ExportColumn } from './csvExport';
import { db } from './db';
import { Refusal } from './http';
import { versionOf } from '../store';

export type { RequestContext };

/** What a declared action is handed besides the request: a finder that only sees records in scope. */
export interface ActionContext<T extends Row> extends RequestContext {
  /** a record of this collection by id within the session's location, or the refusal 'app.errors.notFound' */
  find: (id: unknown) => T;
  /**
   * Refuses with the version conflict when the call names a version the record has moved past (the router's own
   * check, run for one-record actions before `handle`; a collection action that acts on one record calls it).
   */
  checkVersion: (row: T) => void;
}

/**
 * An action on `admin/<api>/<name>`. By default it acts on the record `body.id` (found within scope by the router
 * and handed over); `collection: true` actions get no record. `permission` is the table's action (default 'edit').
 * What `handle` returns is answered as `data` (a Response is answered as is).
 */
export type DeclaredAction<T extends Row> =
  | { permission?: Action; collection?: false; handle: (row: T, ctx: ActionContext<T>) => unknown }
  | { permission?: Action; collection: true; handle: (ctx: ActionContext<T>) => unknown };

export type CrudOperation = 'list' | 'details' | 'many' | 'add' | 'edit' | 'delete' | 'export';

type SearchPart = string | number | undefined | null | Record<string, string>;

/** How one API resource behaves on the fake server; the router's list/details/many/add/edit/delete/export use it. */
export interface CollectionSpec<T extends Row = Row> {
  api: string;
  collection?: string;
  /**
   * Location scoping: the location a record belongs to, or undefined for a global record. Default: its `location`
   * field. The router hides every record of another location from every call.
   */
  locationOf?: (row: T) => number | undefined;
  /** texts that `filter[q]` searches (a shorthand for searchText) */
  search?: (row: T) => SearchPart[];
  /** the lower-case text `filter[q]` searches; cache it here when it is costly to build */
  searchText?: (row: T, ctx: RequestContext) => string;
  /** filters that are not plain equality */
  filters?: Record<string, (row: T, value: unknown, ctx: RequestContext) => boolean>;
  /** filters added to what the client sent (the client's own keys win) */
  defaultFilter?: (filter: Record<string, unknown>) => Record<string, unknown>;
  /** values sorted on, when not the field itself */
  sortValue?: Record<string, (row: T, ctx: RequestContext) => string | number>;
  /** compares text sort values (default: the runtime's locale) */
  collator?: Intl.Collator;
  /** turns the posted form into a record, or throws a Refusal with field errors */
  prepare?: (body: Record<string, unknown>, existing: T | undefined, ctx: RequestContext) => Omit<T, 'id'>;
  /** runs after an add has stored the record, in the same call (an order's series creates its visits) */
  afterAdd?: (row: T, ctx: RequestContext) => T;
  /** the presenter: what is sent back for a record (details, each row of a page, export) */
  present?: (row: T, ctx: RequestContext) => Row;
  /** delete moves the record to this status instead of removing it; setting it by editing needs the delete right */
  deletedStatus?: number;
  /** the CSV's columns (csvExport.ts `csvColumns`); a plain field name is a text column; default: every field */
  exportColumns?: ExportColumn[];
  /**
   * the interface messages' section whose `fields` name this collection's fields, and so the CSV's headers
   * (`resources.<labels>.fields.<field>`); default the API's name. It is the screen's section: 'seo/districts'.
   */
  labels?: string;
  /** the generic operations this collection offers (default: all that the permission table allows) */
  operations?: readonly CrudOperation[];
  /** further routes `admin/<api>/<name>`; a name of a CRUD operation (e.g. delete) replaces it */
  actions?: Record<string, DeclaredAction<T>>;
}

export const collectionOf = <T extends Row>(spec: CollectionSpec<T>) =>
  db().collection<T>(spec.collection ?? spec.api);

const fieldLocation = (row: Row) => (typeof row.location === 'number' ? row.location : undefined);

/** The location a record belongs to by its collection's declaration, or undefined for a global record. */
export const locationOfRow = <T extends Row>(spec: CollectionSpec<T>, row: T): number | undefined =>
  spec.locationOf ? spec.locationOf(row) : fieldLocation(row);

/** The one scoping rule: a record of a location is seen only from that location (global records everywhere). */
export function inScope<T extends Row>(spec: CollectionSpec<T>, row: T, ctx: RequestContext): boolean {
  const location = locationOfRow(spec, row);
  return location === undefined || location === ctx.location;
}

/** A record by id, answered like a missing one when it is of another location. */
export function findInScope<T extends Row>(spec: CollectionSpec<T>, id: unknown, ctx: RequestContext): T {
  const row = collectionOf(spec).get(Number(id));
  if (!row || !inScope(spec, row, ctx)) throw new Refusal('app.errors.notFound');
  return row;
}

function textOf(value: unknown, language: string): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const texts = value as Record<string, string>;
    return texts[language] ?? texts.en ?? Object.values(texts)[0] ?? '';
  }
  return value == null ? '' : String(value);
}

function searchTextOf<T extends Row>(spec: CollectionSpec<T>, row: T, ctx: RequestContext) {
  if (spec.searchText) return spec.searchText(row, ctx);
  return (spec.search?.(row) ?? [row.id]).map((part) => textOf(part, ctx.language).toLowerCase()).join(' | ');
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A field against a range's bound, compared as the contract typed the bound: a number (money in minor units, a
 * count) as a number, a day (YYYY-MM-DD) as a day (a stored date-time by its day). A record without the field is
 * outside every range (NaN); a bound of any other type is refused rather than compared as text, where "147060"
 * sorts before "20000".
 */
function compareBound(actual: unknown, bound: unknown, key: string): number {
  if (typeof bound === 'number') {
    const value = typeof actual === 'number' ? actual : NaN;
    return value === bound ? 0 : value > bound ? 1 : value < bound ? -1 : NaN;
  }
  if (typeof bound === 'string' && ISO_DAY.test(bound)) {
    if (typeof actual !== 'string' || !ISO_DAY.test(actual.slice(0, 10))) return NaN;
    const day = actual.slice(0, 10);
    return day === bound ? 0 : day > bound ? 1 : -1;
  }
  throw new Refusal('app.validation.invalid', { [key]: 'app.validation.invalid' });
}

function matches<T extends Row>(
  spec: CollectionSpec<T>,
  row: T,
  key: string,
  value: unknown,
  ctx: RequestContext,
) {
  const custom = spec.filters?.[key];
  if (custom) return custom(row, value, ctx);
  if (key === 'q') return searchTextOf(spec, row, ctx).includes(String(value).toLowerCase().trim());
  if (key.endsWith('_gte')) return compareBound(row[key.slice(0, -4)], value, key) >= 0;
  if (key.endsWith('_lte')) return compareBound(row[key.slice(0, -4)], value, key) <= 0;
  const wanted = (
    Array.isArray(value) ? value : typeof value === 'object' && value ? Object.values(value) : [value]
  ).map(String);
  const actual = row[key];
  if (Array.isArray(actual)) return actual.some((item) => wanted.includes(String(item)));
  if (typeof actual === 'boolean') return wanted.includes(actual ? '1' : '0');
  return wanted.includes(String(actual));
}

const defaultCollator = new Intl.Collator();

/** The records in scope that the request's filter keeps, in its sort order. */
export function query<T extends Row>(spec: CollectionSpec<T>, ctx: RequestContext) {
  const {
    filter: posted = {},
    sort = 'id',
    order = 'ASC',
  } = ctx.body as { filter?: Record<string, unknown>; sort?: string; order?: string };
  const filter = { ...spec.defaultFilter?.(posted), ...posted };
  // The search limit holds on the server too: a longer text is refused, not searched.
  if (String(filter.q ?? '').length > SEARCH_MAX) throw new Refusal(SEARCH_TOO_LONG, { q: SEARCH_TOO_LONG });
  let rows = collectionOf(spec)
    .all()
    .filter((row) => inScope(spec, row, ctx));
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue;
    rows = rows.filter((row) => matches(spec, row, key, value, ctx));
  }
  const valueOf =
    spec.sortValue?.[sort] ??
    ((row: T) => {
      const value = row[sort];
      return typeof value === 'number' ? value : textOf(value, ctx.language).toLowerCase();
    });
  const collator = spec.collator ?? defaultCollator;
  const direction = order === 'DESC' ? -1 : 1;
  const keyed = rows.map((row) => ({ row, key: valueOf(row, ctx) }));
  keyed.sort((a, b) => {
    if (a.key === b.key) return (a.row.id - b.row.id) * direction;
    if (typeof a.key === 'number' && typeof b.key === 'number') return (a.key - b.key) * direction;
    return collator.compare(String(a.key), String(b.key)) * direction;
  });
  return keyed.map(({ row }) => row);
}

/** What a client sees of a record: the spec's view, always with the version an edit must send back. */
export const present = <T extends Row>(spec: CollectionSpec<T>, row: T, ctx: RequestContext) => ({
  ...(spec.present ? spec.present(row, ctx) : row),
  version: versionOf(row),
});
