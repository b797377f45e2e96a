import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import { Suspense, lazy } from 'react';
import { Alert, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../components/useFormat';
import { useRating } from '../displayFields';
import type { Partner } from '../../../providers/records/partner';
import { usePartnerStatistics } from '../usePartnerApi';
import { Figures, Heading } from './common';

const StatisticsChart = lazy(() => import('./StatisticsChart'));

export default function StatisticsTab({ record: partner }: ProfileTabProps<Partner>) {
  const translate = useTranslate();
  const format = useFormat();
  const formatRating = useRating();
  const { data: stats, error, isPending } = usePartnerStatistics(partner.id);
  if (error) return <Alert severity="error">{translate('app.errors.loadProblem')}</Alert>;
  if (isPending) return <Skeleton variant="rectangular" height={200} />;
  const s = (key: string) => `resources.partners.statistics.${key}`;
  return (
    <>
      <Figures
        items={[
          { label: s('totalOrders'), value: format.count(stats.totalOrders), testId: 'stat-totalOrders' },
          { label: s('averageRating'), value: formatRating(stats.averageRating) },
          { label: s('rating30'), value: formatRating(stats.rating30) },
          { label: s('ratingMonth'), value: formatRating(stats.ratingMonth) },
          { label: s('numberOfRatings'), value: format.count(stats.numberOfRatings) },
          { label: s('averageRatingsPerOrder'), value: format.decimal(stats.averageRatingsPerOrder) },
          { label: s('lowScoreOrders'), value: format.count(stats.lowScoreOrders) },
          { label: s('earnedByPartner'), value: format.money(stats.earnedByPartner) },
          { label: s('earnedForPlatform'), value: format.money(stats.earnedForPlatform) },
        ]}
      />
      <Heading>resources.partners.statistics.chart</Heading>
      <Suspense fallback={<Skeleton variant="rectangular" height={280} />}>
        <StatisticsChart months={stats.months} />
      </Suspense>
    </>
  );
}
