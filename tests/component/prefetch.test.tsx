import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { decodeBody } from '../../src/api/encode';
import { ORDER_STATUS } from '../../src/domain/statuses';
import { appStore } from '../../src/layout/preferencesStore';
import { FILTER_STORE_KEY, dayOf } from '../../src/pages/calendar/eventsQuery';
import { useCalendarCalls } from '../../src/pages/calendar/useCalendarCalls';
import { authProvider } from '../../src/providers/authProvider';
import { dataProvider } from '../../src/providers/dataProvider';
import { openScreen, openingAt, prefetchOnMove } from '../../src/routing/prefetch';
import { createQueryClient } from '../../src/providers/queryClient';
import type { Boot } from '../../src/App';
import { renderApp } from './renderApp';

/**
 * The one prefetch mechanism (src/routing/prefetch.ts), per kind of screen: the boot sends what the opening
 * screen declares it opens with (its resource's or page's `opensWith`), the data is in the app's query cache
 * before the first render, and the screen's own queries take it instead of asking again.
 */

/** The calls that reach the backend, by path (`admin/orders/list`) and payload. */
function recordCalls() {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^.*\/v1\.0\//, '');
    void request
      .clone()
      .text()
      .then((text) => calls.push({ path, body: decodeBody(text) }));
  });
  return calls;
}

/** The partner list's first page as the screen would ask for it (the tabs' counts ask for other pages). */
const partnersFirstPage = (calls: ReturnType<typeof recordCalls>) =>
  calls.filter(
    ({ path, body }) =>
      path === 'admin/partners/list' &&
      body.page === '1' &&
      body.perPage === '25' &&
      body.filter === undefined,
  );

/** The boot as src/main.tsx makes it, its data awaited (the first render then has it). */
async function bootAt(path: string) {
  const url = new URL(path, 'http://localhost');
  const boot = openScreen({ pathname: url.pathname, search: url.search });
  await Promise.all([boot.code, boot.data]);
  return boot;
}

