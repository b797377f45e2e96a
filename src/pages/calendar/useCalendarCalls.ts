import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import type { TimeSlot } from '../../domain/timeSlots';
import type { CalendarEvent, CalendarFilter } from '../../providers/records/calendar';
import { fetchAndRead } from '../../routing/unreadAnswers';
import { daysShown, eventsQuery } from './eventsQuery';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

/** The calendar's backend calls, stable across renders (the library keeps the functions it was given). */
export function useCalendarCalls() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  // Through the app's query cache: the first view's events are the page's prefetched opening (src/pages/declared.ts),
  // every later fetch (another view, a filter, a refresh after a move) asks the backend.
  const events = useCallback(
    (start: Date, end: Date, filter: CalendarFilter) =>
      fetchAndRead(queryClient, eventsQuery(dataProvider, daysShown(start, end), filter)),
    [dataProvider, queryClient],
  );
  // The move names the version the calendar showed: an order someone changed meanwhile is refused, not overwritten.
  const move = useCallback(
    ({ id, version }: Pick<CalendarEvent, 'id' | 'version'>, date: string, time: TimeSlot | null) =>
      dataProvider.moveOrder({ id, version, date, ...(time ? { time } : {}) }),
    [dataProvider],
  );
  return useMemo(() => ({ events, move }), [events, move]);
}
