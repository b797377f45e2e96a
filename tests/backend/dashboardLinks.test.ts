import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/isoDates';
import { LOAD_DAYS, widgetFilters } from '../../src/domain/dashboard';
import type { DashboardWidgets } from '../../src/domain/dashboardWidgets';
import { call, loginAs } from './backendCalls';

/**
 * Issue #30: a widget's link opens a list that shows what the widget counts ('Low rating, last 30 days (79)' opened
 * a list of 935 tab-count, 'The next days' load' 268 rows of every status). The filter in the link is the one the
 * widget counts with: the list's total under it equals the widget's figure.
 */
const widget = async <K extends keyof DashboardWidgets>(name: K) =>
  (await call('admin/dashboard/widget', { name })).data as DashboardWidgets[K];
const listTotal = async (filter: Record<string, unknown>) =>
  (await call('admin/orders/list', { filter, perPage: 1 })).total;

describe('dashboard widgets and the lists they open', () => {
  beforeEach(async () => {
    await loginAs('admin');
  });

  it('low rating, last 30 days', async () => {
    const data = await widget('lowRating');
    expect(data.count).toBeGreaterThan(0);
    expect(await listTotal(widgetFilters.lowRating(data.range))).toBe(data.count);
  });

  it("the next days' load", async () => {
    const rows = await widget('load');
    const from = rows[0].date;
    const orders = rows.reduce((sum, row) => sum + row.orders, 0);
    expect(orders).toBeGreaterThan(0);
    expect(await listTotal(widgetFilters.load({ from, to: addDays(from, LOAD_DAYS - 1) }))).toBe(orders);
  });

  it("today's, new and unpaid orders", async () => {
    const today = await widget('today');
    expect(await listTotal(widgetFilters.today(today.date))).toBe(today.count);
    expect(await listTotal(widgetFilters.newOrders())).toBe((await widget('newOrders')).count);
    expect(await listTotal(widgetFilters.unpaid())).toBe((await widget('unpaid')).count);
  });
});
