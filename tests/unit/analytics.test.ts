import { describe, expect, it } from 'vitest';
import { analyse, analyseRanges } from '../../src/domain/analytics';
import { comparePeriods, delta } from '../../src/domain/analyticsCompare';
import { bucketByPeriod, defaultUnit, periodBuckets, rangePreset } from '../../src/domain/analyticsPeriods';
import { ORDERS, percentOf } from './analyticsFixture';

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

describe('analyse: November 2026 of the fixture', () => {
  const figures = analyse(ORDERS, NOVEMBER, percentOf);

  it.each([
    // deleted order 6 only counts by status
    ['orders', figures.orders, 6],
    // completed 1 and 2, cancelled with payment 3: 10000 + 20000 + 5000; full 12000 + 20000 + 5000
    ['revenue', figures.revenue, 35000],
    ['fullRevenue', figures.fullRevenue, 37000],
    ['byStatus', figures.byStatus, { 1: 1, 2: 1, 3: 2, 4: 1, 5: 1, 6: 1 }],
    ['byChannel', figures.byChannel, { web: 3, app: 2, phone: 1 }],
    // order 5 has both types
    ['byServiceType', figures.byServiceType, { 1: 4, 2: 3 }],
    // (5 + 3) / 2; the deleted order's 1 does not count
    ['averageRating', figures.averageRating, 4],
    ['ratings', figures.ratings, 2],
    ['cancelled', figures.cancelled, 2],
    ['cancellationRate', figures.cancellationRate, 0.3333],
    // customers 1, 3, 4 first ordered in November; 2 first ordered in October
    ['customers', figures.customers, { total: 4, new: 3, returning: 1 }],
    // order 5 named a promocode but the periodicity discount won, so only order 2's 2000 counts
    ['promocodes', figures.promocodes, { orders: 2, discount: 2000, byCode: { WELCOME10: 1, AUTUMN: 1 } }],
    // order 1: partner 1 gets 50 % of 10000 + 500 tips = 5500, platform 5000.
    // order 2: work price 20000 - 1000 address = 19000, 9500 each; partner 1 4750 + 300 transport,
    // partner 2 5700 + 300; platform 4750 + 3800. Totals 16550 and 13550.
    ['earnings', figures.earnings, { partners: 16550, platform: 13550 }],
  ])('%s', (_name, actual, expected) => expect(actual).toEqual(expected));

  it('is empty, not broken, for a range without orders', () => {
    const empty = analyse(ORDERS, { from: '2020-01-01', to: '2020-01-31' }, percentOf);
    expect(empty).toMatchObject({ orders: 0, revenue: 0, averageRating: null, cancellationRate: 0 });
    expect(empty.customers).toEqual({ total: 0, new: 0, returning: 0 });
  });

  it('gives the same figures for several ranges at once as one by one', () => {
    const october = { from: '2026-10-01', to: '2026-10-31' };
    expect(analyseRanges(ORDERS, [NOVEMBER, october], percentOf)).toEqual([
      figures,
      analyse(ORDERS, october, percentOf),
    ]);
  });
});

describe('comparePeriods: November against October (issue 30: not the 30 days before)', () => {
  const { current, previous, deltas } = comparePeriods(ORDERS, NOVEMBER, percentOf);

  it('takes the previous calendar month', () => {
    expect(current.range).toEqual(NOVEMBER);
    expect(previous.range).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(previous).toMatchObject({ orders: 1, revenue: 30000, fullRevenue: 32000, averageRating: 4 });
    // order 8: partner 1 keeps 50 % of 30000
    expect(previous.earnings).toEqual({ partners: 15000, platform: 15000 });
  });

  it.each([
    ['orders', { current: 6, previous: 1, change: 5, percent: 500 }],
    ['revenue', { current: 35000, previous: 30000, change: 5000, percent: 16.7 }],
    ['averageRating', { current: 4, previous: 4, change: 0, percent: 0 }],
    ['cancellationRate', { current: 0.3333, previous: 0, change: 0.3333, percent: null }],
    ['newCustomers', { current: 3, previous: 1, change: 2, percent: 200 }],
    ['partnersEarnings', { current: 16550, previous: 15000, change: 1550, percent: 10.3 }],
    ['platformEarnings', { current: 13550, previous: 15000, change: -1450, percent: -9.7 }],
  ] as const)('%s', (name, expected) => expect(deltas[name]).toEqual(expected));

  it('has no change without a figure on one side', () => {
    expect(delta(4.5, null)).toEqual({ current: 4.5, previous: null, change: null, percent: null });
    expect(delta(0.3, 0.1).change).toBe(0.2);
  });
});

