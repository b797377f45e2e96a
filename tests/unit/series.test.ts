import { describe, expect, it } from 'vitest';
import {
  PERIODICITY,
  SERIES_HORIZON_DAYS,
  SERIES_STATUS,
  plannedDate,
  visitDate,
  visitsInScope,
  visitsToCreate,
  type SeriesPlan,
} from '../../src/domain/series';

const plan = (patch: Partial<SeriesPlan> = {}): SeriesPlan => ({
  startDate: '2026-01-05',
  periodicity: PERIODICITY.onceWeek,
  status: SERIES_STATUS.active,
  materialised: 1,
  ...patch,
});

describe('plannedDate', () => {
  it.each([
    ['weekly, across a month end', '2026-01-26', PERIODICITY.onceWeek, 1, '2026-02-02'],
    ['weekly, across a year end', '2026-12-28', PERIODICITY.onceWeek, 1, '2027-01-04'],
    // Europe's clocks go forward on 29 Mar 2026 and back on 25 Oct 2026: calendar days are not moved.
    ['weekly, across the spring daylight-saving change', '2026-03-23', PERIODICITY.onceWeek, 2, '2026-04-06'],
    ['weekly, across the autumn daylight-saving change', '2026-10-19', PERIODICITY.onceWeek, 1, '2026-10-26'],
    ['twice a month: every 14 days', '2026-01-20', PERIODICITY.twiceMonth, 1, '2026-02-03'],
    ['twice a month, the fourth visit', '2026-01-20', PERIODICITY.twiceMonth, 3, '2026-03-03'],
    ['twice a month across the leap day', '2028-02-22', PERIODICITY.twiceMonth, 1, '2028-03-07'],
    ['monthly: the same day', '2026-01-15', PERIODICITY.onceMonth, 1, '2026-02-15'],
    ['monthly from the 31st: clamped to February', '2026-01-31', PERIODICITY.onceMonth, 1, '2026-02-28'],
    [
      'monthly from the 31st: back to the 31st in March',
      '2026-01-31',
      PERIODICITY.onceMonth,
      2,
      '2026-03-31',
    ],
    ['monthly from the 31st: the 30th in April', '2026-01-31', PERIODICITY.onceMonth, 3, '2026-04-30'],
    ['monthly from the 29th of January in a leap year', '2028-01-29', PERIODICITY.onceMonth, 1, '2028-02-29'],
    ['monthly across a year end', '2026-11-30', PERIODICITY.onceMonth, 2, '2027-01-30'],
    ['monthly, twelve months on', '2026-03-10', PERIODICITY.onceMonth, 12, '2027-03-10'],
  ])('%s', (_, start, periodicity, index, expected) => {
    expect(plannedDate(start, periodicity, index)).toBe(expected);
  });
});

describe('visitDate', () => {
  it('moves a visit planned on a Sunday to the Monday, and the next stays planned', () => {
    // 2026-03-15 is a Sunday; the series starts on Thursday 15 Jan
    expect(plannedDate('2026-01-15', PERIODICITY.onceMonth, 2)).toBe('2026-03-15');
    expect(visitDate('2026-01-15', PERIODICITY.onceMonth, 2)).toBe('2026-03-16');
    expect(visitDate('2026-01-15', PERIODICITY.onceMonth, 3)).toBe('2026-04-15');
  });
  it('keeps the first visit on its own day', () => {
    expect(visitDate('2026-03-15', PERIODICITY.onceMonth, 0)).toBe('2026-03-15');
  });
});

describe('visitsToCreate: the rolling horizon', () => {
  it('a new weekly series fills eight weeks ahead', () => {
    const { visits, materialised } = visitsToCreate(plan(), '2026-01-05');
    expect(SERIES_HORIZON_DAYS).toBe(56);
    expect(visits.map((visit) => visit.date)).toEqual([
      '2026-01-12',
      '2026-01-19',
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
      '2026-03-02', // the 56th day: within the horizon
    ]);
    expect(visits[0].index).toBe(1);
    expect(materialised).toBe(9);
  });

  it('extends as time passes: a week later one more visit, nothing twice', () => {
    const first = visitsToCreate(plan(), '2026-01-05');
    const later = visitsToCreate(plan({ materialised: first.materialised }), '2026-01-12');
    expect(later.visits).toEqual([{ index: 9, date: '2026-03-09' }]);
    expect(visitsToCreate(plan({ materialised: later.materialised }), '2026-01-12').visits).toEqual([]);
  });

  it('passes over days gone by while nobody extended the series', () => {
    const { visits, materialised } = visitsToCreate(plan({ materialised: 9 }), '2026-04-01');
    expect(visits[0]).toEqual({ index: 13, date: '2026-04-06' });
    expect(visits.every((visit) => visit.date >= '2026-04-01')).toBe(true);
    expect(materialised).toBe(21); // 25 May is the last within 1 Apr + 56 days
  });

  it('monthly and twice a month fill the same horizon', () => {
    expect(
      visitsToCreate(plan({ periodicity: PERIODICITY.onceMonth, startDate: '2026-01-31' }), '2026-01-31')
        .visits,
    ).toEqual([{ index: 1, date: '2026-02-28' }]); // 31 Mar is past 31 Jan + 56 days
    expect(
      visitsToCreate(plan({ periodicity: PERIODICITY.twiceMonth }), '2026-01-05').visits.map((v) => v.date),
    ).toEqual(['2026-01-19', '2026-02-02', '2026-02-16', '2026-03-02']);
  });

  it('a paused or ended series creates nothing; an end date stops it', () => {
    expect(visitsToCreate(plan({ status: SERIES_STATUS.paused }), '2026-01-05').visits).toEqual([]);
    expect(visitsToCreate(plan({ status: SERIES_STATUS.ended }), '2026-01-05').visits).toEqual([]);
    expect(visitsToCreate(plan({ endDate: '2026-01-20' }), '2026-01-05').visits).toHaveLength(2);
    expect(visitsToCreate(plan({ periodicity: PERIODICITY.none }), '2026-01-05').visits).toEqual([]);
  });
});

describe('visitsInScope: what a change on one visit reaches', () => {
  const visits = [
    { id: 1, index: 0, status: 3, date: '2026-01-05' }, // completed
    { id: 2, index: 1, status: 2, date: '2026-01-12' }, // confirmed, passed
    { id: 3, index: 2, status: 1, date: '2026-01-19' },
    { id: 4, index: 3, status: 4, date: '2026-01-26' }, // cancelled (skipped)
    { id: 5, index: 4, status: 1, date: '2026-02-02' },
    { id: 6, index: 5, status: 5, date: '2026-02-09' }, // cancelled with payment
    { id: 7, index: 6, status: 2, date: '2026-02-16' },
  ];
  const ids = (scope: 'this' | 'following' | 'all', target = visits[4]) =>
    visitsInScope(visits, target, scope, '2026-01-15').map((visit) => visit.id);
  it.each([
    ['this visit only', 'this', [5]],
    ['this and the following, skipping cancelled ones', 'following', [5, 7]],
    ['the whole series: open visits from today on, never completed or cancelled', 'all', [3, 5, 7]],
  ] as const)('%s', (_, scope, expected) => {
    expect(ids(scope)).toEqual(expected);
  });
  it('from the first open visit, "following" equals the open ones ahead', () => {
    expect(ids('following', visits[2])).toEqual([3, 5, 7]);
  });
});
