import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Calls made before a screen asks for them: the first screen's rows are sent while the app still loads
 * (src/main.tsx), instead of after react-admin's authentication and access checks. Two ways to take the answer:
 * - the dataProvider takes it once, for the very same call made within a few seconds; any other call goes to
 *   the wire;
 * - an answer already in when the app mounts is put in the new query cache under the screen's query key, so the
 *   screen's first render has its rows (and its own first fetch then takes the same answer: no second call).
 */
const FRESH_FOR_MS = 10_000;

interface Early {
  answer: Promise<unknown>;
  at: number;
  /** react-query's key of the screen's query that will make the same call. */
  queryKey?: QueryKey;
  /** The answer, once it has come (a failure is left for the screen's own call to show). */
  value?: { data: unknown };
}

const early = new Map<string, Early>();

export function keepEarly<T>(key: string, answer: Promise<T>, queryKey?: QueryKey): Promise<T> {
  const kept: Early = { answer, at: Date.now(), queryKey };
  // A failure is the screen's to show when it takes the answer: not an unhandled rejection meanwhile.
  answer.then(
    (data) => {
      kept.value = { data };
    },
    () => undefined,
  );
  early.set(key, kept);
  return answer;
}

/** The answer to this call if it was made early and recently; taken once. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const kept = early.get(key);
  early.delete(key);
  return kept && Date.now() - kept.at < FRESH_FOR_MS ? (kept.answer as Promise<T>) : undefined;
}

/** Puts the early answers already in into a new query cache, under their screen's key. */
export function seedQueryCache(queryClient: QueryClient) {
  for (const { at, queryKey, value } of early.values()) {
    if (queryKey && value && Date.now() - at < FRESH_FOR_MS)
      queryClient.setQueryData(queryKey, value.data, { updatedAt: at });
  }
  return queryClient;
}

/** After a logout or a login nothing made under the earlier session may be taken. */
export function forgetEarlyCalls() {
  early.clear();
}
