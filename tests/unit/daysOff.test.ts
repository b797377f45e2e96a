import { describe, expect, it } from 'vitest';
import {
  conflictProblem,
  daysOffInMonth,
  daysOffSummary,
  limitProblem,
  validateDayOff,
  type DayOff,
} from '../../src/domain/daysOff';

const day = (id: number, date: string, patch: Partial<DayOff> = {}): DayOff => ({
  id,
  date,
  wholeDay: true,
  periods: [],
  ...patch,
});
const limit4 = { enabled: true, limit: 4 };

describe('validateDayOff', () => {
  it.each([
    [{ date: '2026-11-20', wholeDay: true, periods: [] }, {}],
    [{ date: '', wholeDay: true, periods: [] }, { date: 'app.validation.required' }],
    [
      { date: '2026-11-20', wholeDay: false, periods: [] },
      { periods: 'resources.partners.daysOff.periodsRequired' },
    ],
    [
      {
        date: '2026-11-20',
        wholeDay: false,
        periods: [
          { from: '09:00', to: '11:00' },
          { from: '14:00', to: '16:30' },
        ],
      },
      {},
    ],
    [
      { date: '2026-11-20', wholeDay: false, periods: [{ from: '11:00', to: '09:00' }] },
      { 'periods.0.to': 'resources.partners.daysOff.periodOrder' },
    ],
    [
      {
        date: '2026-11-20',
        wholeDay: false,
        periods: [
          { from: '09:00', to: '12:00' },
          { from: '11:00', to: '13:00' },
        ],
      },
      { periods: 'resources.partners.daysOff.overlap' },
    ],
    [
      { date: '2026-11-20', wholeDay: false, periods: [{ from: '9', to: '' }] },
      { 'periods.0.from': 'app.validation.required', 'periods.0.to': 'app.validation.required' },
    ],
  ])('%j -> %j', (draft, errors) => {
    expect(validateDayOff(draft)).toEqual(errors);
  });
});

describe('the monthly limit', () => {
  const four = [
    day(1, '2026-11-02'),
    day(2, '2026-11-09'),
    day(3, '2026-11-16'),
    day(4, '2026-11-23'),
    day(5, '2026-12-01'),
  ];

  it('counts the days of one month, each date once', () => {
    expect(daysOffInMonth(four, '2026-11')).toBe(4);
    expect(daysOffInMonth([...four, day(6, '2026-11-02', { wholeDay: false })], '2026-11')).toBe(4);
    expect(daysOffInMonth(four, '2026-11', 1)).toBe(3);
  });

  it.each([
    [
      'a fifth day in a full month is refused',
      four,
      { date: '2026-11-30' },
      limit4,
      'resources.partners.daysOff.limitReached',
    ],
    ['another month is free', four, { date: '2026-12-10' }, limit4, null],
    ['a second entry on a day already off does not count again', four, { date: '2026-11-09' }, limit4, null],
    ['moving one of the four within the month is allowed', four, { id: 4, date: '2026-11-24' }, limit4, null],
    ['no limit when it is switched off', four, { date: '2026-11-30' }, { enabled: false, limit: 4 }, null],
    [
      'a limit of 0 refuses any day',
      [],
      { date: '2026-11-30' },
      { enabled: true, limit: 0 },
      'resources.partners.daysOff.limitReached',
    ],
  ] as const)('%s', (_name, existing, draft, limit, expected) => {
    expect(limitProblem([...existing], draft, limit)).toBe(expected);
  });

  it('summarises available and active days against the limit', () => {
    expect(daysOffSummary(four, '2026-11-10', limit4)).toEqual({
      used: 4,
      available: 0,
      active: 3,
      limit: 4,
    });
    expect(daysOffSummary([day(1, '2026-11-20')], '2026-11-10', limit4)).toEqual({
      used: 1,
      available: 3,
      active: 1,
      limit: 4,
    });
    expect(daysOffSummary(four, '2026-11-10', { enabled: false, limit: 4 })).toMatchObject({
      available: null,
      limit: null,
    });
  });
});

// Issue 30: the same whole day twice, or a whole day and a 9-12 period on one date, were both accepted.
describe('conflictProblem', () => {
  const CONFLICT = 'resources.partners.daysOff.conflict';
  const periods = (...list: [string, string][]) => ({
    wholeDay: false,
    periods: list.map(([from, to]) => ({ from, to })),
  });
  const taken = [day(1, '2026-11-20'), day(2, '2026-11-21', periods(['09:00', '12:00']))];
  it.each([
    ['the same whole day again', { date: '2026-11-20', wholeDay: true, periods: [] }, CONFLICT],
    ['a period on a whole day off', { date: '2026-11-20', ...periods(['09:00', '12:00']) }, CONFLICT],
    ['a whole day on a day with a period', { date: '2026-11-21', wholeDay: true, periods: [] }, CONFLICT],
    ['an overlapping period', { date: '2026-11-21', ...periods(['11:30', '13:00']) }, CONFLICT],
    ['the same period again', { date: '2026-11-21', ...periods(['09:00', '12:00']) }, CONFLICT],
    ['a period right after another', { date: '2026-11-21', ...periods(['12:00', '14:00']) }, null],
    ['another date', { date: '2026-11-22', wholeDay: true, periods: [] }, null],
    ['the entry itself, edited', { id: 1, date: '2026-11-20', wholeDay: true, periods: [] }, null],
  ])('%s', (_case, draft, expected) => expect(conflictProblem(taken, draft)).toBe(expected));
});
