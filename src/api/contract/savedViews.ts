import { z } from 'zod/mini';
import { collectionEndpoints, recordOf } from './collection';
import { wire } from './wire';

export const VIEW_NAME_MAX = 60;

/** A list's saved view: filter and columns as JSON text, so they come back exactly as saved. */
export const savedViewRecord = recordOf({
  /** the list's route name (orders, services/types...) */
  resource: z.string(),
  name: z.string(),
  filter: z.string(),
  sort: z.string(),
  order: z.enum(['ASC', 'DESC']),
  /** the hidden columns and their order as JSON text, or null */
  columns: z.nullable(z.string()),
  shared: z.boolean(),
  accountId: z.int(),
  accountName: z.string(),
  location: z.int(),
});

/** The name is required and at most 60 characters (the handler answers both with their own messages). */
export const savedViewInput = z.object({
  resource: z.optional(wire.text()),
  name: z._default(wire.name(), ''),
  /** JSON text; anything else is refused */
  filter: z.optional(wire.text('text')),
  sort: z.optional(wire.text()),
  order: z.optional(z.enum(['ASC', 'DESC'])),
  columns: z.optional(wire.text('text')),
  shared: z.optional(wire.bool()),
});

const {
  list,
  add,
  delete: remove,
} = collectionEndpoints('savedViews', {
  record: savedViewRecord,
  input: savedViewInput,
  writeErrors: ['app.validation.required', 'views.nameMax'],
});

/** Each person lists their own views and the location's shared ones, saves one, and deletes their own. */
export const savedViewsApi = { list, add, delete: remove };

export type SavedView = z.output<typeof savedViewRecord>;
