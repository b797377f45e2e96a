import { isReadOnly } from '../../../src/domain/orderStatus';
import { PERIODICITY, SERIES_HORIZON_DAYS, SERIES_STATUS, visitsToCreate } from '../../../src/domain/series';
import { ORDER_STATUS } from '../../../src/domain/statuses';
import { timeText } from '../../../src/domain/timeSlots';
import type { OrderRow, SeriesRow } from '../../rows';
import { db } from '../../server/db';
import type { RequestContext } from '../../server/crud';
import { tables, today } from '../../server/tables';
import { conflictOf } from '../calendar/load';
import { entry, prepare } from './prepare';
import { presentOrder } from './present';

export const seriesTable = () => db().collection<SeriesRow>('orderSeries');

/** The visits of a series, in order. */
export const visitsOf = (seriesId: number) =>
  tables
    .orders()
    .all()
    .filter((row) => row.seriesId === seriesId)
    .sort((a, b) => (a.seriesIndex ?? 0) - (b.seriesIndex ?? 0));

/**
 * One new visit made from the series' latest visit (its services, address, time, partners and the rest): priced by
 * the order save's own `prepare` with the visit's day (the periodicity discount, or a better date discount), without
 * the first order's promocode or gift certificate (one-off payments). A partner not free that day is left off, and
 * the visit waits for one on the board; the history says so.
 */
function createVisit(
  series: SeriesRow,
  template: OrderRow,
  visit: { index: number; date: string },
  ctx: RequestContext,
) {
  const body = {
    ...template,
    date: visit.date,
    promocodes: [],
    promocode: undefined,
    certificateCode: undefined,
  };
  // prepare's Omit<OrderRow, 'id'> keeps only Row's index signature: read it as the row it is.
  const prepared = prepare(body, undefined, ctx) as unknown as OrderRow;
  const draft: OrderRow = { ...prepared, id: 0, seriesId: series.id, seriesIndex: visit.index };
  const leftOff: number[] = [];
  const serviceTypes = prepared.serviceTypes.map((type) => {
    const before = template.serviceTypes.find((item) => item.idServiceType === type.idServiceType);
    if (!before) return type;
    const partners = before.partners.filter((id) => {
      const free = !conflictOf(draft, id, type.idServiceType);
      if (!free) leftOff.push(id);
      return free;
    });
    return { ...type, numberOfPartners: before.numberOfPartners, partners };
  });
  const status = template.status === ORDER_STATUS.confirmed ? ORDER_STATUS.confirmed : ORDER_STATUS.new;
  const history = [
    entry(ctx, 'seriesVisit', { note: `#${series.id}` }),
    ...(leftOff.length
      ? [entry(ctx, 'partnerBusy', { note: leftOff.map((id) => `#${id}`).join(', ') })]
      : []),
  ];
  const { id: _unused, ...fields } = draft;
  return tables.orders().insert({
    ...fields,
    status,
    serviceTypes,
    channel: template.channel,
    seriesId: series.id,
    seriesIndex: visit.index,
    history,
  });
}

/** Creates the visits the horizon now holds (none for a paused or ended series). */
export function extendSeries(series: SeriesRow, ctx: RequestContext): SeriesRow {
  const { visits, materialised } = visitsToCreate(series, today());
  if (materialised === series.materialised) return series;
  const existing = visitsOf(series.id);
  const template = existing.at(-1);
  if (!template) return series;
  for (const visit of visits) createVisit(series, template, visit, ctx);
  return seriesTable().update(series.id, { materialised });
}

/** Every active series of the session's location, extended to today's horizon (as time passes). */
export function extendSeriesOf(ctx: RequestContext) {
  for (const series of seriesTable().all())
    if (series.location === ctx.location && series.status === SERIES_STATUS.active) extendSeries(series, ctx);
}

/** After an order is added: with a periodicity and a day, it starts a series and its visits are created. */
export function startSeries(row: OrderRow, ctx: RequestContext): OrderRow {
  if (row.periodicity === PERIODICITY.none || !row.date || row.seriesId || isReadOnly(row.status)) return row;
  const series = seriesTable().insert({
    location: row.location,
    customerId: row.customerId,
    periodicity: row.periodicity,
    startDate: row.date,
    status: SERIES_STATUS.active,
    materialised: 1,
    endDate: null,
    history: [entry(ctx, 'seriesStarted')],
  });
  const first = tables.orders().update(row.id, {
    seriesId: series.id,
    seriesIndex: 0,
    history: [...row.history, entry(ctx, 'seriesStarted', { note: `#${series.id}` })],
  });
  extendSeries(series, ctx);
  return first;
}

/** The series as the order screen shows it: its state and every visit, past and next. */
export function presentSeries(series: SeriesRow) {
  return {
    id: series.id,
    periodicity: series.periodicity,
    status: series.status,
    startDate: series.startDate,
    endDate: series.endDate ?? null,
    horizonDays: SERIES_HORIZON_DAYS,
    history: series.history,
    visits: visitsOf(series.id).map((row) => ({
      id: row.id,
      index: row.seriesIndex ?? 0,
      date: row.date,
      time: row.time,
      timeText: timeText(row.time),
      status: row.status,
      price: row.price,
      partnerNames: presentOrder(row).partnerNames,
    })),
  };
}
