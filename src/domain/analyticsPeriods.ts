/**
 * The analytics table's rows (one per day, week or month of the range) and the range presets of its filter.
 * Weeks start on Monday; the first and last rows are clipped to the range.
 */
import { countsAsRevenue, isCancelled, type AnalyticsOrder } from './analytics';
import {
  addDays,
  eachDay,
  endOfMonth,
  shiftMonth,
  startOfMonth,
  startOfWeek,
  type DateRange,
} from './isoDates';
import { ORDER_STATUS } from './statuses';

export type PeriodUnit = 'day' | 'week' | 'month';

export interface PeriodRow {
  /** the day, the week's Monday, or YYYY-MM */
  period: string;
  from: string;
  to: string;
  orders: number;
  completed: number;
  cancelled: number;
  revenue: number;
  fullRevenue: number;
}

const periodOf = (day: string, unit: PeriodUnit) =>
  unit === 'day' ? day : unit === 'week' ? startOfWeek(day) : day.slice(0, 7);

/** Rows for every period of the range, empty ones included (a table without gaps), in a single pass. */
export function bucketByPeriod(
  orders: readonly Pick<AnalyticsOrder, 'date' | 'status' | 'price' | 'fullPrice'>[],
  range: DateRange,
  unit: PeriodUnit,
): PeriodRow[] {
  const rows = new Map<string, PeriodRow>();
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
        revenue: 0,
        fullRevenue: 0,
      });
  }
  for (const order of orders) {
    if (!order.date || order.date < range.from || order.date > range.to) continue;
    if (order.status === ORDER_STATUS.deleted) continue;
    const row = rows.get(periodOf(order.date, unit))!;
    row.orders += 1;
    if (order.status === ORDER_STATUS.completed) row.completed += 1;
    if (isCancelled(order.status)) row.cancelled += 1;
    if (countsAsRevenue(order.status)) {
      row.revenue += order.price;
      row.fullRevenue += order.fullPrice;
    }
  }
  return [...rows.values()];
}

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
