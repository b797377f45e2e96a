/**
 * Between the orders the backend answers and the calendar library's events: an order with a fixed time is a
 * timed event as long as its cleaning time; 'any time' and 'clarify the day before' are all-day events. A drop
 * is read back into the new day and time slot the backend's move takes.
 */
import { timeSpan } from '../../domain/calendarMoves';
import { isReadOnly } from '../../domain/orderStatus';
import type { TimeSlot } from '../../domain/timeSlots';
import type { CalendarEvent } from '../../providers/records/calendar';
import { dayOf } from './eventsQuery';

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The library's event input for an order, coloured by the caller. */
export interface EventShape {
  id: number;
  start: string;
  end: string;
  allDay: boolean;
  title: string;
  editable: boolean;
  startEditable: boolean;
}

/** Shortest a timed event is drawn, so a one-line order stays readable and clickable. */
const MIN_DRAWN_MINUTES = 30;

export function toEventShape(order: CalendarEvent): EventShape | null {
  if (!order.date) return null;
  const title = `#${order.id} ${order.customerName}`.trim();
  const editable = !isReadOnly(order.status);
  const span = timeSpan(order);
  if (!span)
    return {
      id: order.id,
      start: order.date,
      end: order.date,
      allDay: true,
      title,
      editable,
      startEditable: editable,
    };
  const end = Math.min(24 * 60 - 1, Math.max(span.end, span.start + MIN_DRAWN_MINUTES));
  return {
    id: order.id,
    start: `${order.date}T${clock(span.start)}`,
    end: `${order.date}T${clock(end)}`,
    allDay: false,
    title,
    editable,
    startEditable: editable,
  };
}

/**
 * Where a dragged order landed. In the month view only the day changes (`time` null: the order keeps its time);
 * in a time grid, the all-day row means 'any time' unless the order already had one of the two flags.
 */
export function dropTarget(
  order: Pick<CalendarEvent, 'time'>,
  drop: { start: Date; allDay: boolean; viewType: string },
): { date: string; time: TimeSlot | null } {
  const date = dayOf(drop.start);
  if (drop.viewType.startsWith('dayGrid')) return { date, time: null };
  if (drop.allDay) {
    const keep = order.time.any || order.time.specify;
    return { date, time: keep ? null : { hour: null, minute: null, any: true, specify: false } };
  }
  return {
    date,
    time: { hour: drop.start.getHours(), minute: drop.start.getMinutes(), any: false, specify: false },
  };
}

/** An event's time (when it has one) and title, in the library's own classes. */
export function eventContent(timeText: string, title: string): Node[] {
  const nodes: Node[] = [];
  if (timeText) {
    const time = document.createElement('time');
    time.className = 'ec-event-time';
    time.textContent = timeText;
    nodes.push(time);
  }
  const heading = document.createElement('div');
  heading.className = 'ec-event-title';
  heading.textContent = title;
  nodes.push(heading);
  return nodes;
}
