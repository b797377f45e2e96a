import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { forgetEarlyCalls, keepEarly, takeEarly } from '../../src/providers/earlyCalls';
import { dataProvider, preloadList } from '../../src/providers/dataProvider';
import { authProvider } from '../../src/providers/authProvider';
import { loginAs } from './backendCalls';

const FIRST_PAGE = { pagination: { page: 1, perPage: 25 }, sort: { field: 'nearest', order: 'ASC' as const }, filter: {} };

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

describe('early calls', () => {
  it('are taken once, for the very same call', async () => {
    keepEarly('a', Promise.resolve(1));
    await expect(takeEarly('a')).resolves.toBe(1);
    expect(takeEarly('a')).toBeUndefined();
    expect(takeEarly('b')).toBeUndefined();
  });

  it('are not taken after ten seconds', () => {
    vi.useFakeTimers();
    keepEarly('a', Promise.resolve(1));
    vi.advanceTimersByTime(10_001);
    expect(takeEarly('a')).toBeUndefined();
  });

  it('keep a failure for the screen to show, without an unhandled rejection meanwhile', async () => {
    keepEarly('a', Promise.reject(new Error('boom')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarly('a')).rejects.toThrow('boom');
  });

  it("the order list's first page sent early is not asked for again by the list", async () => {
    await loginAs('admin');
    const calls = countListCalls();
    preloadList('orders', FIRST_PAGE);
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
    server.use(http.post(/\/admin\/orders\/list$/, () => HttpResponse.json({ result: true, data: [], total: 0 }), { once: true }));
    preloadList('orders', FIRST_PAGE);
    await authProvider.logout({});
    await loginAs('manager');
    const page = await dataProvider.getList('orders', FIRST_PAGE);
    expect(page.data.length).toBeGreaterThan(0);
  });
});
