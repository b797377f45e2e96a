/**
 * The working days rule (docs/decisions-orders.md): the company works Monday to Saturday; Sunday is closed. The
 * date picker marks a closed day (admin/orders/calendarData, mocks/seed/calendar.ts) and the demo seed puts no
 * order on one (issue #30).
 */
import { addDays, weekdayOf } from './isoDates';

const SUNDAY = 6;

export const isWorkingDay = (day: string) => weekdayOf(day) !== SUNDAY;

/** The day itself when it is a working day, else the next one (a seed's order moved off a Sunday). */
export function nextWorkingDay(day: string): string {
  let found = day;
  while (!isWorkingDay(found)) found = addDays(found, 1);
  return found;
}
