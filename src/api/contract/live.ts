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

/** Who holds the editing lock of a record, since when, and whether it is idle (a colleague may take it over). */
export const lockState = z.object({
  resource: z.string(),
  id: z.int(),
  /** the caller holds it */
  mine: z.boolean(),
  by: z.string(),
  byId: z.int(),
  since: z.string(),
  /** the holder's last typing, as the holder's renewals told it */
  activeAt: z.string(),
  idle: z.boolean(),
});

const lockRequest = {
  /** the API resource: orders, partners or customers */
  resource: wire.text(),
  id: wire.id(),
};

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
  lock: endpoint({
    path: 'admin/live/lock',
    summary:
      "Takes or renews the editing lock of an order, partner or customer (the record must be editable by the caller). Held by another and not expired: answers that lock (`mine` false) and takes nothing, unless `takeOver` and the lock is idle (recorded in the record's history). `active`: the holder typed since the last renewal.",
    access: { resource: 'live', action: 'edit' },
    request: z.object({
      ...lockRequest,
      active: z.optional(wire.bool()),
      takeOver: z.optional(wire.bool()),
    }),
    answer: lockState,
    errors: ['live.notLockable'],
  }),
  unlock: endpoint({
    path: 'admin/live/unlock',
    summary: "Releases the caller's editing lock of a record (none held: nothing happens).",
    access: { resource: 'live', action: 'edit' },
    request: z.object(lockRequest),
    answer: z.object({ released: z.boolean() }),
  }),
};

export type LiveChange = z.output<typeof liveChange>;
export type LockState = z.output<typeof lockState>;
export type LiveChanges = z.output<typeof liveApi.changes.answer>;
