import { Link as MuiLink, List, ListItem, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { StatusChip } from '../../components/status';
import { useFormat } from '../../components/useFormat';
import { ORDER_STATUSES } from '../../domain/statuses';
import type { Order, SeriesVisit } from '../../providers/records/order';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { SeriesActions } from './SeriesActions';

function VisitRow({ visit, current }: { visit: SeriesVisit; current: boolean }) {
  const translate = useTranslate();
  const format = useFormat();
  const partners = Object.values(visit.partnerNames);
  return (
    <ListItem disableGutters data-testid="series-visit" aria-current={current ? 'true' : undefined}>
      <Stack
        direction="row"
        spacing={1}
        alignItems="center"
        flexWrap="wrap"
        useFlexGap
        sx={{ width: '100%' }}
      >
        <MuiLink
          component={Link}
          to={`/orders/details/${visit.id}`}
          sx={{ fontWeight: current ? 700 : 400, minWidth: 170 }}
        >
          {`${format.date(visit.date, { weekday: true })}, ${format.time(visit.time)}`}
        </MuiLink>
        <StatusChip statuses={ORDER_STATUSES} value={visit.status} />
        <Typography variant="body2" color="text.secondary">
          {partners.length ? partners.join(', ') : translate('dispatch.series.noPartner')}
        </Typography>
        <Typography variant="body2" sx={{ ml: 'auto' }}>
          {format.money(visit.price)}
        </Typography>
      </Stack>
    </ListItem>
  );
}

/** The series an order is a visit of: its state, the visits done and the next ones (the horizon's). */
export function SeriesPanel({ order }: { order: Order }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const format = useFormat();
  const { data, isPending, error } = useQuery({
    queryKey: ['orders', 'series', order.seriesId, order.id, order.version],
    queryFn: () => dataProvider.orderSeries({ id: order.id }),
  });
  if (isPending) return <Typography role="status">{translate('ra.page.loading')}</Typography>;
  if (error || !data) return <Typography color="error">{translate('app.errors.loadProblem')}</Typography>;
  const today = new Date().toISOString().slice(0, 10);
  const past = data.visits.filter((visit) => (visit.date ?? '') < today);
  const next = data.visits.filter((visit) => (visit.date ?? '') >= today);
  const group = (title: string, visits: SeriesVisit[], testId: string) => (
    <section aria-label={translate(title)} data-testid={testId}>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {`${translate(title)} (${format.count(visits.length)})`}
      </Typography>
      {visits.length ? (
        <List dense disablePadding>
          {visits.map((visit) => (
            <VisitRow key={visit.id} visit={visit} current={visit.id === order.id} />
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('dispatch.series.none')}
        </Typography>
      )}
    </section>
  );
  return (
    <Stack data-testid="order-series">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('dispatch.series.summary', {
          periodicity: translate(`resources.orders.periodicity.${data.periodicity}`),
          status: translate(`dispatch.series.status.${data.status}`),
          start: format.date(data.startDate),
          smart_count: Math.round(data.horizonDays / 7),
        })}
      </Typography>
      <SeriesActions order={order} series={data} />
      {group('dispatch.series.next', next, 'series-next')}
      {group('dispatch.series.past', past, 'series-past')}
    </Stack>
  );
}
