import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  eachDay,
  endOfMonth,
  inRange,
  minutesOf,
  previousRange,
  rangeLength,
  shiftMonth,
  startOfWeek,
  weekdayOf,
} from '../../src/domain/isoDates';

describe('ISO day arithmetic', () => {
  it.each([
    ['2026-03-28', 2, '2026-03-30'], // over the European daylight-saving change
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-11-15', -30, '2026-10-16'],
  ])('%s + %i days = %s', (day, days, expected) => expect(addDays(day, days)).toBe(expected));

  it.each([
    ['2026-11-16', 0, '2026-11-16'], // a Monday
    ['2026-11-22', 6, '2026-11-16'], // its Sunday
    ['2027-01-01', 4, '2026-12-28'], // a Friday: the week began last year
  ])('%s is weekday %i of the week starting %s', (day, weekday, monday) => {
    expect(weekdayOf(day)).toBe(weekday);
    expect(startOfWeek(day)).toBe(monday);
  });

  it.each([
    ['2026-02-10', '2026-02-28'],
    ['2028-02-10', '2028-02-29'],
    ['2026-12-05', '2026-12-31'],
  ])('the month of %s ends on %s', (day, end) => expect(endOfMonth(day)).toBe(end));

  it('shifts months across years', () => {
    expect(shiftMonth('2026-01-31', -1)).toBe('2025-12-01');
    expect(shiftMonth('2026-12-15', 1)).toBe('2027-01-01');
  });

  it('measures and walks ranges, both ends included', () => {
    const november = { from: '2026-11-01', to: '2026-11-30' };
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(29);
    expect(rangeLength(november)).toBe(30);
    expect(previousRange(november)).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(eachDay({ from: '2026-12-30', to: '2027-01-01' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(inRange('2026-11-30', november)).toBe(true);
    expect(inRange('2026-12-01', november)).toBe(false);
    expect(inRange(null, november)).toBe(false);
    expect(minutesOf('09:45')).toBe(585);
  });
});
