import { addDays, daysBetween } from '../../../src/domain/isoDates';
import { SERIES_REFUSALS } from '../../../src/api/contract/orderSeries';
import { ordersApi } from '../../../src/api/contract/orderActions';
import { SERIES_STATUS, isOpenVisit, visitsInScope } from '../../../src/domain/series';
import { ORDER_STATUS } from '../../../src/domain/statuses';
import type { OrderRow, SeriesRow } from '../../rows';
import type { ActionContext, DeclaredAction } from '../../server/crud';
import { payloadOf } from '../../server/contract';
import { Refusal } from '../../server/http';
import { tables, today } from '../../server/tables';
import { releaseCertificate } from '../certificates/redeem';
import { checkedMove, timeFrom } from './move';
import { entry } from './prepare';
import { presentOrder } from './present';
import { extendSeries, presentSeries, seriesTable, visitsOf } from './series';

type Ctx = ActionContext<OrderRow>;
const READ_ONLY = 'resources.orders.refusals.readOnly';

/** The series the visit belongs to (of the same location), or not found. */
function seriesOf(row: OrderRow): SeriesRow {
  const series = row.seriesId ? seriesTable().get(row.seriesId) : undefined;
  if (!series || series.location !== row.location) throw new Refusal('app.errors.notFound');
  return series;
}

/** A completed, cancelled or deleted visit is history: no series action changes it. */
function openVisit(row: OrderRow) {
  if (!isOpenVisit(row)) throw new Refusal(READ_ONLY);
  return row;
}

const noteSeries = (
  series: SeriesRow,
  ctx: Ctx,
  action: string,
  note?: string,
  patch: Partial<SeriesRow> = {},
) =>
  seriesTable().update(series.id, { ...patch, history: [...series.history, entry(ctx, action, { note })] });

/** Cancels a visit (no payment), with the series' reason in its history. */
function cancelVisit(row: OrderRow, ctx: Ctx, action: string) {
  tables.orders().update(row.id, {
    ...releaseCertificate(row),
    status: ORDER_STATUS.cancelledWithoutPay,
    history: [...row.history, entry(ctx, action, { from: row.status, to: ORDER_STATUS.cancelledWithoutPay })],
  });
}

/**
 * A move or a new time reaching `scope`: every visit in scope is shifted by the target's own shift in days and
 * given the new time, each checked like a calendar move (status, past, closed day, price by the edit's `prepare`,
 * partners free); one refusal refuses all, before anything is written.
 */
function change(row: OrderRow, ctx: Ctx) {
  const posted = payloadOf(ordersApi.seriesChange, ctx.body);
  const series = seriesOf(row);
  openVisit(row);
  const shift = posted.date && row.date ? daysBetween(row.date, posted.date) : 0;
  const time = timeFrom(posted.time);
  const reached = visitsInScope(
    visitsOf(series.id).map((visit) => ({ ...visit, index: visit.seriesIndex ?? 0 })),
    { ...row, index: row.seriesIndex ?? 0 },
    posted.scope,
    today(),
  );
  const planned = reached.map((visit) => {
    const date = visit.date ? addDays(visit.date, shift) : (posted.date ?? '');
    return { visit, date, prepared: checkedMove(visit, date, time, ctx) };
  });
  for (const { visit, date, prepared } of planned) {
    const note = `${posted.scope}: ${visit.date ?? ''} ${presentOrder(visit).timeText} -> ${date} ${presentOrder({ ...visit, ...prepared }).timeText}`;
    tables.orders().update(visit.id, {
      ...prepared,
      history: [...visit.history, entry(ctx, 'seriesChange', { note })],
    });
  }
  noteSeries(series, ctx, 'seriesChange', `#${row.id} ${posted.scope} (${planned.length})`);
  return presentSeries(seriesTable().get(series.id)!);
}

function skip(row: OrderRow, ctx: Ctx) {
  const series = seriesOf(row);
  openVisit(row);
  cancelVisit(row, ctx, 'seriesSkip');
  return presentSeries(noteSeries(series, ctx, 'seriesSkip', `#${row.id} ${row.date ?? ''}`));
}

function pause(row: OrderRow, ctx: Ctx) {
  const series = seriesOf(row);
  if (series.status !== SERIES_STATUS.active) throw new Refusal(SERIES_REFUSALS.notActive);
  return presentSeries(noteSeries(series, ctx, 'seriesPause', undefined, { status: SERIES_STATUS.paused }));
}

function resume(row: OrderRow, ctx: Ctx) {
  const series = seriesOf(row);
  if (series.status !== SERIES_STATUS.paused) throw new Refusal(SERIES_REFUSALS.notPaused);
  const resumed = noteSeries(series, ctx, 'seriesResume', undefined, { status: SERIES_STATUS.active });
  return presentSeries(extendSeries(resumed, ctx));
}

/** Ends the series after this visit: the open visits after it are cancelled; completed ones stay as they are. */
function end(row: OrderRow, ctx: Ctx) {
  const series = seriesOf(row);
  if (series.status === SERIES_STATUS.ended) throw new Refusal(SERIES_REFUSALS.ended);
  const after = visitsOf(series.id).filter(
    (visit) => (visit.seriesIndex ?? 0) > (row.seriesIndex ?? 0) && isOpenVisit(visit),
  );
  for (const visit of after) cancelVisit(visit, ctx, 'seriesEnd');
  return presentSeries(
    noteSeries(series, ctx, 'seriesEnd', `#${row.id} ${row.date ?? ''}`, {
      status: SERIES_STATUS.ended,
      endDate: row.date,
    }),
  );
}

/** The series' actions, each on one visit; the router finds it within the session's location first. */
export const seriesActions: Record<string, DeclaredAction<OrderRow>> = {
  seriesChange: { handle: change },
  seriesSkip: { handle: skip },
  seriesPause: { handle: pause },
  seriesResume: { handle: resume },
  seriesEnd: { handle: end },
};
