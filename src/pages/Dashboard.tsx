import { Grid, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { useSession } from '../session/useSession';
import { DailyWidget, LoadWidget, ServiceTypesWidget } from './dashboard/ChartWidgets';
import {
  DebtWidget,
  LowStockWidget,
  LowRatingWidget,
  NewOrdersWidget,
  TodayWidget,
  UnpaidWidget,
} from './dashboard/CountWidgets';

/**
 * The dashboard: each widget asks the backend for its own figures (admin/dashboard/widget), never counts a page of
 * rows, and links to the filtered list it summarises; one failing widget leaves the others standing.
 */
export default function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const session = useSession();
  return (
    <>
      <Title title={translate('app.dashboard.title')} />
      <Typography variant="h4" component="h2" sx={{ mt: 2, mb: 0.5, fontWeight: 700 }}>
        {identity?.fullName
          ? translate('app.greeting', { name: identity.fullName })
          : translate('app.dashboard.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.dashboard.subtitle', { location: session?.locationLabel ?? '' })}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <UnpaidWidget />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <LowRatingWidget />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <DebtWidget />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <LowStockWidget />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TodayWidget />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <NewOrdersWidget />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <DailyWidget />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <ServiceTypesWidget />
        </Grid>
        <Grid size={12}>
          <LoadWidget />
        </Grid>
      </Grid>
    </>
  );
}