describe('bucketByPeriod', () => {
  const row = (period: string, from: string, to: string, patch = {}) => ({
    period,
    from,
    to,
    orders: 0,
    completed: 0,
    cancelled: 0,
    cancellationRate: 0,
    revenue: 0,
    fullRevenue: 0,
    ratings: 0,
    averageRating: null,
    promocodeOrders: 0,
    ...patch,
  });

  it('weeks start on Monday and are clipped to the range (1 November 2026 is a Sunday)', () => {
    expect(bucketByPeriod(ORDERS, NOVEMBER, 'week')).toEqual([
      row('2026-10-26', '2026-11-01', '2026-11-01'),
      // orders 1 (rated 5) and 2 (rated 3, WELCOME10)
      row('2026-11-02', '2026-11-02', '2026-11-08', {
        orders: 2,
        completed: 2,
        revenue: 30000,
        fullRevenue: 32000,
        ratings: 2,
        averageRating: 4,
        promocodeOrders: 1,
      }),
      // both cancelled: a rate of 1
      row('2026-11-09', '2026-11-09', '2026-11-15', {
        orders: 2,
        cancelled: 2,
        cancellationRate: 1,
        revenue: 5000,
        fullRevenue: 5000,
      }),
      // order 5 named AUTUMN: it counts as a promocode order even though another discount won
      row('2026-11-16', '2026-11-16', '2026-11-22', { orders: 1, promocodeOrders: 1 }),
      row('2026-11-23', '2026-11-23', '2026-11-29'), // only the deleted order 6
      row('2026-11-30', '2026-11-30', '2026-11-30', { orders: 1 }),
    ]);
  });

  it('months', () => {
    expect(bucketByPeriod(ORDERS, { from: '2026-10-01', to: '2026-11-30' }, 'month')).toEqual([
      row('2026-10', '2026-10-01', '2026-10-31', {
        orders: 1,
        completed: 1,
        revenue: 30000,
        fullRevenue: 32000,
        ratings: 1,
        averageRating: 4,
      }),
      // the month agrees with the headline figures of November
      row('2026-11', '2026-11-01', '2026-11-30', {
        orders: 6,
        completed: 2,
        cancelled: 2,
        cancellationRate: 0.3333,
        revenue: 35000,
        fullRevenue: 37000,
        ratings: 2,
        averageRating: 4,
        promocodeOrders: 2,
      }),
    ]);
  });

  it('days, empty ones included', () => {
    expect(bucketByPeriod(ORDERS, { from: '2026-11-01', to: '2026-11-03' }, 'day')).toEqual([
      row('2026-11-01', '2026-11-01', '2026-11-01'),
      row('2026-11-02', '2026-11-02', '2026-11-02', {
        orders: 1,
        completed: 1,
        revenue: 10000,
        fullRevenue: 12000,
        ratings: 1,
        averageRating: 5,
      }),
      row('2026-11-03', '2026-11-03', '2026-11-03'),
    ]);
  });
});

describe("one pass: the rows filled by the headline figures' visitor", () => {
  it('gives the rows bucketByPeriod gives in a loop of its own', () => {
    const buckets = periodBuckets(NOVEMBER, 'week');
    comparePeriods(ORDERS, NOVEMBER, percentOf, (order) => buckets.add(order));
    expect(buckets.rows()).toEqual(bucketByPeriod(ORDERS, NOVEMBER, 'week'));
  });

  it('hands the order to percentOf, so a percentage can depend on it', () => {
    // partner 1 keeps 80 % of order 1 only: 8000 + 500 tips instead of 5000 + 500
    const figures = analyse(ORDERS, NOVEMBER, (partner, type, order) =>
      order.id === 1 && partner === 1 ? 80 : percentOf(partner, type, order),
    );
    expect(figures.earnings).toEqual({ partners: 16550 + 3000, platform: 13550 - 3000 });
  });
});

describe('defaultUnit', () => {
  it.each([
    ['2026-11-01', '2026-12-31', 'day'], // 61 days
    ['2026-11-01', '2027-01-02', 'week'], // 63 days
    ['2026-01-01', '2026-07-05', 'week'], // 186 days
    ['2026-01-01', '2026-07-06', 'month'],
  ] as const)('%s to %s: %s', (from, to, unit) => expect(defaultUnit({ from, to })).toBe(unit));
});

describe('rangePreset', () => {
  it.each([
    ['thisWeek', '2026-11-23', '2026-11-23', '2026-11-29'], // a Monday
    ['thisWeek', '2026-11-29', '2026-11-23', '2026-11-29'], // its Sunday
    ['thisMonth', '2026-11-23', '2026-11-01', '2026-11-30'],
    ['lastMonth', '2026-11-23', '2026-10-01', '2026-10-31'],
    ['lastMonth', '2026-01-15', '2025-12-01', '2025-12-31'],
    ['lastMonth', '2026-03-31', '2026-02-01', '2026-02-28'],
    ['thisYear', '2026-11-23', '2026-01-01', '2026-12-31'],
  ] as const)('%s on %s is %s to %s', (name, today, from, to) => {
    expect(rangePreset(name, today)).toEqual({ from, to });
  });
});
