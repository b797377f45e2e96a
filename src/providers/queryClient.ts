import { QueryClient, type Query } from '@tanstack/react-query';
import { RETRY_ERROR } from '../api/client';

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

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchInterval: reloadWhileFailing, refetchIntervalInBackground: false },
    },
  });
