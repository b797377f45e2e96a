/** The calendar's records are declared once, in the API contract. */
export type {
  BoardPartner,
  CalendarBoard,
  CalendarEvent,
  CalendarFilter,
  CoverVisit,
} from '../../api/contract/calendar';
