/**
 * Analytics (read-only: admin and manager): the figures of a date range against the previous period, and the
 * same figures per day, week or month as a paged table and as data.csv. Everything comes from ONE pass over the
 * location's orders (analyseRanges, with the period rows filled by its visitor); tests/bench times a year.
 */
import { analyticsApi } from '../../src/api/contract/analytics';
import type { PercentOf } from '../../src/domain/analytics';
import { comparePeriods } from '../../src/domain/analyticsCompare';
import {
  defaultUnit,
  periodBuckets,
  rangeProblem,
  type PeriodRow,
  type PeriodUnit,
} from '../../src/domain/analyticsPeriods';
import type { DateRange } from '../../src/domain/isoDates';
import { ORDER_STATUS } from '../../src/domain/statuses';
import type { PartnerRow } from '../rows';
import { declareEndpoints, payloadOf } from '../server/contract';
import type { RequestContext } from '../server/crud';
import { Refusal, ok } from '../server/http';
import { pageOf } from '../server/pages';
import { csvColumns, exportOf, translatorFor } from '../server/csvExport';
import { registerRoute } from '../server/router';
import { tables } from '../server/tables';
import { percentagesOf } from './partners/figures';

interface Query {
  range: DateRange;
  unit: PeriodUnit;
}

/** The range (the schema checked its form; the domain checks real days, order and length) and the unit. */
function readQuery(body: Record<string, unknown>): Query {
  const { from, to, unit } = payloadOf(analyticsApi.summary, body);
  const range = { from, to };
  const problem = rangeProblem(range);
  if (problem) throw new Refusal(problem, { from: problem });
  return { range, unit: unit ?? defaultUnit(range) };
}

/** The partners' percentages as the ledger pays them (partners/figures.ts): the type's, or the client-choice one. */
function percentOfPartners(): PercentOf {
  const partners = new Map(
    tables
      .partners()
      .all()
      .map((row) => [row.id, row]),
  );
  const types = tables.serviceTypes().all();
  const rates = new Map<number, ReturnType<typeof percentagesOf>>();
  const ratesOf = (partner: PartnerRow) => {
    let found = rates.get(partner.id);
    if (!found) rates.set(partner.id, (found = percentagesOf(partner, types)));
    return found;
  };
  return (partnerId, idServiceType, order) => {
    const partner = partners.get(partnerId);
    if (!partner) return null;
    const rate = ratesOf(partner)[idServiceType] ?? { percent: 50, percentChoose: 52 };
    return partner.flags?.percentageAtClientChoice && order.partnersChooseByCustomer
      ? rate.percentChoose
      : rate.percent;
  };
}

/** The headline figures, the previous period's and the period rows, in one loop over the location's orders. */
export function analyticsOf(location: number, { range, unit }: Query) {
  const orders = tables
    .orders()
    .all()
    .filter((row) => row.location === location);
  const buckets = periodBuckets(range, unit);
  const comparison = comparePeriods(orders, range, percentOfPartners(), (order) => buckets.add(order));
  return { ...comparison, unit, rows: buckets.rows() };
}

/** Figures, charts' rows and the service types' names, for the screen's cards and charts. */
registerRoute('admin/analytics/summary', 'analytics', 'list', (ctx) => {
  const { current, previous, deltas, unit, rows } = analyticsOf(ctx.location, readQuery(ctx.body));
  const serviceTypes = tables
    .serviceTypes()
    .all()
    .map((row) => ({ id: row.id, label: (row.label as Record<string, string> | undefined) ?? {} }));
  return ok({ current, previous, deltas, unit, series: rows, serviceTypes });
});

/** The table: a page of the period rows, newest period last as in the charts. */
registerRoute('admin/analytics/list', 'analytics', 'list', (ctx) => {
  const { rows } = analyticsOf(ctx.location, readQuery(ctx.body));
  return pageOf(rows, ctx.body, (row) => ({ id: row.period, ...row }));
});

const csv = csvColumns('analytics.columns');
/** The table's columns, money in major units of the location's currency (the shared CSV module). */
const CSV_COLUMNS = [
  csv.text('period'),
  csv.date('from'),
  csv.date('to'),
  csv.count('orders'),
  csv.count('completed'),
  csv.count('cancelled'),
  csv.text('cancellationRate'),
  csv.money('revenue'),
  csv.money('fullRevenue'),
  csv.text('averageRating'),
  csv.count('ratings'),
  csv.count('promocodeOrders'),
];

/** data.csv: one line per period and a last Total line equal to the screen's headline figures; money in major units. */
registerRoute('admin/analytics/export', 'analytics', 'export', async (ctx: RequestContext) => {
  const query = readQuery(ctx.body);
  const { current, rows } = analyticsOf(ctx.location, query);
  const translate = await translatorFor(ctx.language);
  const total: PeriodRow = {
    period: translate('analytics.columns.total'),
    from: query.range.from,
    to: query.range.to,
    orders: current.orders,
    completed: current.byStatus[ORDER_STATUS.completed] ?? 0,
    cancelled: current.cancelled,
    cancellationRate: current.cancellationRate,
    revenue: current.revenue,
    fullRevenue: current.fullRevenue,
    averageRating: current.averageRating,
    ratings: current.ratings,
    promocodeOrders: current.promocodes.orders,
  };
  const lines = [...rows, total].map((row, index) => ({ ...row, id: index + 1 }));
  return exportOf(lines, CSV_COLUMNS, ctx, 'analytics');
});

declareEndpoints(analyticsApi);
