import { useQuery } from '@tanstack/react-query';

import { useAppDataProvider } from '../../providers/useAppDataProvider';

/** calendarData: each day's availability and discount for the next 60 days (cached for the form's life). */
export function useCalendarData() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['orders', 'calendarData'],
    queryFn: () => dataProvider.calendarData(),
    staleTime: 60_000,
  });
}
