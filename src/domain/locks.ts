/**
 * Editing locks and presence (issue 31, docs/decisions-live.md): who is editing a record's form, who is viewing it.
 * Shared by the screens (how often they renew, when a form may take over) and the fake backend (when a lock or a
 * viewer has expired, whom a save is refused to).
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

/** A viewer the feed has not heard from for this long is gone (a hidden tab does not poll, a closed one is gone). */
export const PRESENCE_TTL_MS = 15_000;
/** The backend writes a viewer's time again once it is this old (each poll says it; a write every poll is waste). */
export const PRESENCE_RENEW_MS = 5_000;
export const presenceExpired = (seenAt: string, now: number) => now - Date.parse(seenAt) >= PRESENCE_TTL_MS;

/** A save refused while a colleague holds the record's lock (the form keeps what was typed). */
export const LOCKED_BY_OTHER = 'live.lockedByOther';
