import type { ChangeRow, FieldChange, Row } from '../rows';
import type { Store } from '../store';
import type { RequestContext } from './crud';
import { db } from './db';
import { FEED, locationOfWritten, recordFeed } from './feed';
import { LOCKS, PRESENCE } from './locks';

/** The collection the changes are kept in; it persists with the rest of the demo's changes. */
export const HISTORY = 'history';
/** Collections whose writes are not a record's history (sessions, the history itself). */
const UNRECORDED = new Set([HISTORY, FEED, LOCKS, PRESENCE, 'sessions', 'accounts', 'savedViews']);
/** Bookkeeping fields: the order's own log and the version number change with every write and say nothing. */
const IGNORED_FIELDS = new Set(['id', 'version', 'history', 'updatedAt']);

interface Pending {
  name: string;
  id: number;
  before: Row | undefined;
  after: Row | null;
}

/** The writes of the request under way, first `before` and last `after` per record, so a record is recorded once. */
let current: Map<string, Pending> | null = null;
const listening = new WeakSet<Store>();

function listen(store: Store) {
  if (listening.has(store)) return;
  listening.add(store);
  store.onWrite((name, id, before, after) => {
    if (!current || UNRECORDED.has(name)) return;
    const key = `${name}:${id}`;
    const known = current.get(key);
    current.set(key, { name, id, before: known ? known.before : before, after });
  });
}

/** A value in a canonical form: objects by sorted keys, and every kind of "nothing" (absent, '', false, []) alike. */
function canonical(value: unknown): unknown {
  if (value === undefined || value === null || value === '' || value === false) return null;
  if (Array.isArray(value)) return value.length ? value.map(canonical) : null;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => [key, canonical(item)] as const)
      .filter(([, item]) => item !== null)
      .sort(([a], [b]) => a.localeCompare(b));
    return entries.length ? Object.fromEntries(entries) : null;
  }
  return value;
}

export const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The fields that differ between two versions of a record, in the order of the newer one. */
export function diff(before: Row | undefined, after: Row | null): FieldChange[] {
  const fields = new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (IGNORED_FIELDS.has(field)) continue;
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (!same(was, is)) changes.push({ field, before: was, after: is });
  }
  return changes;
}

/**
 * Runs one request and records each record it wrote, once, with the fields it changed. The one hook of the router:
 * no resource writes its own history (nor its live feed entry). A request that is refused (throws) records nothing.
 */
export async function recordingWrites(
  ctx: RequestContext,
  action: string,
  run: () => Promise<Response>,
  /** the API the call went to (`admin/<api>/...`), which the live feed tells aliasing collections' writes by */
  api = '',
) {
  const store = db();
  listen(store);
  const outer = current;
  const writes = new Map<string, Pending>();
  current = writes;
  try {
    const response = await run();
    current = outer;
    const history = store.collection<ChangeRow>(HISTORY);
    const at = new Date().toISOString();
    for (const { name, id, before, after } of writes.values()) {
      const changes = diff(before, after);
      const written = after ?? before;
      if (changes.length === 0 || !written) continue;
      history.insert({
        resource: name,
        recordId: id,
        location: locationOfWritten(name, written),
        at,
        accountId: ctx.account.id,
        accountName: ctx.account.name,
        action: after === null ? 'delete' : before === undefined ? 'add' : action,
        changes,
      });
      // The live feed tells the same write, once per API that reads the record (mocks/server/feed.ts).
      recordFeed(ctx, { api, action }, at, { name, before, after });
    }
    return response;
  } finally {
    current = outer;
  }
}