async function open(path: string) {
  // Logged in first: the boot prefetches only for a session.
  await authProvider.login({ username: 'admin@example.com', password: 'demo1234' });
  const boot = await bootAt(path);
  // The opening data is in before the app renders.
  const prefetched =
    boot.opening?.queries.map(({ queryKey }) => boot.queryClient.getQueryData(queryKey)) ?? [];
  const calls = recordCalls();
  await renderApp(path, { boot: (): Boot => boot });
  return { boot, prefetched, calls };
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe('what a screen opens with is prefetched, once', () => {
  it('a list: its first page, which the list does not ask for again', { timeout: 60000 }, async () => {
    const { boot, prefetched, calls } = await open('/partners');
    expect(boot.opening?.kind).toBe('list');
    expect(prefetched).toHaveLength(1);
    const page = prefetched[0] as { data: { id: number; surname: string }[] };
    expect(page.data).toHaveLength(25);
    // What the user waits for: the rows of the first page, drawn from the prefetched answer.
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(26), { timeout: 30000 });
    expect(
      within(screen.getAllByRole('row')[1]).getByText(page.data[0].surname, { exact: false }),
    ).toBeVisible();
    expect(partnersFirstPage(calls)).toHaveLength(0);
    // The screen's other calls were seen (the count above is not empty for want of listening).
    await waitFor(() => expect(calls.some(({ path }) => path === 'admin/savedViews/list')).toBe(true));
  });

  it(
    'fresh until its first read, not for a while: an answer prefetched an hour before the screen is still taken',
    { timeout: 60000 },
    async () => {
      await authProvider.login({ username: 'admin@example.com', password: 'demo1234' });
      const boot = await bootAt('/partners');
      const [{ queryKey }] = boot.opening?.queries ?? [];
      // An hour between the prefetch and the screen (a slow machine, a menu entry hovered long before the click).
      boot.queryClient.setQueryData(queryKey, boot.queryClient.getQueryData(queryKey), {
        updatedAt: Date.now() - 60 * 60_000,
      });
      const calls = recordCalls();
      await renderApp('/partners', { boot: (): Boot => boot });
      await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(26), { timeout: 30000 });
      await waitFor(() => expect(calls.some(({ path }) => path === 'admin/savedViews/list')).toBe(true));
      expect(partnersFirstPage(calls)).toHaveLength(0);
      // Read once: from now on it is an answer like any other (stale at once), which a new screen asks for again.
      const query = boot.queryClient.getQueryCache().find({ queryKey });
      const { staleTime } = boot.queryClient.getQueryDefaults(queryKey);
      expect(query && typeof staleTime === 'function' ? staleTime(query) : staleTime).toBe(0);
    },
  );

  it('details: the record, which the guard and the screen take', { timeout: 60000 }, async () => {
    const { boot, prefetched, calls } = await open('/orders/details/1');
    expect(boot.opening?.kind).toBe('details');
    expect(prefetched[0]).toMatchObject({ id: 1 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order #1' }, { timeout: 30000 }),
    ).toBeVisible();
    expect(calls.filter(({ path, body }) => path === 'admin/orders/details' && body.id === '1')).toHaveLength(
      0,
    );
    expect(calls.length).toBeGreaterThan(0);
  });

  it('a form: the catalogue it reads', { timeout: 60000 }, async () => {
    const { boot, prefetched, calls } = await open('/orders/add');
    expect(boot.opening?.kind).toBe('form');
    expect(prefetched).toHaveLength(3);
    expect(prefetched.every((answer) => (answer as { data: unknown[] }).data.length > 0)).toBe(true);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New Order' }, { timeout: 30000 }),
    ).toBeVisible();
    for (const api of ['serviceTypes', 'services', 'labels'])
      expect(calls.filter(({ path }) => path === `admin/${api}/list`)).toHaveLength(0);
    expect(calls.length).toBeGreaterThan(0);
  });

  it(
    'a form does not wait for its catalogue: its first render has its data at once, the services come after',
    { timeout: 60000 },
    async () => {
      await authProvider.login({ username: 'admin@example.com', password: 'demo1234' });
      const boot = openScreen({ pathname: '/orders/add', search: '' });
      await Promise.all([boot.code, boot.firstData]);
      // Nothing held the first render: the catalogue is still on its way.
      const catalogue = boot.opening?.queries ?? [];
      expect(catalogue).toHaveLength(3);
      for (const { queryKey } of catalogue) expect(boot.queryClient.getQueryData(queryKey)).toBeUndefined();
      await renderApp('/orders/add', { boot: (): Boot => boot });
      const services = await screen.findByRole('group', { name: 'Services' }, { timeout: 30000 });
      await waitFor(() => expect(services).toHaveAttribute('aria-busy', 'false'), { timeout: 30000 });
      expect(within(services).getAllByRole('button').length).toBeGreaterThan(0);
    },
  );

  it("a page: the dashboard's count widgets", { timeout: 60000 }, async () => {
    const { boot, prefetched, calls } = await open('/dashboard');
    expect(boot.opening?.kind).toBe('page');
    expect(prefetched).toHaveLength(6);
    expect(prefetched.every((answer) => answer !== undefined)).toBe(true);
    expect(await screen.findAllByTestId('widget-count', {}, { timeout: 30000 })).toHaveLength(6);
    const asked = calls.filter(({ path }) => path === 'admin/dashboard/widget').map(({ body }) => body.name);
    for (const name of ['unpaid', 'lowRating', 'debt', 'lowStock', 'today', 'newOrders'])
      expect(asked).not.toContain(name);
    // The chart widgets, not prefetched, were asked for by the screen.
    expect(asked.length).toBeGreaterThan(0);
  });

  it(
    "a page whose library asks for its data itself: the calendar's month under the stored filter, read once",
    { timeout: 60000 },
    async () => {
      await authProvider.login({ username: 'admin@example.com', password: 'demo1234' });
      const filter = { statuses: [ORDER_STATUS.new, ORDER_STATUS.confirmed] };
      appStore.setItem(FILTER_STORE_KEY, filter);
      const boot = await bootAt('/calendar');
      expect(boot.opening?.kind).toBe('page');
      const [{ queryKey }] = boot.opening?.queries ?? [];
      const prefetched = boot.queryClient.getQueryData<{ id: number; status: number }[]>(queryKey);
      expect(prefetched?.length).toBeGreaterThan(0);
      expect(prefetched?.every(({ status }) => filter.statuses.includes(status as never))).toBe(true);
      // The library's month view for today, as it hands it to its event source: whole weeks from Monday, its
      // end the Monday after the last one (jsdom runs the library's server build, which does not mount).
      const now = new Date();
      const first = new Date(now.getFullYear(), now.getMonth(), 1);
      const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
      const start = new Date(first.getFullYear(), first.getMonth(), 1 - ((first.getDay() + 6) % 7));
      const end = new Date(next.getFullYear(), next.getMonth(), 1 + ((8 - next.getDay()) % 7));
      const calls = recordCalls();
      const answers: unknown[] = [];
      function Calendar() {
        const { events } = useCalendarCalls();
        useEffect(() => {
          // The first view's fetch, then the refresh after a move.
          void events(start, end, filter)
            .then((answer) => answers.push(answer))
            .then(() => events(start, end, filter))
            .then((answer) => answers.push(answer));
        }, [events]);
        return null;
      }
      render(
        <AdminContext dataProvider={dataProvider} queryClient={boot.queryClient} store={appStore}>
          <Calendar />
        </AdminContext>,
      );
      await waitFor(() => expect(answers).toHaveLength(2), { timeout: 30000 });
      expect(answers[0]).toBe(prefetched);
      const asked = calls.filter(({ path }) => path === 'admin/calendar/events');
      expect(asked).toHaveLength(1);
      expect(asked[0].body).toMatchObject({ from: dayOf(start), to: dayOf(new Date(end.getTime() - 1)) });
    },
  );

  it(
    "on intent: a menu entry hovered has its screen's data fetched before the click",
    { timeout: 60000 },
    async () => {
      const { boot } = await open('/dashboard');
      const menu = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 30000 });
      const link = await within(menu).findByRole('menuitem', { name: /Reviews/ }, { timeout: 30000 });
      const [query] = openingAt('/reviews', '')?.queries ?? [];
      expect(boot.queryClient.getQueryData(query.queryKey)).toBeUndefined();
      fireEvent.pointerOver(link);
      await waitFor(() => expect(boot.queryClient.getQueryData(query.queryKey)).toBeDefined(), {
        timeout: 20000,
      });
    },
  );

  it('logged out: nothing is sent', () => {
    expect(openScreen({ pathname: '/orders', search: '' }).opening?.queries ?? []).toEqual([]);
  });
});

