import { addDays, endOfMonth, startOfMonth, startOfWeek, type DateRange } from '../../domain/isoDates';
import type { CalendarFilter } from '../../providers/records/calendar';
import type { AppDataProvider } from '../../providers/types';

/** Where the calendar's filter is kept (the app's store, per user): the page reads it as it mounts. */
export const FILTER_STORE_KEY = 'calendar.filter';

const pad = (n: number) => String(n).padStart(2, '0');

/** A local Date as YYYY-MM-DD (the library works in the browser's time zone). */
export const dayOf = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The days of a range the library asks for: its range ends the day after the last one shown. */
export const daysShown = (start: Date, end: Date): DateRange => ({
  from: dayOf(start),
  to: dayOf(new Date(end.getTime() - 1)),
});

/**
 * The days the library's month view shows for a day: the whole weeks (from Monday, its `firstDay`) that hold the
 * month, four to six of them. The page opens on today's month.
 */
export const monthShown = (day: string): DateRange => ({
  from: startOfWeek(startOfMonth(day)),
  to: addDays(startOfWeek(endOfMonth(day)), 6),
});

/**
 * The calendar's orders of some days under a filter: what each of its views asks for, and what the page opens
 * with (today's month under the stored filter, src/pages/declared.ts).
 */
export const eventsQuery = (dataProvider: AppDataProvider, days: DateRange, filter: CalendarFilter) => ({
  queryKey: ['calendar', 'events', days, filter] as const,
  queryFn: () => dataProvider.calendarEvents({ ...days, filter }),
});
