/**
 * The analytics table's rows (one per day, week or month of the range) and the range presets of its filter.
 * Weeks start on Monday; the first and last rows are clipped to the range.
 */
import { countsAsRevenue, isCancelled, type AnalyticsOrder } from './analytics';
import {
  addDays,
  eachDay,
  isIsoDay,
  endOfMonth,
  rangeLength,
  shiftMonth,
  startOfMonth,
  startOfWeek,
  type DateRange,
} from './isoDates';
import { ORDER_STATUS } from './statuses';

/** The rows' unit: a day, a week (from its Monday) or a month. */
export const PERIOD_UNITS = ['day', 'week', 'month'] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];

/** One row of the table and the charts: a day, a week (its Monday) or a month (YYYY-MM), clipped to the range. */
export interface PeriodRow {
  period: string;
  from: string;
  to: string;
  orders: number;
  completed: number;
  cancelled: number;
  /** cancelled / orders, 0..1 to 4 decimals (as the headline figure) */
  cancellationRate: number;
  revenue: number;
  fullRevenue: number;
  ratings: number;
  /** mean of the period's 1-5 rates, to 2 decimals; null without any */
  averageRating: number | null;
  promocodeOrders: number;
}

type BucketOrder = Pick<AnalyticsOrder, 'date' | 'status' | 'price' | 'fullPrice' | 'rate' | 'promocode'>;

const periodOf = (day: string, unit: PeriodUnit) =>
  unit === 'day' ? day : unit === 'week' ? startOfWeek(day) : day.slice(0, 7);

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The rows of every period of the range, empty ones included (a table without gaps), filled one order at a
 * time: the fake backend feeds it from the headline figures' own loop (analyseRanges' visitor).
 */
export function periodBuckets(range: DateRange, unit: PeriodUnit) {
  const rows = new Map<string, PeriodRow & { rateSum: number }>();
  for (const day of eachDay(range)) {
    const period = periodOf(day, unit);
    const row = rows.get(period);
    if (row) row.to = day;
    else
      rows.set(period, {
        period,
        from: day,
        to: day,
        orders: 0,
        completed: 0,
        cancelled: 0,
        cancellationRate: 0,
        revenue: 0,
        fullRevenue: 0,
        ratings: 0,
        averageRating: null,
        promocodeOrders: 0,
        rateSum: 0,
      });
  }
  return {
    add(order: BucketOrder) {
      if (!order.date || order.date < range.from || order.date > range.to) return;
      if (order.status === ORDER_STATUS.deleted) return;
      const row = rows.get(periodOf(order.date, unit))!;
      row.orders += 1;
      if (order.status === ORDER_STATUS.completed) row.completed += 1;
      if (isCancelled(order.status)) row.cancelled += 1;
      if (countsAsRevenue(order.status)) {
        row.revenue += order.price;
        row.fullRevenue += order.fullPrice;
      }
      if (typeof order.rate === 'number' && order.rate >= 1 && order.rate <= 5) {
        row.ratings += 1;
        row.rateSum += order.rate;
      }
      if (order.promocode) row.promocodeOrders += 1;
    },
    rows(): PeriodRow[] {
      return [...rows.values()].map(({ rateSum, ...row }) => ({
        ...row,
        cancellationRate: row.orders ? round(row.cancelled / row.orders, 4) : 0,
        averageRating: row.ratings ? round(rateSum / row.ratings, 2) : null,
      }));
    },
  };
}

/** The rows of the range in a pass of their own (when no headline figures are computed alongside). */
export function bucketByPeriod(
  orders: readonly BucketOrder[],
  range: DateRange,
  unit: PeriodUnit,
): PeriodRow[] {
  const buckets = periodBuckets(range, unit);
  for (const order of orders) buckets.add(order);
  return buckets.rows();
}

/** The finest unit that keeps a chart readable: days up to two months, weeks up to half a year, then months. */
export const defaultUnit = (range: DateRange): PeriodUnit => {
  const days = rangeLength(range);
  return days <= 62 ? 'day' : days <= 186 ? 'week' : 'month';
};

export const RANGE_PRESETS = ['thisWeek', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** Whole calendar periods around `today` (YYYY-MM-DD): the future days of this week or month included. */
export function rangePreset(name: RangePreset, today: string): DateRange {
  switch (name) {
    case 'thisWeek': {
      const monday = startOfWeek(today);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'thisMonth':
      return { from: startOfMonth(today), to: endOfMonth(today) };
    case 'lastMonth': {
      const first = shiftMonth(today, -1);
      return { from: first, to: endOfMonth(first) };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  }
}

/** The longest range the analytics answer (three years of days). */
export const MAX_RANGE_DAYS = 1096;

/** Why a range cannot be analysed (a message key for the `from`/`to` fields), or null when it can. */
export function rangeProblem(range: Partial<DateRange>): string | null {
  if (!isIsoDay(range.from) || !isIsoDay(range.to)) return 'analytics.errors.date';
  if (range.from > range.to) return 'analytics.errors.order';
  if (rangeLength({ from: range.from, to: range.to }) > MAX_RANGE_DAYS) return 'analytics.errors.tooLong';
  return null;
}
