import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { useSession } from '../session/useSession';
import { useFormat } from '../components/useFormat';

const MONEY_FIGURES = new Set(['revenueMonth']);

/** The dashboard's figures come from the backend (admin/dashboard/summary), never from a page of rows. */
export default function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<AppDataProvider>();
  const format = useFormat();
  const { data, isPending, error } = useQuery({ queryKey: ['dashboard'], queryFn: () => dataProvider.dashboard() });
  const session = useSession();
  return (
    <>
      <Title title={translate('app.dashboard.title')} />
      <Typography variant="h4" component="h1" sx={{ mt: 2, mb: 0.5, fontWeight: 700 }}>
        {identity?.fullName ? translate('app.greeting', { name: identity.fullName }) : translate('app.dashboard.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.dashboard.subtitle', { location: session?.locationLabel ?? '' })}
      </Typography>
      {isPending ? (
        <Loading />
      ) : error ? (
        <Typography color="error">{translate('app.errors.loadProblem')}</Typography>
      ) : (
        <Grid container spacing={2}>
          {Object.entries(data ?? {}).map(([key, value]) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card>
                <CardContent>
                  <Typography variant="body2" color="text.secondary" component="h2">
                    {translate(`app.dashboard.${key}`)}
                  </Typography>
                  <Typography variant="h4" component="p" data-testid={`figure-${key}`}>
                    {MONEY_FIGURES.has(key) ? format.money(value) : format.count(value)}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
