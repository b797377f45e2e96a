import { z } from 'zod/mini';
import { SERIES_STATUS } from '../../domain/series';
import { ORDER_STATUSES } from '../../domain/statuses';
import { orderHistoryEntry, statusIn, timeSlot } from './orderParts';

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
