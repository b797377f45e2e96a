import { describe, expect, it } from 'vitest';
import {
  assignmentConflict,
  moveConflicts,
  moveProblem,
  timeSpan,
  type CalendarOrder,
  type CalendarPartner,
} from '../../src/domain/calendarMoves';
import type { DayOff } from '../../src/domain/daysOff';

const at = (hour: number, minute = 0) => ({ hour, minute, any: false, specify: false });
const ANY = { hour: null, minute: null, any: true, specify: false };
const order = (patch: Partial<CalendarOrder> = {}): CalendarOrder => ({
  id: 10,
  status: 2,
  date: '2026-11-25',
  time: at(10),
  cleaningTime: { fullMinutes: 120 }, // 10:00-12:00
  serviceTypes: [{ idServiceType: 1, partners: [1] }],
  ...patch,
});
const CONTEXT = { today: '2026-11-23', now: '10:00' };

describe('moveProblem', () => {
  it.each([
    ['a new order to a later day', order({ status: 1 }), '2026-11-25', at(14), null],
    ['a confirmed order to today, later than now', order(), '2026-11-23', at(10), null],
    ['to today, keeping an any-time slot', order({ time: ANY }), '2026-11-23', null, null],
    ['a completed order', order({ status: 3 }), '2026-11-25', at(14), 'resources.orders.refusals.readOnly'],
    ['a cancelled order', order({ status: 4 }), '2026-11-25', at(14), 'resources.orders.refusals.readOnly'],
    [
      'a cancelled order with payment',
      order({ status: 5 }),
      '2026-11-25',
      null,
      'resources.orders.refusals.readOnly',
    ],
    ['a deleted order', order({ status: 6 }), '2026-11-25', null, 'resources.orders.refusals.readOnly'],
    ['to yesterday', order(), '2026-11-22', at(14), 'resources.calendar.refusals.pastDate'],
    ['to no day', order(), '', at(14), 'resources.orders.validation.date'],
    ['to today, earlier than now', order(), '2026-11-23', at(9, 45), 'resources.calendar.refusals.pastTime'],
    [
      'to today keeping a time already past',
      order({ time: at(8) }),
      '2026-11-23',
      null,
      'resources.calendar.refusals.pastTime',
    ],
    ['to an hour outside 7-20', order(), '2026-11-25', at(21), 'resources.orders.validation.time'],
    ['to a minute outside 00/15/30/45', order(), '2026-11-25', at(9, 10), 'resources.orders.validation.time'],
  ])('%s', (_name, input, date, time, expected) => {
    expect(moveProblem(input, date, time, CONTEXT)).toBe(expected);
  });

  it('refuses no time of today when the caller does not know the time', () => {
    expect(moveProblem(order(), '2026-11-23', at(7), { today: '2026-11-23' })).toBeNull();
  });
});

describe('timeSpan', () => {
  it.each([
    [order(), { start: 600, end: 720 }],
    [order({ time: at(9, 45), cleaningTime: { fullMinutes: 204 } }), { start: 585, end: 789 }],
    [order({ cleaningTime: null }), { start: 600, end: 601 }],
    [order({ time: ANY }), null],
    [order({ time: { hour: null, minute: null, any: false, specify: true } }), null],
  ])('%j', (input, expected) => expect(timeSpan(input)).toEqual(expected));
});

describe('assignmentConflict', () => {
  const partner: CalendarPartner = { id: 1, status: 1, serviceTypes: [1, 2] };
  const off = (patch: Partial<DayOff>): DayOff => ({
    date: '2026-11-25',
    wholeDay: false,
    periods: [],
    ...patch,
  });
  const period = (from: string, to: string) => off({ periods: [{ from, to }] });
  const other = (patch: Partial<CalendarOrder>) => order({ id: 20, ...patch });

  it.each([
    ['free', partner, order(), [], [], undefined, null],
    [
      'does not do the type',
      { ...partner, serviceTypes: [3] },
      order(),
      [],
      [],
      undefined,
      'resources.orders.refusals.partner',
    ],
    [
      'not the type put on',
      { ...partner, serviceTypes: [1] },
      order(),
      [],
      [],
      2,
      'resources.orders.refusals.partner',
    ],
    [
      'archived',
      { ...partner, status: 3 },
      order(),
      [],
      [],
      undefined,
      'resources.calendar.conflicts.inactivePartner',
    ],
    [
      'whole day off',
      partner,
      order(),
      [],
      [off({ wholeDay: true })],
      undefined,
      'resources.calendar.conflicts.dayOff',
    ],
    ['off another day', partner, order(), [], [off({ wholeDay: true, date: '2026-11-26' })], undefined, null],
    [
      'off from 11:30',
      partner,
      order(),
      [],
      [period('11:30', '13:00')],
      undefined,
      'resources.calendar.conflicts.periodOff',
    ],
    ['off from 12:00, as the order ends', partner, order(), [], [period('12:00', '14:00')], undefined, null],
    [
      'off until 10:00, as the order starts',
      partner,
      order(),
      [],
      [period('08:00', '10:00')],
      undefined,
      null,
    ],
    [
      'another order from 11:45',
      partner,
      order(),
      [other({ time: at(11, 45) })],
      [],
      undefined,
      'resources.calendar.conflicts.overlap',
    ],
    [
      'another order from 08:00 for 2h01',
      partner,
      order(),
      [other({ time: at(8), cleaningTime: { fullMinutes: 121 } })],
      [],
      undefined,
      'resources.calendar.conflicts.overlap',
    ],
    ['another order from 12:00', partner, order(), [other({ time: at(12) })], [], undefined, null],
    ['a cancelled order at the same time', partner, order(), [other({ status: 4 })], [], undefined, null],
    ['another any-time order', partner, order(), [other({ time: ANY })], [], undefined, null],
    ['another order another day', partner, order(), [other({ date: '2026-11-26' })], [], undefined, null],
    ['the order itself', partner, order(), [order()], [], undefined, null],
    [
      'any-time order, hours off',
      partner,
      order({ time: ANY }),
      [other({})],
      [period('09:00', '17:00')],
      undefined,
      null,
    ],
    [
      'any-time order, day off',
      partner,
      order({ time: ANY }),
      [],
      [off({ wholeDay: true })],
      undefined,
      'resources.calendar.conflicts.dayOff',
    ],
    [
      'order without a day',
      partner,
      order({ date: null }),
      [other({})],
      [off({ wholeDay: true })],
      undefined,
      null,
    ],
  ] as const)('%s', (_name, who, input, orders, daysOff, type, expected) => {
    expect(assignmentConflict(who, input, orders, daysOff, type)).toBe(expected);
  });
});

describe('moveConflicts', () => {
  it('lists the assigned partners who cannot come at the new day and time', () => {
    const moved = order({
      serviceTypes: [
        { idServiceType: 1, partners: [1] },
        { idServiceType: 2, partners: [2] },
      ],
    });
    expect(
      moveConflicts(moved, [
        {
          partner: { id: 1, serviceTypes: [1] },
          orders: [],
          daysOff: [{ date: '2026-11-25', wholeDay: true, periods: [] }],
        },
        { partner: { id: 2, serviceTypes: [2] }, orders: [], daysOff: [] },
      ]),
    ).toEqual([{ partnerId: 1, problem: 'resources.calendar.conflicts.dayOff' }]);
  });
});
