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
  /**
   * made through the backend answering this call: in the demo, whose backend runs in each tab, this tab (a change
   * from the same account's other tab is not); the HTTP backend answers true for every change
   */
  here: z.boolean(),
  at: z.string(),
});

/** Who holds the editing lock of a record, since when, and whether it is idle (a colleague may take it over). */
export const lockState = z.object({
  resource: z.string(),
  id: z.int(),
  /** the caller holds it (its account, from the same tab) */
  mine: z.boolean(),
  by: z.string(),
  byId: z.int(),
  since: z.string(),
  /** the holder's last typing, as the holder's renewals told it */
  activeAt: z.string(),
  idle: z.boolean(),
});

/** Someone else viewing the record the caller views (another account, or the caller's own in another tab). */
export const viewer = z.object({ by: z.string(), byId: z.int() });

/** The caller's tab, which holds its locks and views its record (a tab's id of its own choosing). */
const tab = { tab: z.optional(wire.text()) };

const lockRequest = {
  /** the API resource: orders, partners or customers */
  resource: wire.text(),
  id: wire.id(),
  ...tab,
};

export const liveApi = {
  changes: endpoint({
    path: 'admin/live/changes',
    summary:
      "The changes of the session's location (and of global records) after `cursor`, oldest first, at most 100 a call (`more` says another call has more). Without a cursor: no changes, and the cursor to start from. A resource the account may not list is left out. Also the editing locks held by other forms on records of the session's location (`locks`), and, when the tab says which record it views (`viewing`, `viewingId`: an order, partner or customer it may see), that record's other viewers in the location (`viewers`); a tab not heard from for 15 s views nothing.",
    access: { resource: 'live', action: 'list' },
    request: z.object({
      cursor: z.optional(wire.int()),
      ...tab,
      /** the API resource of the record on the tab's screen (orders, partners, customers) */
      viewing: z.optional(wire.text()),
      viewingId: z.optional(wire.id()),
    }),
    answer: z.object({
      /** send it back with the next call */
      cursor: z.int().check(z.nonnegative()),
      changes: z.array(liveChange),
      more: z.boolean(),
      locks: z.array(lockState),
      viewers: z.array(viewer),
    }),
  }),
  lock: endpoint({
    path: 'admin/live/lock',
    summary:
      "Takes or renews the editing lock of an order, partner or customer (the record must be editable by the caller). The holder is the account and its `tab` (a form); held by another (another account, or the same account's other tab) and not expired: answers that lock (`mine` false) and takes nothing, unless `takeOver` and the lock is idle (recorded in the record's history). `active`: the holder typed since the last renewal.",
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
export type Viewer = z.output<typeof viewer>;
