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

/** The orders of an hour of a day that were not drawn: shown as one "+N more" event over that hour. */
export interface HiddenHour {
  /** YYYY-MM-DD */
  day: string;
  /** 0-23, the hour the hidden orders start in */
  hour: number;
  ids: number[];
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

/** A hidden hour's "+N more" event spans that hour (to 23:59 at most), so two of them never sit side by side. */
export const hiddenHourSpan = ({ day, hour }: HiddenHour) => ({
  start: `${day}T${pad(hour)}:00`,
  end: hour >= 23 ? `${day}T23:59` : `${day}T${pad(hour + 1)}:00`,
});
