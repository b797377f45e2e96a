import { useEffect, useState } from 'react';
import { notifyManager, useQueryClient, type Mutation, type Query } from '@tanstack/react-query';

/**
 * Whether any call is on its way: a query fetching or a mutation pending (the top bar's spinner).
 *
 * react-admin's `useLoading` answers the same question by asking the whole query cache at each of its events
 * (`client.isFetching()` walks every query), and the cache grows as the user moves around: each list seeds a
 * `getOne` entry per row, so opening a list of 25 rows walked the cache 25 times for its seeds alone, and a long
 * day's cache holds a few hundred queries. Here each event changes the set of calls on their way by the one query
 * or mutation it is about, and the screen is told only when the answer flips.
 */
export function useCallsRunning(): boolean {
  const client = useQueryClient();
  const [running, setRunning] = useState(() => client.isFetching() > 0 || client.isMutating() > 0);
  useEffect(() => {
    const queries = client.getQueryCache();
    const mutations = client.getMutationCache();
    const fetching = new Set<Query>(queries.findAll({ fetchStatus: 'fetching' }));
    const pending = new Set<Mutation>(mutations.findAll({ status: 'pending' }));
    const busy = () => fetching.size + pending.size > 0;
    // Told after the caches' current batch of events, as react-query tells its own observers: an event can come
    // while React draws another component (a query added by its first render).
    const tell = notifyManager.batchCalls(() => setRunning(busy()));
    tell();
    const offQueries = queries.subscribe((event) => {
      const was = busy();
      if (event.type !== 'removed' && event.query.state.fetchStatus === 'fetching') fetching.add(event.query);
      else fetching.delete(event.query);
      if (busy() !== was) tell();
    });
    const offMutations = mutations.subscribe((event) => {
      // An observer whose options change before its first mutation tells of no mutation, whatever the type says.
      const mutation: Mutation | undefined = event.mutation;
      if (!mutation) return;
      const was = busy();
      if (event.type !== 'removed' && mutation.state.status === 'pending') pending.add(mutation);
      else pending.delete(mutation);
      if (busy() !== was) tell();
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [client]);
  return running;
}
