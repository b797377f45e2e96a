import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { QueryClient } from '@tanstack/react-query';
import { forgetEarlyCalls, keepEarly, seedQueryCache, takeEarly } from '../../src/providers/earlyCalls';
import { dataProvider, preloadList } from '../../src/providers/dataProvider';
import { authProvider } from '../../src/providers/authProvider';
import { loginAs } from './backendCalls';

const FIRST_PAGE = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'nearest', order: 'ASC' as const },
  filter: {},
};

/** Counts the list calls that reach the backend (the fake backend still answers them). */
function countListCalls() {
  const calls: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/admin/orders/list')) calls.push(request.url);
  });
  return calls;
}

afterEach(() => {
  server.events.removeAllListeners();
  forgetEarlyCalls();
  vi.useRealTimers();
});

// keepEarly and preloadList answer the promise they keep: these tests let it go (void) and take it through
// takeEarly or the list's own call, as the screens do; keepEarly itself keeps a failure from going unhandled.
describe('early calls', () => {
  it('are taken once, for the very same call', async () => {
    void keepEarly('a', Promise.resolve(1));
    await expect(takeEarly('a')).resolves.toBe(1);
    expect(takeEarly('a')).toBeUndefined();
    expect(takeEarly('b')).toBeUndefined();
  });

  it('are not taken after ten seconds', () => {
    vi.useFakeTimers();
    void keepEarly('a', Promise.resolve(1));
    vi.advanceTimersByTime(10_001);
    expect(takeEarly('a')).toBeUndefined();
  });

  it('keep a failure for the screen to show, without an unhandled rejection meanwhile', async () => {
    void keepEarly('a', Promise.reject(new Error('boom')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarly('a')).rejects.toThrow('boom');
  });

  it("the order list's first page sent early is not asked for again by the list", async () => {
    await loginAs('admin');
    const calls = countListCalls();
    void preloadList('orders', FIRST_PAGE);
    const page = await dataProvider.getList('orders', FIRST_PAGE);
    expect(calls).toHaveLength(1);
    expect(page.data).toHaveLength(25);
    // Another page, or the same page asked again, goes to the backend.
    await dataProvider.getList('orders', FIRST_PAGE);
    await dataProvider.getList('orders', { ...FIRST_PAGE, pagination: { page: 2, perPage: 25 } });
    expect(calls).toHaveLength(3);
  });

  it('made under a session that ended are not taken after the next login', async () => {
    await loginAs('admin');
    server.use(
      http.post(/\/admin\/orders\/list$/, () => HttpResponse.json({ result: true, data: [], total: 0 }), {
        once: true,
      }),
    );
    void preloadList('orders', FIRST_PAGE);
    await authProvider.logout({});
    await loginAs('manager');
    const page = await dataProvider.getList('orders', FIRST_PAGE);
    expect(page.data.length).toBeGreaterThan(0);
  });

  it("an answer already in seeds the screen's query under react-admin's getList key, and the list's own fetch takes it", async () => {
    await loginAs('admin');
    const calls = countListCalls();
    const page = await preloadList('orders', FIRST_PAGE);
    const queryClient = seedQueryCache(new QueryClient());
    const key = ['orders', 'getList', FIRST_PAGE];
    expect(queryClient.getQueryData(key)).toEqual(page);
    expect(page.data).toHaveLength(25);
    // The list's first fetch (its query is stale at once) is the same call: answered without another one.
    await expect(dataProvider.getList('orders', FIRST_PAGE)).resolves.toEqual(page);
    expect(calls).toHaveLength(1);
    // Another page is not seeded.
    expect(
      queryClient.getQueryData([
        'orders',
        'getList',
        { ...FIRST_PAGE, pagination: { page: 2, perPage: 25 } },
      ]),
    ).toBeUndefined();
  });

  it('seed nothing while the answer is on its way, after a failure, after ten seconds or after a logout', async () => {
    let answer = (_value: unknown) => {};
    void keepEarly('late', new Promise((resolve) => (answer = resolve)), ['late']);
    void keepEarly('failed', Promise.reject(new Error('boom')), ['failed']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const first = seedQueryCache(new QueryClient());
    expect(first.getQueryData(['late'])).toBeUndefined();
    expect(first.getQueryData(['failed'])).toBeUndefined();

    answer({ data: [], total: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seedQueryCache(new QueryClient()).getQueryData(['late'])).toEqual({ data: [], total: 0 });
    vi.useFakeTimers();
    vi.advanceTimersByTime(10_001);
    expect(seedQueryCache(new QueryClient()).getQueryData(['late'])).toBeUndefined();
    vi.useRealTimers();

    void keepEarly('again', Promise.resolve({ data: [], total: 0 }), ['again']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await authProvider.logout({});
    expect(seedQueryCache(new QueryClient()).getQueryData(['again'])).toBeUndefined();
  });
});
