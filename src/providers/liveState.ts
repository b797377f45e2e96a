import type { QueryClient } from '@tanstack/react-query';
import type { LiveChange, LockState } from '../api/contract/live';
import { resourceWires } from './resourceRegistry';

/**
 * What the changes feed has told this tab (src/providers/liveFeed.ts): the latest change of each record, for the
 * details screens' "Changed by Anna just now", the records changed by others per list since the user last had
 * it open, for the sidebar's badges, the others' editing locks, for the lists' lock marks, and who else views the
 * record on screen. In memory, forgotten at logout (docs/decisions-live.md).
 */
/** A told change, and whether it was news to this tab (it showed an older version of the record, or none). */
export interface ToldChange {
  change: LiveChange;
  news: boolean;
  /** when this tab was told (its own clock) */
  toldAt: number;
}

const latest = new Map<string, ToldChange>();
const changed = new Map<string, Set<number>>();
let openList: string | null = null;
let othersLocks: readonly LockState[] = [];
let following = false;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export const subscribeLive = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The routes (react-admin resources) that show an API's records: every route declared on it, and its own name. */
export function routesOf(api: string): string[] {
  const routes = [...resourceWires()].filter(([, wire]) => wire.api === api).map(([route]) => route);
  return routes.includes(api) ? routes : [...routes, api];
}

const keyOf = (api: string, id: number) => `${api}:${id}`;

/** Another form's lock of a record (another account's, or this account's other tab), as the feed last told it. */
export const lockOf = (api: string, id: number) =>
  othersLocks.find((lock) => lock.resource === api && lock.id === id);

/** Takes a poll's locks (src/providers/livePresence.ts); whether they differ from the last poll's. */
export function setOthersLocks(locks: readonly LockState[]) {
  const key = (list: readonly LockState[]) =>
    list.map(({ resource, id, by }) => `${resource}:${id}:${by}`).join();
  const changed = key(locks) !== key(othersLocks);
  othersLocks = locks;
  return changed;
}

/** Tells the screens the live state changed (the presence's own part, src/providers/livePresence.ts). */
export const notifyLive = () => notify();

/** The latest change the feed told of a record (by its API and id). */
export const latestChangeOf = (api: string, id: number) => latest.get(keyOf(api, id));

/** The badges' records per list (src/providers/liveBadges.ts keeps them over a reload). */
export const changedLists = () => [...changed].map(([route, ids]) => [route, [...ids]] as const);
export function restoreChanged(lists: readonly (readonly [string, readonly number[]])[]) {
  for (const [route, ids] of lists) if (route !== openList) changed.set(route, new Set(ids));
  notify();
}

/** How many records of a list others changed since the user last had it open. */
export const changedCountOf = (route: string) => changed.get(route)?.size ?? 0;

/** The list on screen now (null: none): its changes are seen as they come. */
export function setOpenList(route: string | null) {
  if (openList === route) return;
  openList = route;
  if (route && changed.delete(route)) notify();
}

/**
 * Takes a batch of changes: remembers them, and counts changes made elsewhere (another account, or the demo's
 * other tab) on every list not open. `shownVersion` is
 * the version of the record this tab holds (before the batch refreshes anything): this tab's own save is no news.
 */
export function recordLiveChanges(
  changes: readonly LiveChange[],
  selfId: number | undefined,
  shownVersion: (change: LiveChange) => number | undefined = () => undefined,
) {
  for (const change of changes) {
    const shown = shownVersion(change);
    const news = change.kind === 'deleted' || shown === undefined || shown < change.version;
    latest.set(keyOf(change.resource, change.id), { change, news, toldAt: Date.now() });
    // This tab's own change is no news to a badge; the same account's other tab (the demo's) is.
    if (change.byId === selfId && change.here) continue;
    for (const route of routesOf(change.resource)) {
      if (route === openList) continue;
      const ids = changed.get(route) ?? new Set<number>();
      ids.add(change.id);
      changed.set(route, ids);
    }
  }
  notify();
}

/** Whether the feed has answered once since the login: changes from then on are told (tests wait for it). */
export const isFollowing = () => following;
export function setFollowing(value: boolean) {
  following = value;
}

export function resetLiveState() {
  following = false;
  latest.clear();
  changed.clear();
  openList = null;
  othersLocks = [];
  notify();
}

/** The version of a record in a route's cached details (react-admin's getOne), if this tab holds it. */
export function cachedVersion(queryClient: QueryClient, change: LiveChange): number | undefined {
  const versions = routesOf(change.resource).flatMap((route) =>
    queryClient
      .getQueriesData<{ id?: unknown; version?: unknown }>({ queryKey: [route, 'getOne'] })
      .map(([, data]) => data)
      .filter((data) => data !== undefined && String(data.id) === String(change.id))
      .map((data) => (typeof data?.version === 'number' ? data.version : 0)),
  );
  return versions.length ? Math.max(...versions) : undefined;
}

/**
 * Refetches what shows the changed records, each once per batch: every query of their routes but a record's own
 * (react-admin's lists, counts and references keep their page, filters and selection: those are the query's key
 * and the store; a details screen refreshes itself, src/components/live/ChangedNotice.tsx), and the dashboard's
 * widgets and the calendar when anything changed there.
 */
export function refreshForChanges(queryClient: QueryClient, changes: readonly LiveChange[]) {
  const routes = new Set(changes.flatMap((change) => routesOf(change.resource)));
  if (routes.size === 0) return;
  if (routes.has('orders')) routes.add('calendar');
  routes.add('dashboard');
  void queryClient.invalidateQueries({
    predicate: ({ queryKey: [route, operation] }) =>
      typeof route === 'string' && routes.has(route) && operation !== 'getOne',
  });
}
