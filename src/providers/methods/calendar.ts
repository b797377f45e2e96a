import { endpointMethod } from '../wire';

/** The calendar's reads (src/api/contract/calendar.ts); its moves are the orders' (`moveOrder`). */
export const calendarMethods = {
  /** the orders of a range of days (at most 62), through the order list's filters */
  calendarEvents: endpointMethod('admin/calendar/events'),
  /** partners by day for the week of `weekStart` */
  calendarBoard: endpointMethod('admin/calendar/board'),
  /** a partner's absence: the visits it hits, each with suggested partners (a preview; nothing is assigned) */
  calendarCover: endpointMethod('admin/calendar/cover'),
};
