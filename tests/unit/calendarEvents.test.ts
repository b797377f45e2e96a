import { describe, expect, it } from 'vitest';
import { dropTarget, toEventShape } from '../../src/pages/calendar/calendarEvents';
import { daysShown, monthShown } from '../../src/pages/calendar/eventsQuery';
import type { CalendarEvent } from '../../src/providers/records/calendar';

const order = (patch: Partial<CalendarEvent>): CalendarEvent => ({
  id: 7,
  version: 1,
  status: 1,
  date: '2026-12-01',
  time: { hour: 9, minute: 30, any: false, specify: false },
  timeText: '09:30',
  cleaningTime: { fullMinutes: 150 },
  serviceTypes: [],
  customerName: 'Ola',
  addressText: '',
  partnerNames: {},
  ...patch,
});

describe('calendar events', () => {
  it('draws a fixed time for its cleaning time and the two flags as all-day', () => {
    expect(toEventShape(order({}))).toMatchObject({
      start: '2026-12-01T09:30',
      end: '2026-12-01T12:00',
      allDay: false,
      editable: true,
    });
    expect(toEventShape(order({ cleaningTime: { fullMinutes: 0 } }))?.end).toBe('2026-12-01T10:00');
    for (const flag of [{ any: true }, { specify: true }])
      expect(
        toEventShape(order({ time: { hour: null, minute: null, any: false, specify: false, ...flag } })),
      ).toMatchObject({
        allDay: true,
        start: '2026-12-01',
      });
    expect(toEventShape(order({ date: null }))).toBeNull();
    expect(toEventShape(order({ status: 3 }))?.editable).toBe(false);
  });

  it('reads a drop back into a day and a time slot', () => {
    const at = new Date(2026, 11, 3, 14, 15);
    const timed = order({});
    const flagged = order({ time: { hour: null, minute: null, any: false, specify: true } });
    expect(dropTarget(timed, { start: at, allDay: false, viewType: 'timeGridWeek' })).toEqual({
      date: '2026-12-03',
      time: { hour: 14, minute: 15, any: false, specify: false },
    });
    expect(dropTarget(timed, { start: at, allDay: true, viewType: 'dayGridMonth' })).toEqual({
      date: '2026-12-03',
      time: null,
    });
    expect(dropTarget(timed, { start: at, allDay: true, viewType: 'timeGridDay' }).time).toMatchObject({
      any: true,
    });
    expect(dropTarget(flagged, { start: at, allDay: true, viewType: 'timeGridWeek' }).time).toBeNull();
  });
});

describe("the month view's days (what the calendar page opens with)", () => {
  it.each([
    // A month from a Sunday to a Monday: six weeks.
    ['2026-11-27', '2026-10-26', '2026-12-06'],
    // A month from a Monday to a Tuesday: five weeks.
    ['2026-06-15', '2026-06-01', '2026-07-05'],
    // February of 28 days from a Monday to a Sunday: four weeks.
    ['2027-02-01', '2027-02-01', '2027-02-28'],
    // Across a year's end.
    ['2026-12-31', '2026-11-30', '2027-01-03'],
  ])('%s: from %s to %s, whole weeks from Monday', (day, from, to) => {
    expect(monthShown(day)).toEqual({ from, to });
  });

  it("reads the library's range, whose end is the day after the last one shown", () => {
    expect(daysShown(new Date(2026, 9, 26), new Date(2026, 11, 7))).toEqual({
      from: '2026-10-26',
      to: '2026-12-06',
    });
  });
});
