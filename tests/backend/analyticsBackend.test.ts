/**
 * The fake backend's dashboard widgets and analytics endpoints (msw/node, the small seed): each widget agrees with
 * the order list tab it links to, the analytics figures agree with their table and data.csv, managers only read.
 */
import { describe, expect, it } from 'vitest';
import { rangePreset } from '../../src/domain/analyticsPeriods';
import { dataProvider } from '../../src/providers/dataProvider';
import { call, loginAs } from './backendCalls';

const today = new Date().toISOString().slice(0, 10);
const lastMonth = { ...rangePreset('lastMonth', today) };
const tabCount = async (filter: Record<string, unknown>) =>
  (
    await dataProvider.getList('orders', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter,
    })
  ).total;

describe('dashboard widgets', () => {
  it('count what the order list tabs they link to count', async () => {
    await loginAs('manager');
    const widget = async (name: string) =>
      (await call('admin/dashboard/widget', { name })).data as { count: number };
    expect((await widget('unpaid')).count).toBe(await tabCount({ paymentStatuses: [0] }));
    expect((await widget('newOrders')).count).toBe(await tabCount({ statuses: [1] }));
    expect((await widget('today')).count).toBe(await tabCount({ date: today }));
    const low = (await call('admin/dashboard/widget', { name: 'lowRating' })).data as {
      count: number;
      range: { from: string };
    };
    expect(low.count).toBe(await tabCount({ rates: [1, 2, 3], date_gte: low.range.from, date_lte: today }));
  });

  it('counts the partners with debt as the partners tab does', async () => {
    await loginAs('admin');
    const debt = (await call('admin/dashboard/widget', { name: 'debt' })).data as { count: number };
    const { total } = await dataProvider.getList('partners', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { tab: 'debt' },
    });
    expect(debt.count).toBe(total);
  });

  it('refuses a widget it does not know', async () => {
    await loginAs('admin');
    expect(await call('admin/dashboard/widget', { name: 'weather' })).toMatchObject({ result: false });
  });
});

describe('analytics endpoints', () => {
  it('add the table rows up to the headline figures, and data.csv ends with the same total', async () => {
    await loginAs('manager');
    const summary = (await call('admin/analytics/summary', lastMonth)).data as {
      current: { orders: number; revenue: number };
      unit: string;
      series: { orders: number; revenue: number }[];
    };
    expect(summary.unit).toBe('day');
    expect(summary.current.orders).toBeGreaterThan(0);
    expect(summary.series.reduce((sum, row) => sum + row.orders, 0)).toBe(summary.current.orders);

    const page = await call('admin/analytics/list', { ...lastMonth, unit: 'week', page: 1, perPage: 25 });
    const weeks = page.data as { orders: number; revenue: number }[];
    expect(weeks.reduce((sum, row) => sum + row.revenue, 0)).toBe(summary.current.revenue);

    const csv = (await call('admin/analytics/export', { ...lastMonth, unit: 'day' }))
      .csv!.replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const header = csv[0].split(',');
    const total = csv.at(-1)!.split(',');
    expect(csv).toHaveLength(1 + summary.series.length + 1);
    expect(total[header.indexOf('Period')]).toBe('Total');
    expect(Number(total[header.indexOf('Orders')])).toBe(summary.current.orders);
    // money in major units, the currency in the header
    expect(Math.round(Number(total[header.indexOf('Revenue (PLN)')]) * 100)).toBe(summary.current.revenue);
  });

  it('refuses an inverted or malformed range with a field error', async () => {
    await loginAs('admin');
    expect(await call('admin/analytics/summary', { from: '2026-05-01', to: '2026-04-01' })).toMatchObject({
      result: false,
      message: 'analytics.errors.order',
    });
    expect(await call('admin/analytics/list', { from: 'yesterday', to: '2026-04-01' })).toMatchObject({
      result: false,
      message: 'analytics.errors.date',
    });
  });
});
