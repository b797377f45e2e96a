import type { FeedRow, Row } from '../rows';
import { versionOf } from '../store';
import type { RequestContext } from './context';
import { db, onResetDb } from './db';
import { tables } from './tables';

/** The collection the live feed is kept in; it persists with the demo's changes, so the tabs of a profile share it. */
export const FEED = 'feed';

/** How a written row of a collection is told in the feed: as which API's record, of which location. */
interface FeedSource {
  api: string;
  id: (row: Row) => number;
  /** the location, or undefined for a global record */
  location: (row: Row) => number | undefined;
  /** told only of writes made through this API's own calls (the reviews' orders: a confirm is no review's change) */
  throughOwnCalls?: boolean;
}

const sources = new Map<string, FeedSource[]>();

/**
 * Declares that writes to `collection` are changes of `api`'s records (the router calls it for every collection
 * it registers: the orders' writes are the orders' and, through their API, the reviews'). A collection no source
 * names is left out of the feed, so no write reaches it unscoped.
 */
export function registerFeedSource(collection: string, source: FeedSource) {
  const known = (sources.get(collection) ?? []).filter((item) => item.api !== source.api);
  sources.set(collection, [...known, source]);
}

// The inbox's conversation is its partner: a message is a change of the partner's conversation, in its location.
registerFeedSource('partnerMessages', {
  api: 'messages',
  id: (row) => Number(row.partnerId),
  location: (row) => tables.partners().get(Number(row.partnerId))?.location,
});

/**
 * A written row's location, as its collection is scoped (crud.ts `locationOfRow`: a partner's notes and messages
 * are of their partner's location): null for a global record. The history and the feed place a write by it.
 */
export function locationOfWritten(collection: string, row: Row): number | null {
  const [source] = sources.get(collection) ?? [];
  if (source) return source.location(row) ?? null;
  return typeof row.location === 'number' ? row.location : null;
}

/**
 * A record's location as the feed tells its changes: a number, null for a global record, undefined for a record
 * this backend does not have (or a collection the feed does not tell), which nobody is told about.
 */
export function locationOfRecord(api: string, id: number): number | null | undefined {
  const source = sources.get(api)?.find((item) => item.api === api);
  const row = source && db().collection(api).get(id);
  return source && row ? (source.location(row) ?? null) : undefined;
}

const kindOf = (action: string, before: Row | undefined, after: Row | null): FeedRow['kind'] =>
  after === null ? 'deleted' : before === undefined ? 'added' : action === 'edit' ? 'edited' : 'action';

/**
 * The feed rows this backend wrote itself. The demo runs a backend per tab, so a row it did not write came from
 * another tab (through the shared storage): a tab tells its own changes from its other tabs' by it. The HTTP
 * backend wrote every row itself.
 */
const madeHere = new Set<number>();
onResetDb(() => madeHere.clear());
export const isMadeHere = (row: FeedRow) => madeHere.has(row.id);

/** Records one write of one request in the feed, once per API its collection is read through. */
export function recordFeed(
  ctx: RequestContext,
  call: { api: string; action: string },
  at: string,
  write: { name: string; before: Row | undefined; after: Row | null },
) {
  const written = write.after ?? write.before;
  if (!written) return;
  const feed = db().collection<FeedRow>(FEED);
  const { api, action } = call;
  for (const source of sources.get(write.name) ?? []) {
    if (source.throughOwnCalls && source.api !== api) continue;
    const row = feed.insert({
      resource: source.api,
      recordId: source.id(written),
      recordVersion: write.after ? versionOf(write.after) : 0,
      kind: kindOf(action, write.before, write.after),
      action: write.after === null ? 'delete' : write.before === undefined ? 'add' : action,
      location: source.location(written) ?? null,
      accountId: ctx.account.id,
      accountName: ctx.account.name,
      at,
    });
    madeHere.add(row.id);
  }
}

/**
 * The feed's order, as this backend learned of each change: its own writes and, in the demo, another tab's as they
 * arrive (their ids interleave by tab, so an id is no cursor). A cursor is a position in this order; it never skips
 * nor repeats a change, and a client starts again (no cursor) whenever its backend starts again.
 */
const order: FeedRow[] = [];
const placed = new Set<number>();

export function feedInOrder(): readonly FeedRow[] {
  const feed = db().collection<FeedRow>(FEED);
  // Feed rows are never rewritten: a last row that is no longer the same object means a reset (or a new store),
  // and the order starts again.
  const last = order[order.length - 1];
  if (last && (feed.get(last.id) !== last || feed.size < order.length)) {
    order.length = 0;
    placed.clear();
  }
  if (feed.size === order.length) return order;
  const fresh = feed
    .all()
    .filter((row) => !placed.has(row.id))
    .sort((a, b) => a.id - b.id);
  for (const row of fresh) {
    placed.add(row.id);
    order.push(row);
  }
  return order;
}
