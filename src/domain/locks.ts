/**
 * Editing locks (issue 31, docs/decisions-live.md): who is editing a record's form. Shared by the form (how often
 * it renews, when it may take over) and the fake backend (when a lock has expired, whom a save is refused to).
 */

/** The records whose forms take a lock: the dispatch room's shared records. */
export const LOCKABLE = ['orders', 'partners', 'customers'] as const;
export type Lockable = (typeof LOCKABLE)[number];
export const isLockable = (resource: string): resource is Lockable =>
  (LOCKABLE as readonly string[]).includes(resource);

/** A lock not renewed for this long is gone (a closed tab, a lost network). */
export const LOCK_TTL_MS = 60_000;
/** An open form renews its lock this often (three renewals fit in the time to live). */
export const LOCK_RENEW_MS = 20_000;
/** A lock whose holder has not typed for this long may be taken over by a colleague. */
export const LOCK_IDLE_MS = 120_000;

export interface LockTimes {
  renewedAt: string;
  activeAt: string;
}

export const lockExpired = (lock: LockTimes, now: number) => now - Date.parse(lock.renewedAt) >= LOCK_TTL_MS;
export const lockIdle = (lock: LockTimes, now: number) => now - Date.parse(lock.activeAt) >= LOCK_IDLE_MS;

/** A save refused while a colleague holds the record's lock (the form keeps what was typed). */
export const LOCKED_BY_OTHER = 'live.lockedByOther';
