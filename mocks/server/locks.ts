import { LOCKED_BY_OTHER, isLockable, lockExpired } from '../../src/domain/locks';
import type { LockRow } from '../rows';
import type { RequestContext } from './context';
import { db } from './db';
import { Refusal } from './http';

/** The collection of editing locks; kept with the demo's changes, so the tabs of a profile see each other's. */
export const LOCKS = 'locks';

export const locks = () => db().collection<LockRow>(LOCKS);

/** The collection of viewers (mocks/server/presence.ts), named here so the history skips it without loading it. */
export const PRESENCE = 'presence';

/** The record's lock, if one is held and not expired (an expired one is removed). */
export function heldLock(resource: string, recordId: number, now = Date.now()): LockRow | undefined {
  const lock = locks()
    .all()
    .find((row) => row.resource === resource && row.recordId === recordId);
  if (!lock) return undefined;
  if (lockExpired(lock, now)) {
    locks().remove(lock.id);
    return undefined;
  }
  return lock;
}

/**
 * The router's check before a save of a lockable record (orders, partners, customers): refused while another
 * account holds the record's editing lock. Without any lock, a save goes through (an API client that takes none
 * is refused only while a form is open elsewhere).
 */
export function checkLock(resource: string, body: Record<string, unknown>, ctx: RequestContext) {
  if (!isLockable(resource)) return;
  const lock = heldLock(resource, Number(body.id));
  if (lock && lock.accountId !== ctx.account.id) throw new Refusal(LOCKED_BY_OTHER);
}

/** Logout releases every lock of the account. */
export function releaseLocksOf(accountId: number) {
  for (const lock of locks().all()) if (lock.accountId === accountId) locks().remove(lock.id);
}
