import { z } from 'zod/mini';
import { SERIES_SCOPES, SERIES_STATUS } from '../../domain/series';
import { ORDER_STATUSES } from '../../domain/statuses';
import { endpoint } from './endpoint';
import { orderHistoryEntry, statusIn, timeSlot } from './orderParts';
import { MOVE_ERRORS, postedTime } from './orders';
import { wire } from './wire';

/** One visit of a series as the order screen lists it. */
export const seriesVisit = z.object({
  id: z.int(),
  /** 0: the order that started the series */
  index: z.int().check(z.nonnegative()),
  date: z.nullable(z.string()),
  time: timeSlot,
  timeText: z.string(),
  status: statusIn(ORDER_STATUSES),
  /** minor units */
  price: z.int(),
  /** partner id -> name */
  partnerNames: z.record(z.string(), z.string()),
});

/** A series of visits (src/domain/series.ts): its state, its horizon and every visit created so far. */
export const orderSeries = z.object({
  id: z.int(),
  periodicity: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  status: z.union([
    z.literal(SERIES_STATUS.active),
    z.literal(SERIES_STATUS.paused),
    z.literal(SERIES_STATUS.ended),
  ]),
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  /** visits exist as orders this many days ahead */
  horizonDays: z.int(),
  history: z.array(orderHistoryEntry),
  visits: z.array(seriesVisit),
});

export type OrderSeries = z.output<typeof orderSeries>;
export type SeriesVisit = z.output<typeof seriesVisit>;

const onVisit = z.object({ id: wire.id(), version: z.optional(wire.int()) });
const editAccess = { resource: 'orders', action: 'edit' } as const;
export const SERIES_REFUSALS = {
  notActive: 'dispatch.series.refusals.notActive',
  notPaused: 'dispatch.series.refusals.notPaused',
  ended: 'dispatch.series.refusals.ended',
} as const;
const VISIT_ERRORS = ['app.errors.notFound', 'resources.orders.refusals.readOnly'] as const;

/** The series' own actions, each on one visit (found within the session's location); each answers the series. */
export const seriesActionsApi = {
  seriesChange: endpoint({
    path: 'admin/orders/seriesChange',
    summary:
      "Moves a visit, and with `scope` the following visits or the whole series, by the same number of days (`date`: the visit's new day) and/or to a new `time`. Completed, cancelled and past visits are never changed; every visit is checked before any is written.",
    access: editAccess,
    request: z.extend(onVisit, {
      scope: z.enum(SERIES_SCOPES),
      date: z.optional(wire.date()),
      time: z.optional(postedTime),
    }),
    answer: orderSeries,
    errors: [...VISIT_ERRORS, ...MOVE_ERRORS],
  }),
  seriesSkip: endpoint({
    path: 'admin/orders/seriesSkip',
    summary: 'Skips one open visit (cancelled without payment, "skipped" in its history); the others stay.',
    access: editAccess,
    request: onVisit,
    answer: orderSeries,
    errors: [...VISIT_ERRORS],
  }),
  seriesPause: endpoint({
    path: 'admin/orders/seriesPause',
    summary: 'Pauses the series: no new visits are created; those already planned stay.',
    access: editAccess,
    request: onVisit,
    answer: orderSeries,
    errors: ['app.errors.notFound', SERIES_REFUSALS.notActive],
  }),
  seriesResume: endpoint({
    path: 'admin/orders/seriesResume',
    summary:
      'Resumes a paused series: visits are created again up to the horizon (days gone by are passed over).',
    access: editAccess,
    request: onVisit,
    answer: orderSeries,
    errors: ['app.errors.notFound', SERIES_REFUSALS.notPaused],
  }),
  seriesEnd: endpoint({
    path: 'admin/orders/seriesEnd',
    summary:
      'Ends the series after this visit: the open visits after it are cancelled, no new ones are created.',
    access: editAccess,
    request: onVisit,
    answer: orderSeries,
    errors: ['app.errors.notFound', SERIES_REFUSALS.ended],
  }),
};
