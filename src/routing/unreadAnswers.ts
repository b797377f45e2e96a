import type { Query, QueryClient } from '@tanstack/react-query';
import type { OpeningQuery } from './opening';

/** Prefetched answers that no screen has read yet. */
const unread = new WeakSet<Query>();
const watched = new WeakSet<QueryClient>();

/**
 * A prefetched answer is fresh until its first read: the screen's first query takes it instead of asking again,
 * however long the user took to get there (a slow machine, a menu entry hovered long before the click), and from
 * then on it is an answer like any other (react-query's default: stale, asked again on the next mount). It is
 * read by the first enabled observer (react-admin mounts a list's query disabled until its session check answers),
 * after that observer's decision whether to fetch; the observers that mount in the same commit (a record screen's
 * guard and its controller) read it too.
 */
function freshUntilRead(queryClient: QueryClient) {
  if (watched.has(queryClient)) return;
  watched.add(queryClient);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded' && event.type !== 'observerOptionsUpdated') return;
    const { query, observer } = event;
    // A query mounted disabled (a react-admin list until its session check has answered) reads it once enabled.
    const { enabled } = observer.options;
    if (unread.has(query) && (typeof enabled === 'function' ? enabled(query) : enabled) !== false)
      queueMicrotask(() => unread.delete(query));
  });
}

const unreadIsFresh = (query: Query) => (unread.has(query) ? Infinity : 0);

/** Sends a query ahead of its screen (src/routing/prefetch.ts); its answer stays fresh until the screen reads it. */
export function prefetchUnread(queryClient: QueryClient, { queryKey, queryFn }: OpeningQuery) {
  const options = { queryKey, queryFn };
  freshUntilRead(queryClient);
  // The screen's own query (same key, no staleTime of its own) takes the answer while it is unread.
  queryClient.setQueryDefaults(options.queryKey, { staleTime: unreadIsFresh });
  const query = queryClient.getQueryCache().build(queryClient, options);
  unread.add(query);
  return queryClient.prefetchQuery({ ...options, staleTime: 0 });
}

/**
 * A screen's read without an observer, for a screen that asks for its data itself (the calendar's library calls
 * its event source): a prefetched answer not read yet is taken (joined while on its way), and from then on the
 * query is asked again at every read.
 */
export function fetchAndRead<T>(
  queryClient: QueryClient,
  options: { queryKey: readonly unknown[]; queryFn: () => Promise<T> },
): Promise<T> {
  const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  // fetchQuery decides at once, by the query's staleTime, whether to take the answer it has.
  const answer = queryClient.fetchQuery(options);
  if (query) unread.delete(query);
  return answer;
}
