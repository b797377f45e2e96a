/**
 * Rules for the calendar: whether an order may be dragged to another day and time, and whether a partner may
 * take an order (days off, overlapping orders, service types). The calendar asks before it sends the move; the
 * fake backend asks the same functions and refuses with the same message keys.
 *
 * An order's time span is its start (hour and minute) plus its cleaning time, at least one minute. An order
 * for 'any time' or 'clarify the day before' has no span yet: it cannot overlap another order or a period off,
 * only a whole day off.
 */
import type { DayOff } from './daysOff';
import { minutesOf } from './isoDates';
import { actionProblem } from './orderStatus';
import { ORDER_STATUS, PARTNER_STATUS } from './statuses';
import { isValidHour, isValidMinute, type TimeSlot } from './timeSlots';

export interface CalendarOrder {
  id: number;
  status: number;
  date?: string | null;
  time?: Partial<TimeSlot> | null;
  cleaningTime?: { fullMinutes: number } | null;
  serviceTypes: { idServiceType: number; partners: number[] }[];
}

export interface CalendarPartner {
  id: number;
  /** absent: not checked */
  status?: number;
  serviceTypes: readonly number[];
}

export interface MoveContext {
  /** YYYY-MM-DD */
  today: string;
  /** HH:MM now; when given, a start already past today is refused too */
  now?: string;
}

export const CALENDAR_PROBLEMS = {
  pastDate: 'resources.calendar.refusals.pastDate',
  pastTime: 'resources.calendar.refusals.pastTime',
  dayOff: 'resources.calendar.conflicts.dayOff',
  periodOff: 'resources.calendar.conflicts.periodOff',
  overlap: 'resources.calendar.conflicts.overlap',
  // the order screen's own refusal for the same rule
  serviceType: 'resources.orders.refusals.partner',
  inactivePartner: 'resources.calendar.conflicts.inactivePartner',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const hasFixedTime = (
  time: Partial<TimeSlot> | null | undefined,
): time is Partial<TimeSlot> & { hour: number } => !!time && !time.any && !time.specify && time.hour != null;

/** Minutes from midnight the order starts and ends, or null without a fixed time. */
export function timeSpan(
  order: Pick<CalendarOrder, 'time' | 'cleaningTime'>,
): { start: number; end: number } | null {
  if (!hasFixedTime(order.time)) return null;
  const start = order.time.hour * 60 + (order.time.minute ?? 0);
  return { start, end: start + Math.max(1, order.cleaningTime?.fullMinutes ?? 0) };
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/**
 * Why the order may not be dragged to `newDate` at `newTime` (a message key), or null when it may.
 * Only new and confirmed orders move (the others are read-only, orderStatus.ts); the day must be today or
 * later. `newTime` null keeps the order's time (a drop on a day of the month view).
 */
export function moveProblem(
  order: CalendarOrder,
  newDate: string,
  newTime: Partial<TimeSlot> | null,
  context: MoveContext,
): string | null {
  const statusProblem = actionProblem('edit', order, context.today, 'admin');
  if (statusProblem) return statusProblem;
  if (!DAY.test(newDate)) return 'resources.orders.validation.date';
  if (newDate < context.today) return CALENDAR_PROBLEMS.pastDate;
  const time = newTime ?? order.time;
  if (hasFixedTime(time)) {
    if (!isValidHour(time.hour) || !isValidMinute(time.minute ?? 0))
      return 'resources.orders.validation.time';
    if (
      newDate === context.today &&
      context.now &&
      time.hour * 60 + (time.minute ?? 0) < minutesOf(context.now)
    )
      return CALENDAR_PROBLEMS.pastTime;
  }
  return null;
}

/** Orders that keep a partner busy: not cancelled, not deleted. */
const busy = (status: number) =>
  status === ORDER_STATUS.new || status === ORDER_STATUS.confirmed || status === ORDER_STATUS.completed;

/**
 * Why the partner may not take the order (a message key), or null. `partnersOrders` and `daysOff` are the
 * partner's own (the order itself among them is skipped). `idServiceType`: the type the partner is put on;
 * without it the partner must do at least one of the order's types.
 */
export function assignmentConflict(
  partner: CalendarPartner,
  order: CalendarOrder,
  partnersOrders: readonly CalendarOrder[],
  daysOff: readonly DayOff[],
  idServiceType?: number,
): string | null {
  if (partner.status !== undefined && partner.status !== PARTNER_STATUS.registered)
    return CALENDAR_PROBLEMS.inactivePartner;
  const types =
    idServiceType !== undefined ? [idServiceType] : order.serviceTypes.map((t) => t.idServiceType);
  if (!types.some((type) => partner.serviceTypes.includes(type))) return CALENDAR_PROBLEMS.serviceType;
  if (!order.date) return null;
  const span = timeSpan(order);
  for (const dayOff of daysOff) {
    if (dayOff.date !== order.date) continue;
    if (dayOff.wholeDay) return CALENDAR_PROBLEMS.dayOff;
    if (
      span &&
      dayOff.periods.some((p) => overlaps(span, { start: minutesOf(p.from), end: minutesOf(p.to) }))
    )
      return CALENDAR_PROBLEMS.periodOff;
  }
  if (!span) return null;
  for (const other of partnersOrders) {
    if (other.id === order.id || other.date !== order.date || !busy(other.status)) continue;
    const otherSpan = timeSpan(other);
    if (otherSpan && overlaps(span, otherSpan)) return CALENDAR_PROBLEMS.overlap;
  }
  return null;
}

/**
 * After a move: the conflicts of the partners already on the order at its new day and time, for the calendar
 * to warn about (or the backend to refuse). `order` carries the new date and time.
 */
export function moveConflicts(
  order: CalendarOrder,
  assigned: readonly {
    partner: CalendarPartner;
    orders: readonly CalendarOrder[];
    daysOff: readonly DayOff[];
  }[],
): { partnerId: number; problem: string }[] {
  const conflicts: { partnerId: number; problem: string }[] = [];
  for (const { partner, orders, daysOff } of assigned) {
    const type = order.serviceTypes.find((t) => t.partners.includes(partner.id))?.idServiceType;
    const problem = assignmentConflict(partner, order, orders, daysOff, type);
    if (problem) conflicts.push({ partnerId: partner.id, problem });
  }
  return conflicts;
}
