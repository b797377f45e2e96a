import { Suspense, lazy } from 'react';
import { Alert, Grid, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../../components/money';
import { formatRating } from '../fields';
import type { Partner } from '../types';
import { usePartnerStatistics } from '../usePartnerApi';
import { Figure, Heading } from './common';

const StatisticsChart = lazy(() => import('./StatisticsChart'));

export default function StatisticsTab({ partner }: { partner: Partner }) {
  const translate = useTranslate();
  const { format } = useMoney();
  const { data: stats, error, isPending } = usePartnerStatistics(partner.id);
  if (error) return <Alert severity="error">{translate('app.errors.loadProblem')}</Alert>;
  if (isPending) return <Skeleton variant="rectangular" height={200} />;
  const s = (key: string) => `resources.partners.statistics.${key}`;
  return (
    <>
      <Grid container spacing={2}>
        <Figure label={s('totalOrders')} value={stats.totalOrders} testId="stat-totalOrders" />
        <Figure label={s('averageRating')} value={formatRating(stats.averageRating)} />
        <Figure label={s('rating30')} value={formatRating(stats.rating30)} />
        <Figure label={s('ratingMonth')} value={formatRating(stats.ratingMonth)} />
        <Figure label={s('numberOfRatings')} value={stats.numberOfRatings} />
        <Figure label={s('averageRatingsPerOrder')} value={stats.averageRatingsPerOrder.toFixed(2)} />
        <Figure label={s('lowScoreOrders')} value={stats.lowScoreOrders} />
        <Figure label={s('earnedByPartner')} value={format(stats.earnedByPartner)} />
        <Figure label={s('earnedForPlatform')} value={format(stats.earnedForPlatform)} />
      </Grid>
      <Heading>resources.partners.statistics.chart</Heading>
      <Suspense fallback={<Skeleton variant="rectangular" height={280} />}>
        <StatisticsChart months={stats.months} />
      </Suspense>
    </>
  );
}