describe('on a move no intent announced', () => {
  it("fetches the new screen's record as the move starts, and nothing the cache already has", async () => {
    await authProvider.login({ username: 'admin@example.com', password: 'demo1234' });
    const calls = recordCalls();
    const details = () =>
      calls.filter(({ path, body }) => path === 'admin/orders/details' && body.id === '1');
    let move: Parameters<Parameters<typeof prefetchOnMove>[0]['subscribe']>[0] = () => undefined;
    const stop = prefetchOnMove(
      {
        subscribe: (listener) => {
          move = listener;
          return () => undefined;
        },
      },
      createQueryClient(),
    );
    move({ location: { pathname: '/orders/details/1', search: '' } });
    await waitFor(() => expect(details()).toHaveLength(1));
    // Back to the list and to the same record: its answer is in the cache, the screen asks again if it wants.
    move({ location: { pathname: '/customers', search: '' } });
    move({ location: { pathname: '/orders/details/1', search: '' } });
    await waitFor(() => expect(calls.some(({ path }) => path === 'admin/customers/list')).toBe(true));
    expect(details()).toHaveLength(1);
    stop();
  });

  it('writes the access answers of a screen once: a page switch and a move back leave them as they are', async () => {
    await authProvider.login({ username: 'admin@example.com', password: 'demo1234' });
    const queryClient = createQueryClient();
    let move: Parameters<Parameters<typeof prefetchOnMove>[0]['subscribe']>[0] = () => undefined;
    const stop = prefetchOnMove(
      {
        subscribe: (listener) => {
          move = listener;
          return () => undefined;
        },
      },
      queryClient,
    );
    move({ location: { pathname: '/orders', search: '' } });
    expect(queryClient.getQueryData(['auth', 'canAccess', { action: 'create', resource: 'orders' }])).toBe(
      true,
    );
    // Every access answer written from here on would tell its readers (the list's buttons, its table) to draw again.
    const written: unknown[] = [];
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryKey[1] === 'canAccess')
        written.push(event.query.queryKey);
    });
    move({ location: { pathname: '/orders/2', search: '' } });
    move({ location: { pathname: '/customers', search: '' } });
    move({ location: { pathname: '/orders', search: '' } });
    expect(written.length).toBeGreaterThan(0); // the customers' answers, written once
    expect(written.filter((key) => JSON.stringify(key).includes('"orders"'))).toEqual([]);
    unsubscribe();
    stop();
  });
});
