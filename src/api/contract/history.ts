import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { fieldKind } from './fieldKinds';
import { wire } from './wire';

/**
 * One field a write changed. The values are whatever that field holds (text, number, list, texts per language);
 * `kind` is the kind the record's schema declares for the field (src/api/contract/fieldKinds.ts), so the timeline
 * shows the value as the screens do (a kind that follows another field is answered as the one it had then).
 */
export const fieldChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  kind: z.optional(fieldKind),
  /** the kind of `before` when it differs from `after`'s (a promocode's value when the same write changed its type) */
  beforeKind: z.optional(fieldKind),
});

/** One write of one record: who, when, through which call ('edit', 'add', 'confirm', 'restoreValue'...). */
export const changeEntry = z.object({
  id: z.int(),
  /** the API resource (orders, partners, serviceTypes...) */
  resource: z.string(),
  recordId: z.int(),
  /** the record's location, or null for a global record (services, content) */
  location: z.nullable(z.int()),
  at: z.string(),
  accountId: z.int(),
  accountName: z.string(),
  action: z.string(),
  changes: z.array(fieldChange),
});

const page = { page: z.optional(wire.int()), perPage: z.optional(wire.int()) };
const access = (action: 'list' | 'edit') => ({ resource: 'history', action });

export const historyApi = {
  list: endpoint({
    path: 'admin/history/list',
    summary: "One record's changes, newest first; the record must be readable (its details answer).",
    access: access('list'),
    request: z.object({
      /** the API resource */
      resource: wire.text(),
      id: wire.id(),
      ...page,
      accountId: z.optional(wire.int()),
      field: z.optional(wire.text()),
    }),
    answer: z.array(changeEntry),
    paged: true,
  }),
  latest: endpoint({
    path: 'admin/history/latest',
    summary: "The latest changes of the session's location (and of global records), newest first.",
    access: access('list'),
    request: z.object(page),
    answer: z.array(changeEntry),
    paged: true,
  }),
  restore: endpoint({
    path: 'admin/history/restore',
    summary:
      "Puts back the value a field had before a change, as an edit of the record would (the edit's permission and rules apply).",
    access: access('edit'),
    request: z.object({ entry: wire.id(), field: wire.text() }),
    // The record's own edit answer: its shape is that resource's record (declared with its endpoints).
    answer: z.looseObject({ id: z.int(), version: z.int().check(z.nonnegative()) }),
    errors: ['history.notRestored'],
  }),
};

export type FieldChange = z.output<typeof fieldChange>;
export type ChangeEntry = z.output<typeof changeEntry>;
