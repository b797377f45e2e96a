import { liveApi, type LiveChange, type LockState } from '../../src/api/contract/live';
import { isLockable, lockIdle } from '../../src/domain/locks';
import { can } from '../../src/domain/permissions';
import type { ChangeRow, FeedRow, LockRow } from '../rows';
import { declareEndpoints, endpointAt, parseRequest, payloadOf } from '../server/contract';
import type { RequestContext } from '../server/crud';
import { db } from '../server/db';
import { feedInOrder, isMadeHere, locationOfRecord } from '../server/feed';
import { HISTORY } from '../server/history';
import { Refusal, ok } from '../server/http';
import { heldLock, locks } from '../server/locks';
import { leaveRecords, seeRecord } from '../server/presence';
import { registerRoute, route } from '../server/router';

/** At most this many changes per answer; `more` tells the client to ask again at once. */
const PAGE = 100;

/** Seen from the session's location (a global record's from every one), of a resource the account may list. */
const visible = (row: FeedRow, ctx: RequestContext) =>
  (row.location === null || row.location === ctx.location) &&
  can(ctx.account.permission, row.resource, 'list');

const told = (row: FeedRow): LiveChange => ({
  resource: row.resource,
  id: row.recordId,
  version: row.recordVersion,
  kind: row.kind,
  action: row.action,
  by: row.accountName,
  byId: row.accountId,
  here: isMadeHere(row),
  at: row.at,
});

/** The lock is the caller's: its account, and the same tab (an API client naming no tab is its account's). */
const holdsLock = (lock: LockRow, ctx: RequestContext, tab: string | undefined) =>
  lock.accountId === ctx.account.id && lock.tab === (tab ?? null);

const stateOf = (lock: LockRow, ctx: RequestContext, now: number, tab: string | undefined): LockState => ({
  resource: lock.resource,
  id: lock.recordId,
  mine: holdsLock(lock, ctx, tab),
  by: lock.accountName,
  byId: lock.accountId,
  since: lock.since,
  activeAt: lock.activeAt,
  idle: lockIdle(lock, now),
});

/** Whether the record's details answer the caller in the session's location (its list permission, its scope). */
async function detailsAnswer(resource: string, id: number, ctx: RequestContext) {
  const path = `admin/${resource}/details`;
  const endpoint = endpointAt(path);
  const body = { id: String(id) };
  try {
    const details = await route(path, { ...ctx, body: endpoint ? parseRequest(endpoint, body) : body });
    return ((await details.json()) as { result: boolean }).result;
  } catch (error) {
    // Refused (another location's record, a permission): not one the caller may see.
    if (error instanceof Refusal) return false;
    throw error;
  }
}

/**
 * The record must be one the caller may edit and reach: its edit permission, then its details in the session's
 * location (so a lock tells nothing of another location's records).
 */
async function checkReachable(resource: string, id: number, ctx: RequestContext) {
  if (!isLockable(resource)) throw new Refusal('live.notLockable');
  if (!can(ctx.account.permission, resource, 'edit')) throw new Refusal('app.errors.forbidden');
  if (!(await detailsAnswer(resource, id, ctx))) throw new Refusal('app.errors.notFound');
}

/**
 * The locks a tab's lists mark: held by another form (another account's, or this account's other tab), on a
 * record of the session's location (or a global one) of a resource the account may list. Expired ones go.
 */
function othersLocks(ctx: RequestContext, tab: string | undefined, now: number): LockState[] {
  return locks()
    .all()
    .filter((lock) => !holdsLock(lock, ctx, tab) && can(ctx.account.permission, lock.resource, 'list'))
    .filter((lock) => heldLock(lock.resource, lock.recordId, now) === lock)
    .filter((lock) => {
      const location = locationOfRecord(lock.resource, lock.recordId);
      return location === null || location === ctx.location;
    })
    .map((lock) => stateOf(lock, ctx, now, tab));
}

/**
 * The viewers the caller's tab is told of: its record's others, once the record's details answer it (a record of
 * another location, or one it may not see, is viewed by nobody as far as it learns, and notes nothing). A tab that
 * names no record views none any more.
 */
