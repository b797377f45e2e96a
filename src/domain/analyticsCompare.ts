/**
 * A range's figures against the previous period (isoDates.previousRange: a calendar month against the month
 * before, any other range against as many days just before), both computed in the same single pass.
 */
import {
  analyseRanges,
  type AnalyticsFigures,
  type AnalyticsOrder,
  type OrderVisitor,
  type PercentOf,
} from './analytics';
import { previousRange, type DateRange } from './isoDates';

/** A headline figure against the previous period (the summary's `deltas`). */
export interface Delta {
  current: number | null;
  previous: number | null;
  /** current - previous; null when either is missing (no ratings) */
  change: number | null;
  /** change relative to previous, in percent to 1 decimal; null when previous is 0 or missing */
  percent: number | null;
}

/** The headline figures a comparison shows. */
export const COMPARED = {
  orders: (f: AnalyticsFigures) => f.orders,
  revenue: (f: AnalyticsFigures) => f.revenue,
  fullRevenue: (f: AnalyticsFigures) => f.fullRevenue,
  averageRating: (f: AnalyticsFigures) => f.averageRating,
  cancellationRate: (f: AnalyticsFigures) => f.cancellationRate,
  newCustomers: (f: AnalyticsFigures) => f.customers.new,
  returningCustomers: (f: AnalyticsFigures) => f.customers.returning,
  promocodeOrders: (f: AnalyticsFigures) => f.promocodes.orders,
  partnersEarnings: (f: AnalyticsFigures) => f.earnings.partners,
  platformEarnings: (f: AnalyticsFigures) => f.earnings.platform,
} as const;

export function delta(current: number | null, previous: number | null): Delta {
  if (current === null || previous === null) return { current, previous, change: null, percent: null };
  // Rounded to 10 decimals: rates and ratings are decimals, and 0.3 - 0.1 should not read 0.19999999999999998.
  const change = Math.round((current - previous) * 1e10) / 1e10;
  return {
    current,
    previous,
    change,
    percent: previous ? Math.round((change / previous) * 1000) / 10 : null,
  };
}

export function comparePeriods(
  orders: readonly AnalyticsOrder[],
  range: DateRange,
  percentOf: PercentOf,
  visit?: OrderVisitor,
) {
  const [current, previous] = analyseRanges(orders, [range, previousRange(range)], percentOf, visit);
  const deltas = Object.fromEntries(
    Object.entries(COMPARED).map(([name, pick]) => [name, delta(pick(current), pick(previous))]),
  ) as Record<keyof typeof COMPARED, Delta>;
  return { current, previous, deltas };
}

/** A range's figures, the previous period's, and the change of each headline figure. */
export type Comparison = ReturnType<typeof comparePeriods>;
