import { liveApi, type LiveChange, type LockState } from '../../src/api/contract/live';
import { isLockable, lockIdle } from '../../src/domain/locks';
import { can } from '../../src/domain/permissions';
import type { ChangeRow, FeedRow, LockRow } from '../rows';
import { declareEndpoints, endpointAt, parseRequest, payloadOf } from '../server/contract';
import type { RequestContext } from '../server/crud';
import { db } from '../server/db';
import { feedInOrder } from '../server/feed';
import { HISTORY } from '../server/history';
import { Refusal, ok } from '../server/http';
import { heldLock, locks } from '../server/locks';
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
  at: row.at,
});

/**
 * admin/live/changes {cursor?}: the changes after the cursor, oldest first. The cursor is a position in the feed
 * (mocks/server/feed.ts) that passes every change, seen or not, so a client never learns how many changes another
 * location had: it only moves. No cursor, or one past the end (the backend started again): the end, no changes.
 */
registerRoute('admin/live/changes', 'live', 'list', (ctx) => {
  const { cursor } = payloadOf(liveApi.changes, ctx.body);
  const feed = feedInOrder();
  if (cursor === undefined || cursor < 0 || cursor > feed.length)
    return ok({ cursor: feed.length, changes: [], more: false });
  const changes: LiveChange[] = [];
  let at = cursor;
  for (; at < feed.length && changes.length < PAGE; at++) {
    if (visible(feed[at], ctx)) changes.push(told(feed[at]));
  }
  return ok({ cursor: at, changes, more: at < feed.length });
});

const stateOf = (lock: LockRow, ctx: RequestContext, now: number): LockState => ({
  resource: lock.resource,
  id: lock.recordId,
  mine: lock.accountId === ctx.account.id,
  by: lock.accountName,
  byId: lock.accountId,
  since: lock.since,
  activeAt: lock.activeAt,
  idle: lockIdle(lock, now),
});

/**
 * The record must be one the caller may edit and reach: its edit permission, then its details in the session's
 * location (so a lock tells nothing of another location's records).
 */
async function checkReachable(resource: string, id: number, ctx: RequestContext) {
  if (!isLockable(resource)) throw new Refusal('live.notLockable');
  if (!can(ctx.account.permission, resource, 'edit')) throw new Refusal('app.errors.forbidden');
  const path = `admin/${resource}/details`;
  const endpoint = endpointAt(path);
  const body = { id: String(id) };
  const details = await route(path, { ...ctx, body: endpoint ? parseRequest(endpoint, body) : body });
  if (!((await details.json()) as { result: boolean }).result) throw new Refusal('app.errors.notFound');
}

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
  const { resource, id, active, takeOver } = payloadOf(liveApi.lock, ctx.body);
  await checkReachable(resource, id, ctx);
  const now = Date.now();
  const at = new Date(now).toISOString();
  const held = heldLock(resource, id, now);
  if (held && held.accountId === ctx.account.id) {
    const renewed = locks().update(held.id, { renewedAt: at, ...(active ? { activeAt: at } : {}) });
    return ok(stateOf(renewed, ctx, now));
  }
  if (held && !(takeOver && lockIdle(held, now))) return ok(stateOf(held, ctx, now));
  if (held) {
    recordTakeOver(resource, id, held, ctx, at);
    locks().remove(held.id);
  }
  const lock = locks().insert({
    resource,
    recordId: id,
    accountId: ctx.account.id,
    accountName: ctx.account.name,
    since: at,
    renewedAt: at,
    activeAt: at,
  });
  return ok(stateOf(lock, ctx, now));
});

/** admin/live/unlock {resource, id}: the caller's lock of the record goes (leaving the form, saving). */
registerRoute('admin/live/unlock', 'live', 'edit', (ctx) => {
  const { resource, id } = payloadOf(liveApi.unlock, ctx.body);
  const held = heldLock(resource, id);
  const mine = held?.accountId === ctx.account.id;
  if (held && mine) locks().remove(held.id);
  return ok({ released: mine });
});

declareEndpoints(liveApi);