async function viewersFor(
  viewing: string | undefined,
  viewingId: number | undefined,
  tab: string | undefined,
  ctx: RequestContext,
) {
  if (!tab) return [];
  if (!viewing || !viewingId || !isLockable(viewing) || !(await detailsAnswer(viewing, viewingId, ctx))) {
    leaveRecords(tab, ctx);
    return [];
  }
  return seeRecord(viewing, viewingId, tab, ctx);
}

/**
 * admin/live/changes {cursor?, tab?, viewing?, viewingId?}: the changes after the cursor, oldest first. The cursor
 * is a position in the feed (mocks/server/feed.ts) that passes every change, seen or not, so a client never learns
 * how many changes another location had: it only moves. No cursor, or one past the end (the backend started
 * again): the end, no changes. With them, the others' locks and the viewed record's other viewers.
 */
registerRoute('admin/live/changes', 'live', 'list', async (ctx) => {
  const { cursor, tab, viewing, viewingId } = payloadOf(liveApi.changes, ctx.body);
  const now = Date.now();
  const present = {
    locks: othersLocks(ctx, tab, now),
    viewers: await viewersFor(viewing, viewingId, tab, ctx),
  };
  const feed = feedInOrder();
  if (cursor === undefined || cursor < 0 || cursor > feed.length)
    return ok({ cursor: feed.length, changes: [], more: false, ...present });
  const changes: LiveChange[] = [];
  let at = cursor;
  for (; at < feed.length && changes.length < PAGE; at++) {
    if (visible(feed[at], ctx)) changes.push(told(feed[at]));
  }
  return ok({ cursor: at, changes, more: at < feed.length, ...present });
});

/** A take-over is a change of the record's story: its history says who took the form from whom. */
function recordTakeOver(resource: string, recordId: number, from: LockRow, ctx: RequestContext, at: string) {
  const record = db().collection(resource).get(recordId);
  db()
    .collection<ChangeRow>(HISTORY)
    .insert({
      resource,
      recordId,
      location: typeof record?.location === 'number' ? record.location : null,
      at,
      accountId: ctx.account.id,
      accountName: ctx.account.name,
      action: 'takeOver',
      changes: [{ field: 'editor', before: from.accountName, after: ctx.account.name }],
    });
}

/**
 * admin/live/lock {resource, id, active?, takeOver?}: takes, renews or (idle) takes over a record's editing lock.
 * Held by another: answers their lock and takes nothing. See docs/decisions-live.md for the times.
 */
registerRoute('admin/live/lock', 'live', 'edit', async (ctx) => {
  const { resource, id, active, takeOver, tab } = payloadOf(liveApi.lock, ctx.body);
  await checkReachable(resource, id, ctx);
  const now = Date.now();
  const at = new Date(now).toISOString();
  const held = heldLock(resource, id, now);
  if (held && holdsLock(held, ctx, tab)) {
    const renewed = locks().update(held.id, { renewedAt: at, ...(active ? { activeAt: at } : {}) });
    return ok(stateOf(renewed, ctx, now, tab));
  }
  if (held && !(takeOver && lockIdle(held, now))) return ok(stateOf(held, ctx, now, tab));
  if (held) {
    recordTakeOver(resource, id, held, ctx, at);
    locks().remove(held.id);
  }
  const lock = locks().insert({
    resource,
    recordId: id,
    accountId: ctx.account.id,
    accountName: ctx.account.name,
    tab: tab ?? null,
    since: at,
    renewedAt: at,
    activeAt: at,
  });
  return ok(stateOf(lock, ctx, now, tab));
});

/** admin/live/unlock {resource, id}: the caller's lock of the record goes (leaving the form, saving). */
registerRoute('admin/live/unlock', 'live', 'edit', (ctx) => {
  const { resource, id, tab } = payloadOf(liveApi.unlock, ctx.body);
  const held = heldLock(resource, id);
  const mine = !!held && holdsLock(held, ctx, tab);
  if (held && mine) locks().remove(held.id);
  return ok({ released: mine });
});

declareEndpoints(liveApi);
