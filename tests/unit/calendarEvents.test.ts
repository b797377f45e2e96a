import { describe, expect, it } from 'vitest';
import { dropTarget, toEventShape } from '../../src/pages/calendar/calendarEvents';
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
