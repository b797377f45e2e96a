import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  eachDay,
  endOfMonth,
  inRange,
  isIsoDay,
  minutesOf,
  previousRange,
  rangeLength,
  shiftMonth,
  startOfWeek,
  weekdayOf,
} from '../../src/domain/isoDates';

describe('ISO day arithmetic', () => {
  it.each([
    ['2026-11-27', true],
    ['2028-02-29', true],
    ['2026-02-29', false], // not a leap year
    ['2026-02-30', false], // Date.parse takes it as 2 March
    ['2026-13-01', false],
    ['2026-11-27T10:00', false],
    ['27.11.2026', false],
    ['', false],
    [20261127, false],
    [null, false],
  ])('%s is a calendar day: %s', (day, expected) => expect(isIsoDay(day)).toBe(expected));

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

  // Issue 30: "Nov 1-30 compared with Oct 2-31", "Oct 1-31 with Aug 31-Sep 30".
  it.each([
    ['a calendar month with the one before', '2026-11-01', '2026-11-30', '2026-10-01', '2026-10-31'],
    ['a 31-day month with a 30-day one', '2026-10-01', '2026-10-31', '2026-09-01', '2026-09-30'],
    ['March with February', '2026-03-01', '2026-03-31', '2026-02-01', '2026-02-28'],
    ['March with a leap February', '2028-03-01', '2028-03-31', '2028-02-01', '2028-02-29'],
    ['January with the December before', '2027-01-01', '2027-01-31', '2026-12-01', '2026-12-31'],
    ['a quarter with the quarter before', '2026-04-01', '2026-06-30', '2026-01-01', '2026-03-31'],
    [
      'a week (Monday to Sunday) with the week before',
      '2026-11-16',
      '2026-11-22',
      '2026-11-09',
      '2026-11-15',
    ],
    ['30 days with the 30 before', '2026-11-05', '2026-12-04', '2026-10-06', '2026-11-04'],
    ['a single day with the day before', '2026-03-01', '2026-03-01', '2026-02-28', '2026-02-28'],
    ['a part of a month with as many days before', '2026-11-01', '2026-11-15', '2026-10-17', '2026-10-31'],
  ])('compares %s', (_case, from, to, previousFrom, previousTo) => {
    expect(previousRange({ from, to })).toEqual({ from: previousFrom, to: previousTo });
  });
});
