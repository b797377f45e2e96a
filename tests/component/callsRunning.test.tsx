import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCallsRunning } from '../../src/providers/callsRunning';

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function withClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** The top bar's spinner: on while any call is on its way, off once none is, whatever else the cache holds. */
describe('useCallsRunning', () => {
  it('is on while a query fetches, among many cached ones, and off once it has its answer or its error', async () => {
    const client = newClient();
    for (let id = 0; id < 200; id += 1) client.setQueryData(['orders', 'getOne', { id }], { id });
    const { result } = renderHook(() => useCallsRunning(), { wrapper: withClient(client) });
    expect(result.current).toBe(false);

    const answer = deferred<number>();
    void client.fetchQuery({ queryKey: ['orders', 'getList'], queryFn: () => answer.promise });
    await waitFor(() => expect(result.current).toBe(true));
    // Another query seeded meanwhile changes nothing.
    client.setQueryData(['orders', 'getOne', { id: 999 }], { id: 999 });
    answer.resolve(1);
    await waitFor(() => expect(result.current).toBe(false));

    const failing = deferred<number>();
    void client
      .fetchQuery({ queryKey: ['orders', 'getMany'], queryFn: () => failing.promise })
      .catch(() => undefined);
    await waitFor(() => expect(result.current).toBe(true));
    failing.reject(new Error('refused'));
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('is on while a mutation is pending, and for a query already fetching when it mounts', async () => {
    const client = newClient();
    const answer = deferred<number>();
    void client.fetchQuery({ queryKey: ['dashboard'], queryFn: () => answer.promise });
    const { result } = renderHook(() => useCallsRunning(), { wrapper: withClient(client) });
    expect(result.current).toBe(true);
    answer.resolve(1);
    await waitFor(() => expect(result.current).toBe(false));

    const saved = deferred<number>();
    const mutation = client.getMutationCache().build(client, { mutationFn: () => saved.promise });
    const done = mutation.execute(undefined);
    await waitFor(() => expect(result.current).toBe(true));
    saved.resolve(1);
    await done;
    await waitFor(() => expect(result.current).toBe(false));
  });

  it("is not troubled by a form's mutation whose options change before it is first used", async () => {
    const client = newClient();
    // A new mutation function at each render, as a form's save handler is: its observer tells the cache of new
    // options while it has no mutation yet.
    const { result, rerender } = renderHook(
      ({ value }: { value: number }) => {
        const save = useMutation({ mutationFn: () => Promise.resolve(value) });
        return { running: useCallsRunning(), save };
      },
      { wrapper: withClient(client), initialProps: { value: 1 } },
    );
    rerender({ value: 2 });
    expect(result.current.running).toBe(false);
    const saved = result.current.save.mutateAsync();
    await saved;
    await waitFor(() => expect(result.current.running).toBe(false));
  });

  it('is off once a fetching query is removed from the cache', async () => {
    const client = newClient();
    const { result } = renderHook(() => useCallsRunning(), { wrapper: withClient(client) });
    void client
      .fetchQuery({ queryKey: ['calendar'], queryFn: () => new Promise<number>(() => undefined) })
      .catch(() => undefined);
    await waitFor(() => expect(result.current).toBe(true));
    client.removeQueries({ queryKey: ['calendar'] });
    await waitFor(() => expect(result.current).toBe(false));
  });
});
