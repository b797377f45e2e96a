/**
 * Calendar days as ISO text (YYYY-MM-DD), the form orders, days off and certificates store them in. Day
 * arithmetic runs in UTC so that a daylight-saving change or the browser's time zone never shifts a day;
 * ISO days also compare correctly as strings, which the rules below rely on.
 */
import {
  differenceInCalendarMonths,
  endOfMonth as dfEndOfMonth,
  formatISO,
  isFirstDayOfMonth,
  isLastDayOfMonth,
  parseISO,
  subMonths,
} from 'date-fns';

const DAY_MS = 86_400_000;

/** An inclusive range of days. */
export interface DateRange {
  from: string;
  to: string;
}

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const isoDayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD (not 2026-02-30, not a timestamp). */
export const isIsoDay = (day: unknown): day is string =>
  typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) && isoDayOf(dayMs(day) || 0) === day;

export const addDays = (day: string, days: number) => isoDayOf(dayMs(day) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / DAY_MS);

/** 0 = Monday ... 6 = Sunday (weeks start on Monday, as in Poland and most of Europe). */
export const weekdayOf = (day: string) => (new Date(dayMs(day)).getUTCDay() + 6) % 7;

export const startOfWeek = (day: string) => addDays(day, -weekdayOf(day));
export const startOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
export function endOfMonth(day: string) {
  const [year, month] = day.split('-').map(Number);
  // Day 0 of the next month is the last day of this one.
  return isoDayOf(Date.UTC(year, month, 0));
}
/** The first day of the month `months` away (negative: earlier). */
export function shiftMonth(day: string, months: number) {
  const [year, month] = day.split('-').map(Number);
  return isoDayOf(Date.UTC(year, month - 1 + months, 1));
}

export const inRange = (day: string | null | undefined, range: DateRange) =>
  !!day && day >= range.from && day <= range.to;

/** Number of days in the range, both ends included (0 for an inverted range). */
export const rangeLength = (range: DateRange) => Math.max(0, daysBetween(range.from, range.to) + 1);

/** An ISO day as a local calendar date for date-fns, and back: only calendar fields are used, so no zone shifts it. */
const calendarDay = (day: string) => parseISO(day);
const isoOf = (date: Date) => formatISO(date, { representation: 'date' });

/**
 * The period a range is compared with: whole calendar months with as many whole months just before (November
 * with October, October with September, a quarter with the quarter before), whatever their lengths; any other
 * range, a week included, with the range of equal length that ends the day before it starts.
 */
export function previousRange(range: DateRange): DateRange {
  const from = calendarDay(range.from);
  const to = calendarDay(range.to);
  if (from <= to && isFirstDayOfMonth(from) && isLastDayOfMonth(to)) {
    const months = differenceInCalendarMonths(to, from) + 1;
    const start = subMonths(from, months);
    return { from: isoOf(start), to: isoOf(dfEndOfMonth(subMonths(from, 1))) };
  }
  const length = rangeLength(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** Every day of the range, in order. */
export function eachDay(range: DateRange): string[] {
  return Array.from({ length: rangeLength(range) }, (_, index) => addDays(range.from, index));
}

/** 'HH:MM' -> minutes since midnight. */
export const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
