import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/types';

/** calendarData: each day's availability and discount for the next 60 days (cached for the form's life). */
export function useCalendarData() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['orders', 'calendarData'],
    queryFn: () => dataProvider.calendarData(),
    staleTime: 60_000,
  });
}
