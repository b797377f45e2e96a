/**
 * The domain's figures over the small demo seed: the seed's order rows must fit AnalyticsOrder and
 * DashboardOrder as they are (checked by the compiler here), and the figures must agree with one another.
 */
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../mocks/seed';
import type { seedOrders } from '../../mocks/seed/orders';
import { analyse, type AnalyticsOrder } from '../../src/domain/analytics';
import { bucketByPeriod, rangePreset } from '../../src/domain/analyticsPeriods';
import { dashboardSummary, type DashboardOrder } from '../../src/domain/dashboard';
import { ORDER_STATUS } from '../../src/domain/statuses';

const TODAY = '2026-11-23';
const rows = buildSeed({ today: new Date(`${TODAY}T12:00:00Z`), size: 'small' })
  .orders as unknown as ReturnType<typeof seedOrders>;
const orders: AnalyticsOrder[] & DashboardOrder[] = rows;
const everyone50 = () => 50;

describe('analytics over the seed', () => {
  const year = rangePreset('thisYear', TODAY);
  const figures = analyse(orders, year, everyone50);

  it('has orders to look at', () => expect(figures.orders).toBeGreaterThan(100));

  it('counts each order once by status and splits customers into new and returning', () => {
    const byStatus = Object.values(figures.byStatus).reduce((a, b) => a + b, 0);
    expect(byStatus - (figures.byStatus[ORDER_STATUS.deleted] ?? 0)).toBe(figures.orders);
    expect(figures.customers.new + figures.customers.returning).toBe(figures.customers.total);
  });

  it('adds up the monthly rows to the year', () => {
    const months = bucketByPeriod(orders, year, 'month');
    expect(months).toHaveLength(12);
    expect(months.reduce((sum, row) => sum + row.revenue, 0)).toBe(figures.revenue);
    expect(months.reduce((sum, row) => sum + row.orders, 0)).toBe(figures.orders);
  });

  it('pays out no more than the completed orders earned', () => {
    // Tips and transport are split by largest remainder: the partners get exactly what the order holds.
    let ceiling = 0;
    for (const order of orders) {
      if (
        order.status !== ORDER_STATUS.completed ||
        !order.date ||
        order.date < year.from ||
        order.date > year.to
      )
        continue;
      const partners = new Set(order.serviceTypes.flatMap((type) => type.partners)).size;
      if (!partners) continue;
      ceiling += order.price - (order.addressPrice ?? 0);
      ceiling += (order.tips ?? 0) + (order.transport ?? 0);
    }
    expect(figures.earnings.partners + figures.earnings.platform).toBeGreaterThan(0);
    expect(figures.earnings.partners + figures.earnings.platform).toBeLessThanOrEqual(ceiling);
  });
});

describe('dashboard over the seed', () => {
  it('shows the last 30 days and the next 7', () => {
    const summary = dashboardSummary(orders, [], [], TODAY);
    expect(summary.daily).toHaveLength(30);
    expect(summary.load).toHaveLength(7);
    const recent = orders.filter(
      (o) => o.status !== ORDER_STATUS.deleted && o.date! >= '2026-10-25' && o.date! <= TODAY,
    );
    expect(summary.daily.reduce((sum, row) => sum + row.orders, 0)).toBe(recent.length);
  });
});
