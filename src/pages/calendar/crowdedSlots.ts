/**
 * A busy hour in the week and day views (issue #30): the library lays overlapping events side by side with no
 * limit, and today's 160 orders became 3-pixel columns reading "0", "#", "J". Its time grid has no "+N more" (only
 * the month view has `dayMaxEvents`), so the events are limited here, before the library gets them: a day column
 * holds as many orders side by side as fit at a readable width, and the rest of each hour becomes one "+N more"
 * event, which opens the list of that hour's orders.
 */
import type { EventShape } from './calendarEvents';

/** Narrowest an order is drawn in a time grid: its time and number stay on one line. */
export const MIN_EVENT_PX = 72;

/** How many events fit side by side in a day column this wide (at least one). */
export const lanesFor = (columnPx: number) => Math.max(1, Math.floor(columnPx / MIN_EVENT_PX));

/**
 * The orders of an hour of a day that were not drawn: shown as one "+N more" event over that hour. In the month
 * view (`hour` null) the orders of the whole day that did not fit its cell: one "+N more" event at its end.
 */
export interface HiddenHour {
  /** YYYY-MM-DD */
  day: string;
  /** 0-23, the hour the hidden orders start in; null for the whole day (month view) */
  hour: number | null;
  ids: number[];
}

/**
 * Orders drawn in a month view's day cell before its "+N more": three rows, so a week of the month stays short
 * and six of them fit a laptop's screen (the month view is as tall as its weeks).
 * The library's own `dayMaxEvents` draws every event and measures each to hide the overflow, which took seconds
 * for a month of ~850 orders (a layout per event); a month gets at most this many events per day instead.
 */
export const MONTH_DAY_ROWS = 3;

const byStart = (a: EventShape, b: EventShape) =>
  Number(b.allDay) - Number(a.allDay) || a.start.localeCompare(b.start) || a.id - b.id;

/**
 * The month view's events: a day with at most `rows` orders is drawn whole; a fuller one draws its first
 * `rows - 1` (all-day orders first, then by time) and counts the rest in one "+N more" for the day.
 */
export function capPerDay(
  shapes: readonly EventShape[],
  rows: number,
): { shown: EventShape[]; hidden: HiddenHour[] } {
  const byDay = new Map<string, EventShape[]>();
  for (const shape of shapes) {
    const day = shape.start.slice(0, 10);
    const events = byDay.get(day);
    if (events) events.push(shape);
    else byDay.set(day, [shape]);
  }
  const shown: EventShape[] = [];
  const hidden: HiddenHour[] = [];
  for (const [day, events] of byDay) {
    if (events.length <= rows) {
      shown.push(...events);
      continue;
    }
    events.sort(byStart);
    const kept = Math.max(0, rows - 1);
    shown.push(...events.slice(0, kept));
    hidden.push({ day, hour: null, ids: events.slice(kept).map((event) => event.id) });
  }
  return { shown, hidden };
}

/** The most events of `events` (sorted by start) going on at the same moment. */
function mostAtOnce(events: readonly EventShape[]): number {
  let most = 0;
  const ends: string[] = [];
  for (const event of events) {
    const going = ends.filter((end) => end > event.start);
    going.push(event.end);
    ends.splice(0, ends.length, ...going);
    most = Math.max(most, going.length);
  }
  return most;
}

/**
 * The events to draw, and per day and hour the ones left out. A day whose orders all fit in `lanes` columns is
 * drawn whole; a crowded one keeps one column for its "+N more" events, and draws its orders (earliest first) in
 * the others while they fit. All-day events are drawn as they are (their row scrolls).
 */
export function collapseCrowded(
  shapes: readonly EventShape[],
  lanes: number,
): { shown: EventShape[]; hidden: HiddenHour[] } {
  const shown: EventShape[] = [];
  const hidden = new Map<string, HiddenHour>();
  const byDay = new Map<string, EventShape[]>();
  for (const shape of shapes) {
    if (shape.allDay) shown.push(shape);
    else {
      const day = shape.start.slice(0, 10);
      byDay.set(day, [...(byDay.get(day) ?? []), shape]);
    }
  }
  for (const [day, events] of byDay) {
    events.sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end) || a.id - b.id);
    if (mostAtOnce(events) <= lanes) {
      shown.push(...events);
      continue;
    }
    const columns = lanes - 1;
    let ends: string[] = [];
    for (const event of events) {
      ends = ends.filter((end) => end > event.start);
      if (ends.length < columns) {
        shown.push(event);
        ends.push(event.end);
        continue;
      }
      const hour = Number(event.start.slice(11, 13));
      const key = `${day} ${hour}`;
      const slot = hidden.get(key) ?? { day, hour, ids: [] };
      slot.ids.push(event.id);
      hidden.set(key, slot);
    }
  }
  return { shown, hidden: [...hidden.values()] };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A hidden hour's "+N more" event spans that hour (to 23:59 at most), so two of them never sit side by side; a
 * hidden day's is its last minute, so the month view draws it after the day's orders.
 */
export const hiddenHourSpan = ({ day, hour }: HiddenHour) =>
  hour === null
    ? { start: `${day}T23:58`, end: `${day}T23:59` }
    : {
        start: `${day}T${pad(hour)}:00`,
        end: hour >= 23 ? `${day}T23:59` : `${day}T${pad(hour + 1)}:00`,
      };
