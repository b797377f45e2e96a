import { Box, Link as MuiLink, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useMoney } from '../../components/money';
import { useFormat } from '../../components/useFormat';
import type { CountWithOrders } from '../../domain/dashboardWidgets';
import { links } from './links';
import { Widget } from './Widget';

/** A count with the language's grouping ('2,552', '2 552'). */
function Figure({ value, note }: { value: number; note?: string }) {
  const format = useFormat();
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography variant="h4" component="p" data-testid="widget-count">
        {format.count(value)}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}

/** The count and the first orders of it, each a link to its details. */
function ShortList({ data }: { data: CountWithOrders }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <>
      <Figure value={data.count} />
      {data.orders.length ? (
        <List dense disablePadding>
          {data.orders.map((order) => (
            <ListItem key={order.id} disableGutters divider>
              <ListItemText
                primary={
                  <MuiLink component={Link} to={links.order(order.id)} underline="hover">
                    #{order.id} {order.customerName}
                  </MuiLink>
                }
                secondary={[
                  format.date(order.date, { weekday: true }),
                  format.time(order.timeText),
                  format.money(order.price),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{translate('dashboard.noOrders')}</Typography>
      )}
    </>
  );
}

const LIST_HEIGHT = 260;
const COUNT_HEIGHT = 48;

export const TodayWidget = () => (
  <Widget name="today" to={(data) => links.today(data.date)} height={LIST_HEIGHT}>
    {(data) => <ShortList data={data} />}
  </Widget>
);

export const NewOrdersWidget = () => (
  <Widget name="newOrders" to={links.newOrders()} height={LIST_HEIGHT}>
    {(data) => <ShortList data={data} />}
  </Widget>
);

export function UnpaidWidget() {
  const translate = useTranslate();
  const { format } = useMoney();
  return (
    <Widget name="unpaid" to={links.unpaid()} height={COUNT_HEIGHT}>
      {(data) => (
        <Figure value={data.count} note={translate('dashboard.total', { amount: format(data.amount) })} />
      )}
    </Widget>
  );
}

export const LowRatingWidget = () => (
  <Widget name="lowRating" to={(data) => links.lowRating(data.range)} height={COUNT_HEIGHT}>
    {(data) => <Figure value={data.count} note={`${data.range.from} – ${data.range.to}`} />}
  </Widget>
);

export function DebtWidget() {
  const translate = useTranslate();
  const { format } = useMoney();
  return (
    <Widget name="debt" to={links.debt()} height={COUNT_HEIGHT}>
      {(data) => (
        <Figure value={data.count} note={translate('dashboard.total', { amount: format(data.amount) })} />
      )}
    </Widget>
  );
}

export function LowStockWidget() {
  return (
    <Widget name="lowStock" to={links.lowStock()} height={COUNT_HEIGHT}>
      {(data) => <Figure value={data.count} />}
    </Widget>
  );
}
