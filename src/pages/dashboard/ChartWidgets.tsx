import { Skeleton } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { addDays } from '../../domain/isoDates';
import { LOAD_DAYS, recentRange } from '../../domain/dashboard';
import { links } from './links';
import { Widget } from './Widget';

// One chunk for the three charts (recharts), loaded after the page's first screen.
const charts = () => import('./charts');
const DailyChart = lazy(() => charts().then((module) => ({ default: module.DailyChart })));
const ServiceTypesChart = lazy(() => charts().then((module) => ({ default: module.ServiceTypesChart })));
const LoadChart = lazy(() => charts().then((module) => ({ default: module.LoadChart })));

const Lazy = ({ height, children }: { height: number; children: ReactNode }) => (
  <Suspense fallback={<Skeleton variant="rounded" height={height} aria-hidden />}>{children}</Suspense>
);

const lastDay = (dates: { date: string }[]) => dates.at(-1)?.date ?? '';

export const DailyWidget = () => (
  <Widget name="daily" to={(data) => links.analytics(recentRange(lastDay(data)))} height={260}>
    {(data) => (
      <Lazy height={260}>
        <DailyChart data={data} />
      </Lazy>
    )}
  </Widget>
);

export const ServiceTypesWidget = () => (
  <Widget
    name="serviceTypes"
    to={links.analytics(recentRange(new Date().toISOString().slice(0, 10)))}
    height={260}
  >
    {(data) => (
      <Lazy height={260}>
        <ServiceTypesChart data={data} />
      </Lazy>
    )}
  </Widget>
);

export const LoadWidget = () => (
  <Widget
    name="load"
    to={(data) => {
      const from = data[0]?.date ?? '';
      return links.load({ from, to: from ? addDays(from, LOAD_DAYS - 1) : '' });
    }}
    height={240}
  >
    {(data) => (
      <Lazy height={240}>
        <LoadChart data={data} />
      </Lazy>
    )}
  </Widget>
);
