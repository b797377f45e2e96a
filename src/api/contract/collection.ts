import { LOCKED_BY_OTHER, isLockable } from '../../domain/locks';
import { z } from 'zod/mini';
import { VERSION_CONFLICT } from '../../domain/versions';
import { endpoint } from './endpoint';
import { wire } from './wire';

/** Every record an answer holds has its id and the version an edit must send back (docs/decisions.md section 8). */
export const recordOf = <Shape extends z.core.$ZodShape>(shape: Shape) =>
  z.object({ id: z.int(), version: z.int().check(z.nonnegative()), ...shape });

/** A list's page, sort and filter; `filter` is the resource's own filter object (its keys as the list sends them). */
export const listRequest = <Filter extends z.ZodMiniType>(filter: Filter) =>
  z.object({
    page: z.optional(wire.int()),
    perPage: z.optional(wire.int()),
    sort: z.optional(wire.text()),
    order: z.optional(z.enum(['ASC', 'DESC'])),
    filter: z.optional(filter),
  });

/** Any list filter: the keys a screen filters on, as text or lists of text. */
export const looseFilter = z.record(
  z.string(),
  z.union([wire.text('search'), z.array(wire.text('search')), z.record(z.string(), wire.text('search'))]),
);

interface CollectionShapes<
  Record extends z.ZodMiniType,
  InputShape extends z.core.$ZodShape,
  Filter extends z.ZodMiniType,
> {
  /** what details, every row of a page and every write answer */
  record: Record;
  /** the form's fields as add and edit send them */
  input: z.ZodMiniObject<InputShape>;
  /** the list's filter (defaults to any text filters) */
  filter?: Filter;
  /** refusals of add and edit besides the common ones (field errors carry the same keys) */
  writeErrors?: readonly string[];
}

/**
 * The generic operations of a collection on `admin/<api>/...`: list, details, many, add, edit, delete and export,
 * each with the permission-table action that guards it. The record and form shapes are the resource's own.
 */
export function collectionEndpoints<
  const Api extends string,
  Record extends z.ZodMiniType,
  InputShape extends z.core.$ZodShape,
  Filter extends z.ZodMiniType = typeof looseFilter,
>(api: Api, shapes: CollectionShapes<Record, InputShape, Filter>) {
  const { record, input, writeErrors = [] } = shapes;
  const list = listRequest(shapes.filter ?? looseFilter);
  const access = (action: 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export') => ({
    resource: api,
    action,
  });
  const one = z.object({ id: wire.id() });
  const versioned = z.object({ id: wire.id(), version: z.optional(wire.int()) });
  return {
    list: endpoint({
      path: `admin/${api}/list`,
      summary: `One page of ${api} in the session's location, filtered and sorted.`,
      access: access('list'),
      request: list,
      answer: z.array(record),
      paged: true,
      errors: ['app.validation.searchMax'],
    }),
    details: endpoint({
      path: `admin/${api}/details`,
      summary: `One of ${api} by id.`,
      access: access('show'),
      request: one,
      answer: record,
    }),
    many: endpoint({
      path: `admin/${api}/many`,
      summary: `Several of ${api} by id (those out of scope are left out).`,
      access: access('list'),
      request: z.object({ ids: wire.ids() }),
      answer: z.array(record),
    }),
    add: endpoint({
      path: `admin/${api}/add`,
      summary: `Creates one of ${api}; field errors name the form's fields.`,
      access: access('create'),
      request: input,
      answer: record,
      errors: writeErrors,
      idempotent: true,
    }),
    edit: endpoint({
      path: `admin/${api}/edit`,
      summary: `Changes one of ${api}; refused when \`version\` is not the record's current one.`,
      access: access('edit'),
      request: z.extend(z.partial(input), versioned.shape),
      answer: record,
      // A lockable record's save is refused while a colleague holds its editing lock (issue 31).
      errors: [VERSION_CONFLICT, ...(isLockable(api) ? [LOCKED_BY_OTHER] : []), ...writeErrors],
    }),
    delete: endpoint({
      path: `admin/${api}/delete`,
      summary: `Deletes one of ${api} (or moves it to its Deleted status).`,
      access: access('delete'),
      request: versioned,
      answer: record,
      errors: [VERSION_CONFLICT],
    }),
    export: endpoint({
      path: `admin/${api}/export`,
      summary: `Every row of the list's filter as a CSV file (UTF-8 with a BOM), saved as data.csv.`,
      access: access('export'),
      request: z.omit(list, { page: true, perPage: true }),
      answer: z.string(),
      file: 'csv',
    }),
  };
}
