import { useCallback, useMemo } from 'react';

import type { TimeSlot } from '../../domain/timeSlots';
import type { CalendarEvent, CalendarFilter } from '../../providers/records/calendar';
import { dayOf } from './calendarEvents';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

/** The calendar's backend calls, stable across renders (the library keeps the functions it was given). */
export function useCalendarCalls() {
  const dataProvider = useAppDataProvider();
  const events = useCallback(
    // The library's range ends the day after the last one shown.
    (start: Date, end: Date, filter: CalendarFilter) =>
      dataProvider.calendarEvents({ from: dayOf(start), to: dayOf(new Date(end.getTime() - 1)), filter }),
    [dataProvider],
  );
  // The move names the version the calendar showed: an order someone changed meanwhile is refused, not overwritten.
  const move = useCallback(
    ({ id, version }: Pick<CalendarEvent, 'id' | 'version'>, date: string, time: TimeSlot | null) =>
      dataProvider.moveOrder({ id, version, date, ...(time ? { time } : {}) }),
    [dataProvider],
  );
  return useMemo(() => ({ events, move }), [events, move]);
}
