import { QueryClient, type NotifyOnChangeProps, type Query } from '@tanstack/react-query';
import { RETRY_ERROR } from '../api/client';
import { SESSION_CHECK_KEY } from './raInternals';

/** The spec's retry hint: a load that timed out or failed is tried again by itself after 30 s. */
export const RELOAD_AFTER_MS = 30_000;

/**
 * react-admin's query client, with one rule added: while a read is failing for want of the server (timeout,
 * network), it is fetched again every 30 s. The error shows at once (no silent retries first); refusals
 * (permissions, a missing record, a lost session) are not retried.
 */
export const reloadWhileFailing = (query: Query): number | false => {
  const error = query.state.status === 'error' ? (query.state.error as { message?: string } | null) : null;
  return error?.message === RETRY_ERROR ? RELOAD_AFTER_MS : false;
};

/**
 * How long a session check (authProvider.checkAuth) answers for. react-admin checks in its routes and again in each
 * screen's controller: with a check of its own, the list's mount would check a second time, and the routes would
 * render the whole screen again on that check's start and end (before its first rows are painted: issue 15). One
 * check per screen opening loses nothing: every call to the server checks the session again (src/api/client.ts)
 * and an answer that ends it logs out (authProvider.checkError).
 */
export const SESSION_CHECK_FRESH_MS = 5_000;

/**
 * What a session check's readers are told of: its answer, its error and its status. react-admin's routes read the
 * check's whole result, so they were told of every other change too (the answer turning stale once
 * `SESSION_CHECK_FRESH_MS` had passed, a check starting and ending), and each drew the whole open screen again, every
 * input and row, for nothing: on the order form, ~5 s after it opened.
 */
export const SESSION_CHECK_READS: NotifyOnChangeProps = ['data', 'error', 'status'];

export const createQueryClient = () => {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchInterval: reloadWhileFailing, refetchIntervalInBackground: false },
    },
  });
  queryClient.setQueryDefaults([...SESSION_CHECK_KEY], {
    staleTime: SESSION_CHECK_FRESH_MS,
    notifyOnChangeProps: SESSION_CHECK_READS,
  });
  return queryClient;
};
