import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { wire } from './wire';

/** What a change did to its record: created, edited, deleted, or another action (confirm, answer, restore...). */
export const CHANGE_KINDS = ['added', 'edited', 'deleted', 'action'] as const;

/** One record's change, as the feed tells it: which record, its version after the change, who and when. */
export const liveChange = z.object({
  /** the API resource (orders, partners, messages, reviews...) */
  resource: z.string(),
  id: z.int(),
  /** the record's version after the change (0 for a deleted record) */
  version: z.int().check(z.nonnegative()),
  kind: z.enum(CHANGE_KINDS),
  /** the call that made it ('edit', 'confirm', 'add'...) */
  action: z.string(),
  /** the account's name, as the screens show it ('Changed by Anna just now') */
  by: z.string(),
  byId: z.int(),
  at: z.string(),
});

export const liveApi = {
  changes: endpoint({
    path: 'admin/live/changes',
    summary:
      "The changes of the session's location (and of global records) after `cursor`, oldest first, at most 100 a call (`more` says another call has more). Without a cursor: no changes, and the cursor to start from. A resource the account may not list is left out.",
    access: { resource: 'live', action: 'list' },
    request: z.object({ cursor: z.optional(wire.int()) }),
    answer: z.object({
      /** send it back with the next call */
      cursor: z.int().check(z.nonnegative()),
      changes: z.array(liveChange),
      more: z.boolean(),
    }),
  }),
};

export type LiveChange = z.output<typeof liveChange>;
export type LiveChanges = z.output<typeof liveApi.changes.answer>;
