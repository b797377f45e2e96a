import type { DayOff } from '../../domain/daysOff';
import type { TimeSlot } from '../../domain/timeSlots';
import type { OrderServiceType } from './order';

/** One order as the calendar and the board show it: what the pure rules (calendarMoves.ts) need, plus its texts. */
export interface CalendarEvent {
  id: number;
  status: number;
  date: string | null;
  time: TimeSlot;
  timeText: string;
  cleaningTime: { fullMinutes: number };
  serviceTypes: OrderServiceType[];
  customerName: string;
  addressText: string;
  /** partner id -> name, for the partners on the order */
  partnerNames: Record<string, string>;
}

/** One row of the partners-by-day board. */
export interface BoardPartner {
  id: number;
  name: string;
  status: number;
  serviceTypes: number[];
  daysOff: DayOff[];
  orders: CalendarEvent[];
}

export interface CalendarBoard {
  /** the seven days of the week, Monday first */
  days: string[];
  partners: BoardPartner[];
  /** orders of the week with a service type still short of partners */
  unassigned: CalendarEvent[];
}
