import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadProblem } from '../dashboard/Widget';
import { FigureCards } from './FigureCards';
import { PeriodTable } from './PeriodTable';
import { RangeBar } from './RangeBar';
import { summaryQuery } from './summaryQuery';
import { useFigureFormat } from './format';
import { useAnalyticsParams } from './useAnalyticsParams';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

// recharts arrives after the figures, in a chunk of its own.
const AnalyticsCharts = lazy(() => import('./charts'));

/**
 * /analytics and /analytics/{page}: the figures of a date range against the previous period, charts, and the
 * paged table per day, week or month with data.csv. Managers and admins read it; nothing here writes.
 */
export default function AnalyticsPage() {
  const translate = useTranslate();
  const format = useFigureFormat();
  const dataProvider = useAppDataProvider();
  const location = useLocation();
  const { params, go } = useAnalyticsParams();
  const { range, unit, problem } = params;
  const { data, isPending, error } = useQuery({
    ...summaryQuery(dataProvider, range, unit),
    enabled: !problem,
  });
  // A non-integer page goes back to the list, as on every list route (spec section 5).
  if (params.badPage) return <Navigate to={`/analytics${location.search}`} replace />;
  const empty = !!data && data.current.orders === 0;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('analytics.title')} />
      <Typography variant="h4" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {translate('analytics.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="analytics-range">
        {format.range(range.from, range.to)}
        {data &&
          ` · ${translate('analytics.comparedWith', {
            from: format.day(data.previous.range.from),
            to: format.day(data.previous.range.to),
          })}`}
      </Typography>
      <RangeBar params={params} go={go} canExport={!!data && !empty} />
      {problem ? (
        <Alert severity="warning">{translate(problem)}</Alert>
      ) : isPending ? (
        <Skeleton variant="rounded" height={320} aria-hidden />
      ) : error || !data ? (
        <LoadProblem />
      ) : empty ? (
        <Alert severity="info">{translate('analytics.empty')}</Alert>
      ) : (
        <>
          <FigureCards summary={data} />
          <Suspense fallback={<Skeleton variant="rounded" height={320} aria-hidden sx={{ mb: 3 }} />}>
            <AnalyticsCharts summary={data} />
          </Suspense>
          <PeriodTable params={params} go={go} />
        </>
      )}
    </Box>
  );
}
