import { z } from 'zod/mini';
import type { AnalyticsFigures } from '../../domain/analytics';
import { COMPARED, type Delta } from '../../domain/analyticsCompare';
import { PERIOD_UNITS, type PeriodRow } from '../../domain/analyticsPeriods';
import type { DateRange } from '../../domain/isoDates';
import { endpoint } from './endpoint';
import { wire } from './wire';

/** A range of ISO days, both included (the domain's DateRange, which the rest of the domain shares). */
export const dateRange = z.object({ from: z.string(), to: z.string() }) satisfies z.ZodMiniType<DateRange>;

const counts = z.record(z.string(), z.number());
const nullableFigure = z.nullable(z.number());

/** A range's figures (src/domain/analytics.ts computes them in one pass, and owns their type); money in minor units. */
export const analyticsFigures = z.object({
  range: dateRange,
  /** orders dated in the range, deleted ones left out */
  orders: z.int(),
  revenue: z.number(),
  fullRevenue: z.number(),
  /** status id -> orders, deleted included */
  byStatus: counts,
  byChannel: counts,
  /** service type id -> orders having it (an order of two types counts in both) */
  byServiceType: counts,
  /** mean of the 1-5 rates, to 2 decimals; null without any */
  averageRating: nullableFigure,
  ratings: z.int(),
  cancelled: z.int(),
  /** cancelled / orders, 0..1 to 4 decimals */
  cancellationRate: z.number(),
  customers: z.object({ total: z.int(), new: z.int(), returning: z.int() }),
  promocodes: z.object({ orders: z.int(), discount: z.number(), byCode: counts }),
  earnings: z.object({ partners: z.number(), platform: z.number() }),
}) satisfies z.ZodMiniType<AnalyticsFigures>;

/** A headline figure against the previous period. */
export const delta = z.object({
  current: nullableFigure,
  previous: nullableFigure,
  /** current - previous; null when either is missing (no ratings) */
  change: nullableFigure,
  /** change relative to previous, in percent to 1 decimal; null when previous is 0 or missing */
  percent: nullableFigure,
}) satisfies z.ZodMiniType<Delta>;

const comparedNames = Object.keys(COMPARED) as [keyof typeof COMPARED, ...(keyof typeof COMPARED)[]];

/** One row of the table and the charts: a day, a week (its Monday) or a month (YYYY-MM), clipped to the range. */
export const periodRow = z.object({
  period: z.string(),
  from: z.string(),
  to: z.string(),
  orders: z.int(),
  completed: z.int(),
  cancelled: z.int(),
  /** cancelled / orders, 0..1 to 4 decimals (as the headline figure) */
  cancellationRate: z.number(),
  revenue: z.number(),
  fullRevenue: z.number(),
  ratings: z.int(),
  /** mean of the period's 1-5 rates, to 2 decimals; null without any */
  averageRating: nullableFigure,
  promocodeOrders: z.int(),
}) satisfies z.ZodMiniType<PeriodRow>;

export const periodUnit = z.enum(PERIOD_UNITS);

const DATE = 'analytics.errors.date';
const day = wire.date(DATE);

/** A date range and the table's unit; without a unit the backend picks one by the range's length. */
export const analyticsQuery = z.object({ from: day, to: day, unit: z.optional(periodUnit) });

export const analyticsSummary = z.object({
  current: analyticsFigures,
  previous: analyticsFigures,
  deltas: z.record(z.enum(comparedNames), delta),
  unit: periodUnit,
  /** the range's rows in `unit`, for the charts */
  series: z.array(periodRow),
  serviceTypes: z.array(z.object({ id: z.int(), label: z.record(z.string(), z.string()) })),
});

const RANGE_ERRORS = [DATE, 'analytics.errors.order', 'analytics.errors.tooLong'];
const access = (action: 'list' | 'export') => ({ resource: 'analytics', action });

export const analyticsApi = {
  summary: endpoint({
    path: 'admin/analytics/summary',
    summary: "The range's figures against the previous period, the chart rows and the service types' names.",
    access: access('list'),
    request: analyticsQuery,
    answer: analyticsSummary,
    errors: RANGE_ERRORS,
  }),
  list: endpoint({
    path: 'admin/analytics/list',
    summary: "A page of the range's period rows (the table); each row's id is its period.",
    access: access('list'),
    request: z.extend(analyticsQuery, { page: z.optional(wire.int()), perPage: z.optional(wire.int()) }),
    answer: z.array(z.extend(periodRow, { id: z.string() })),
    paged: true,
    errors: RANGE_ERRORS,
  }),
  export: endpoint({
    path: 'admin/analytics/export',
    summary:
      'data.csv: one line per period and a Total line equal to the headline figures; money in major units.',
    access: access('export'),
    request: analyticsQuery,
    answer: z.string(),
    file: 'csv',
    errors: RANGE_ERRORS,
  }),
};

export type AnalyticsQuery = z.output<typeof analyticsQuery>;
export type AnalyticsSummary = z.output<typeof analyticsSummary>;
