import { z } from 'zod/mini';
import type { DayOff } from '../../domain/daysOff';
import { ORDER_STATUSES, PARTNER_STATUSES } from '../../domain/statuses';
import { endpoint } from './endpoint';
import { orderServiceType, statusIn, timeSlot } from './orderParts';
import { orderFilter } from './orders';
import { suggestedPartner } from './orderActions';
import { wire } from './wire';

/** The calendar's filters: the order list's own (service type, partner, statuses). */
export const calendarFilter = z.pick(orderFilter, { serviceType: true, partnerId: true, statuses: true });

/** One order as the calendar and the board show it: what the pure rules (calendarMoves.ts) need, plus its texts. */
export const calendarEvent = z.object({
  id: z.int(),
  /** the order's version: a move or an assignment names it, and is refused once someone has changed the order */
  version: z.int(),
  status: statusIn(ORDER_STATUSES),
  date: z.nullable(z.string()),
  time: timeSlot,
  timeText: z.string(),
  cleaningTime: z.object({ fullMinutes: z.int().check(z.nonnegative()) }),
  serviceTypes: z.array(orderServiceType),
  customerName: z.string(),
  addressText: z.string(),
  /** partner id -> name, for the partners on the order */
  partnerNames: z.record(z.string(), z.string()),
});

/** A partner's day off: the whole day, or some hours (HH:MM). */
const dayOff = z.object({
  id: z.optional(z.int()),
  date: z.string(),
  wholeDay: z.boolean(),
  periods: z.array(z.object({ from: z.string(), to: z.string() })),
}) satisfies z.ZodMiniType<DayOff>;

/** One row of the partners-by-day board. */
export const boardPartner = z.object({
  id: z.int(),
  name: z.string(),
  status: statusIn(PARTNER_STATUSES),
  serviceTypes: z.array(z.int()),
  daysOff: z.array(dayOff),
  orders: z.array(calendarEvent),
});

export const calendarBoard = z.object({
  /** the seven days of the week, Monday first */
  days: z.array(z.string()),
  partners: z.array(boardPartner),
  /** orders of the week with a service type still short of partners */
  unassigned: z.array(calendarEvent),
});

/** One visit a partner's absence hits, with the partners suggested to cover it. */
export const coverVisit = z.object({
  order: calendarEvent,
  idServiceType: z.int(),
  suggestions: z.array(suggestedPartner),
});

const access = { resource: 'calendar', action: 'list' } as const;

export const calendarApi = {
  events: endpoint({
    path: 'admin/calendar/events',
    summary:
      "The orders of the session's location from `from` to `to` (both included, at most 62 days apart), through the order list's filters.",
    access,
    request: z.object({ from: wire.date(), to: wire.date(), filter: z.optional(calendarFilter) }),
    answer: z.array(calendarEvent),
    errors: ['app.errors.technical'],
  }),
  cover: endpoint({
    path: 'admin/calendar/cover',
    summary:
      "Replace partner on a day: the partner's open orders from `from` to `to` (default `from`, at most 31 days), each with at most five suggested partners (src/domain/partnerSuggestions.ts); with `dayOffId` (one of the partner's days off), that day's orders only where its hours hit them. A preview: reassigning is `admin/orders/partners`.",
    access,
    request: z.object({
      partnerId: wire.id(),
      from: wire.date(),
      to: z.optional(wire.date()),
      dayOffId: z.optional(wire.id()),
    }),
    answer: z.array(coverVisit),
    errors: ['app.errors.notFound', 'app.errors.technical'],
  }),
  board: endpoint({
    path: 'admin/calendar/board',
    summary:
      "Partners by day for the week of `weekStart` (any day of it): the location's registered partners with their days off and orders, and the orders still short of partners.",
    access,
    request: z.object({ weekStart: wire.date(), filter: z.optional(calendarFilter) }),
    answer: calendarBoard,
  }),
};

export type CalendarFilter = z.output<typeof calendarFilter>;
export type CalendarEvent = z.output<typeof calendarEvent>;
export type CoverVisit = z.output<typeof coverVisit>;
export type BoardPartner = z.output<typeof boardPartner>;
export type CalendarBoard = z.output<typeof calendarBoard>;
