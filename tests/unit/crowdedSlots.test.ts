import { describe, expect, it } from 'vitest';
import type { EventShape } from '../../src/pages/calendar/calendarEvents';
import { capPerDay, collapseCrowded, hiddenHourSpan, lanesFor } from '../../src/pages/calendar/crowdedSlots';

const at = (id: number, start: string, end: string, day = '2026-11-26'): EventShape => ({
  id,
  start: `${day}T${start}`,
  end: `${day}T${end}`,
  allDay: false,
  title: `#${id}`,
  editable: true,
  startEditable: true,
});

/** The most shapes going on at one moment, the "+N more" events counted. */
function mostAtOnce(shapes: { start: string; end: string }[]) {
  return Math.max(...shapes.map((a) => shapes.filter((b) => b.start <= a.start && b.end > a.start).length));
}

describe('a busy hour in the time grid collapses into "+N more"', () => {
  it('draws a day whose orders fit side by side as it is', () => {
    const events = [at(1, '10:00', '12:00'), at(2, '10:00', '11:00'), at(3, '12:00', '13:00')];
    const { shown, hidden } = collapseCrowded(events, 2);
    expect(shown.map((event) => event.id).sort()).toEqual([1, 2, 3]);
    expect(hidden).toEqual([]);
  });

  it("today's 160 orders: never more than the lanes side by side, the rest counted per hour", () => {
    const events = Array.from({ length: 160 }, (_, i) =>
      at(i + 1, `${String(8 + (i % 12)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`, '23:00'),
    );
    const { shown, hidden } = collapseCrowded(events, 3);
    expect(shown.length).toBe(2);
    expect(hidden.reduce((sum, hour) => sum + hour.ids.length, 0)).toBe(158);
    const drawn = [...shown, ...hidden.map(hiddenHourSpan)];
    expect(mostAtOnce(drawn)).toBeLessThanOrEqual(3);
    expect(new Set(hidden.map((hour) => hour.hour)).size).toBe(hidden.length);
  });

  it('keeps the earliest orders and a column for "+N more"; other days and all-day orders are untouched', () => {
    const busy = [at(1, '09:00', '10:00'), at(2, '09:00', '10:00'), at(3, '09:30', '10:30')];
    const calm = at(4, '09:00', '10:00', '2026-11-27');
    const anyTime = { ...at(5, '', ''), start: '2026-11-26', end: '2026-11-26', allDay: true };
    const { shown, hidden } = collapseCrowded([...busy, calm, anyTime], 2);
    expect(shown.map((event) => event.id).sort()).toEqual([1, 4, 5]);
    expect(hidden).toEqual([{ day: '2026-11-26', hour: 9, ids: [2, 3] }]);
  });

  it('a narrow column still draws one lane', () => {
    expect(lanesFor(30)).toBe(1);
    expect(lanesFor(160)).toBe(2);
    expect(lanesFor(1100)).toBe(15);
    expect(hiddenHourSpan({ day: '2026-11-26', hour: 23, ids: [1] })).toEqual({
      start: '2026-11-26T23:00',
      end: '2026-11-26T23:59',
    });
  });
});

describe("a month's full day keeps a few orders and counts the rest", () => {
  const anyTime = (id: number, day: string): EventShape => ({
    ...at(id, '', '', day),
    start: day,
    end: day,
    allDay: true,
  });

  it('draws a day of up to `rows` orders whole', () => {
    const day = [at(1, '10:00', '11:00'), at(2, '08:00', '09:00'), anyTime(3, '2026-11-26')];
    const { shown, hidden } = capPerDay(day, 3);
    expect(shown.map((event) => event.id).sort()).toEqual([1, 2, 3]);
    expect(hidden).toEqual([]);
  });

  it("keeps a fuller day's first orders (any time first, then by time) and one '+N more' for the rest", () => {
    const day = [
      at(1, '15:00', '16:00'),
      at(2, '08:00', '09:00'),
      at(3, '12:00', '13:00'),
      anyTime(4, '2026-11-26'),
      at(5, '08:00', '10:00', '2026-11-27'),
    ];
    const { shown, hidden } = capPerDay(day, 3);
    expect(shown.map((event) => event.id)).toEqual([4, 2, 5]);
    expect(hidden).toEqual([{ day: '2026-11-26', hour: null, ids: [3, 1] }]);
    expect(hiddenHourSpan(hidden[0])).toEqual({ start: '2026-11-26T23:58', end: '2026-11-26T23:59' });
  });

  it('a month of 2,000 orders draws at most `rows` events a day, every order drawn or counted', () => {
    const days = Array.from({ length: 42 }, (_, i) => `2026-11-${String(1 + (i % 30)).padStart(2, '0')}`);
    const orders = Array.from({ length: 2000 }, (_, i) =>
      at(i + 1, `${String(7 + (i % 14)).padStart(2, '0')}:00`, '22:00', days[i % days.length]),
    );
    const { shown, hidden } = capPerDay(orders, 3);
    const drawnPerDay = new Map<string, number>();
    for (const event of shown)
      drawnPerDay.set(event.start.slice(0, 10), (drawnPerDay.get(event.start.slice(0, 10)) ?? 0) + 1);
    for (const count of drawnPerDay.values()) expect(count).toBeLessThanOrEqual(2);
    expect(shown.length + hidden.reduce((sum, day) => sum + day.ids.length, 0)).toBe(2000);
  });
});
