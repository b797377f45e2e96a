import { liveApi, type LiveChange } from '../../src/api/contract/live';
import { can } from '../../src/domain/permissions';
import type { FeedRow } from '../rows';
import { declareEndpoints, payloadOf } from '../server/contract';
import type { RequestContext } from '../server/crud';
import { feedInOrder } from '../server/feed';
import { ok } from '../server/http';
import { registerRoute } from '../server/router';

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

declareEndpoints(liveApi);
