import { Badge } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { LOW_RATES, NEW_REVIEW_DAYS } from '../domain/orderStatus';
import { addDays } from '../domain/isoDates';

const isoToday = () => new Date().toISOString().slice(0, 10);

/** How many low ratings came in lately (orders of the last NEW_REVIEW_DAYS days rated 1-3): the bell's badge. */
export function useNewLowRatings() {
  const today = isoToday();
  const { total } = useGetList(
    'reviews',
    {
      pagination: { page: 1, perPage: 1 },
      filter: { rates: [...LOW_RATES], date_gte: addDays(today, -NEW_REVIEW_DAYS), date_lte: today },
    },
    { staleTime: 60_000 },
  );
  return total ?? 0;
}

/** The bell's icon with its count, and the button's name that says the count to a screen reader. */
export function useNotifications(): { label: string; badge: (icon: ReactNode) => ReactNode } {
  const translate = useTranslate();
  const count = useNewLowRatings();
  return {
    label: count
      ? `${translate('app.notifications')}: ${translate('app.newLowRatings', { smart_count: count })}`
      : translate('app.notifications'),
    badge: (icon) => (
      <Badge badgeContent={count} color="error" max={99}>
        {icon}
      </Badge>
    ),
  };
}
