import type { DayInfo } from '../../src/api/contract/orderActions';
/**
 * The demo's calendar rules: each day's availability and discount, the same for the seed and for
 * admin/orders/calendarData. Sundays are closed; some days are fully booked; Tuesdays carry a 5 %
 * discount and the 10th and 20th of each month an amount discount (in major units, as the API gives it).
 */
import { isWorkingDay } from '../../src/domain/workingDays';

export type { DayInfo };

function hash(text: string) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function dayInfo(date: string, location = 1): DayInfo {
  const day = new Date(`${date}T12:00:00Z`);
  const weekday = day.getUTCDay();
  const dayOfMonth = day.getUTCDate();
  const freeSlots = isWorkingDay(date) ? hash(`${date}/${location}`) % 9 : 0;
  const discount =
    weekday === 2
      ? { type: 'percent' as const, value: 5 }
      : dayOfMonth === 10 || dayOfMonth === 20
        ? { type: 'amount' as const, value: 20 }
        : null;
  return { date, available: freeSlots > 0, freeSlots, discount };
}

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86400000);

export function calendarData(from: Date, days: number, location: number): DayInfo[] {
  return Array.from({ length: days }, (_, index) => dayInfo(isoDay(addDays(from, index)), location));
}
