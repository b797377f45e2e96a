import { PAYMENT_STATUS } from '../../domain/statuses';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Grid,
  Link,
  List as MuiList,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { MapView } from '../../components/map/MapView';
import { useMoney } from '../../components/money';
import { useFormat } from '../../components/useFormat';
import { usePaymentMethods } from '../../components/usePaymentMethods';
import { allowedActions } from '../../domain/orderStatus';
import { usePermission, useSession } from '../../session/useSession';
import { DateTimeCell, LabelChips, OrderStatusChip, PaymentChip, RateCell, statusKey } from './fields';
import { OrderActions } from './OrderActions';
import { RecordHistory } from '../../components/history/RecordHistory';
import { PartnersPanel } from './PartnersPanel';
import { SeriesPanel } from './SeriesPanel';
import { CatalogueProvider, todayIso, useCatalogue } from './useServicesAndLabels';
import { Item } from './Item';
import { PaymentFacts } from './PaymentFacts';
import { PriceBreakdown } from './PriceBreakdown';
import type { Order } from '../../providers/records/order';

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby={`details-${id}`}>
      <CardContent>
        <Typography id={`details-${id}`} variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function History({ order }: { order: Order }) {
  const translate = useTranslate();
  const format = useFormat();
  if (!order.history?.length)
    return <Typography variant="body2">{translate('resources.orders.messages.noHistory')}</Typography>;
  return (
    <MuiList dense data-testid="order-history">
      {[...order.history].reverse().map((entry, index) => (
        <ListItem key={index} disableGutters>
          <ListItemText
            primary={
              translate('resources.orders.messages.historyEntry', {
                action: translate(`resources.orders.history.${entry.action}`, { _: entry.action }),
                by: translate(`resources.orders.senders.${entry.by}`, { _: entry.by }),
              }) +
              (entry.to ? ` → ${translate(`resources.orders.status.${statusKey(entry.to)}`)}` : '') +
              (entry.note ? ` (${entry.note})` : '')
            }
            secondary={format.dateTime(entry.at)}
          />
        </ListItem>
      ))}
    </MuiList>
  );
}

function Details() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const { format } = useMoney();
  const permission = usePermission();
  const { labelById } = useCatalogue();
  const session = useSession();
  const when = useFormat().dateTime;
  const paymentMethod = usePaymentMethods().name;
  if (!order) return null;
  const address = order.address;
  const hasPoint = address.latitude != null && address.longitude != null;
  const editablePartners = allowedActions(order, todayIso(), permission).includes('partners');
  const partnerLabels = order.labels.filter((id) => labelById.get(id)?.visibility === 'partner');
  const managerLabels = order.labels.filter((id) => labelById.get(id)?.visibility !== 'partner');
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
        <Typography variant="h5" component="h2">
          {translate('resources.orders.name', { smart_count: 1 })} #{order.id}
        </Typography>
        <span data-testid="order-status">
          <OrderStatusChip status={order.status} />
        </span>
        <PaymentChip paid={order.paymentStatus === PAYMENT_STATUS.paid} />
      </Stack>
      {order.cancelReason && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('resources.orders.cancel.reason')}: {order.cancelReason}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Section id="main" title="resources.orders.sections.dateTime">
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Item label="resources.orders.fields.dateTime">
                  <DateTimeCell record={order} />
                </Item>
                <Item label="resources.orders.fields.periodicity">
                  {translate(`resources.orders.periodicity.${order.periodicity}`)}
                </Item>
                <Item label="resources.orders.fields.channel">
                  {translate(`resources.orders.channels.${order.channel}`)}
                </Item>
                <Item label="resources.orders.fields.createdAt">{when(order.createdAt)}</Item>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Item label="resources.orders.fields.customer">
                  {order.customer?.name ?? '—'}
                  <br />
                  {order.customer?.phone} {order.customer?.email ? `· ${order.customer.email}` : ''}
                  <br />
                  <Link component={RouterLink} to={`/customers/details/${order.customerId}/orders`}>
                    {translate('resources.orders.actions.customerOrders')}
                  </Link>
                </Item>
                {order.anotherPersonToContact?.name || order.anotherPersonToContact?.phone ? (
                  <Item label="resources.orders.fields.anotherPersonToContact" testId="order-contact-person">
                    {[order.anotherPersonToContact.name, order.anotherPersonToContact.phone]
                      .filter(Boolean)
                      .join(' · ')}
                  </Item>
                ) : null}
                <Item label="resources.orders.fields.rate">
                  <RateCell rate={order.rate} />
                  {order.review ? <em>“{order.review}”</em> : null}
                </Item>
              </Grid>
            </Grid>
          </Section>
          <Section id="address" title="resources.orders.sections.address">
            <Typography variant="body2" sx={{ mb: 1 }}>
              {order.addressText}
              {address.postcode ? `, ${address.postcode}` : ''}
              {address.entrance
                ? ` · ${translate('resources.orders.fields.address.entrance')} ${address.entrance}`
                : ''}
              {address.floor
                ? ` · ${translate('resources.orders.fields.address.floor')} ${address.floor}`
                : ''}
              {address.code ? ` · ${translate('resources.orders.fields.address.code')} ${address.code}` : ''}
              {order.privateHouse ? ` · ${translate('resources.orders.fields.privateHouse')}` : ''}
            </Typography>
            {hasPoint && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {address.latitude}, {address.longitude}
              </Typography>
            )}
            <MapView
              label={translate('resources.orders.sections.map')}
              center={
                hasPoint
                  ? { lat: Number(address.latitude), lng: Number(address.longitude) }
                  : { lat: session?.mapLatitude ?? 0, lng: session?.mapLongitude ?? 0 }
              }
              zoom={session?.mapZoom}
              polygons={(session?.polygons ?? []).map((polygon) => ({
                id: polygon.id,
                label: polygon.label,
                path: polygon.path,
              }))}
              marker={hasPoint ? { lat: Number(address.latitude), lng: Number(address.longitude) } : null}
              height={220}
            />
          </Section>
          <Section id="partners" title="resources.orders.sections.partners">
            <PartnersPanel order={order} editable={editablePartners} />
          </Section>
          {order.seriesId ? (
            <Section id="series" title="dispatch.series.title">
              <SeriesPanel order={order} />
            </Section>
          ) : null}
          <Section id="history" title="resources.orders.sections.history">
            <History order={order} />
            <RecordHistory resource="orders" id={order.id} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Section id="price" title="resources.orders.sections.price">
            <PriceBreakdown order={order} />
          </Section>
          <Section id="payment" title="resources.orders.sections.payment">
            <Item label="resources.orders.fields.paymentMethodId">
              {paymentMethod(order.paymentMethodId, order.paymentMethodLabel) || '—'}
            </Item>
            <PaymentFacts order={order} />
            {order.tips ? <Item label="resources.orders.fields.tips">{format(order.tips)}</Item> : null}
            {order.transport ? (
              <Item label="resources.orders.fields.transport">{format(order.transport)}</Item>
            ) : null}
            {order.cashPartnerId ? (
              <Item label="resources.orders.fields.cashPartnerId">
                {order.partnerNames?.[order.cashPartnerId] ?? `#${order.cashPartnerId}`}
              </Item>
            ) : null}
          </Section>
          <Section id="labels" title="resources.orders.fields.labels">
            <Item label="resources.orders.messages.partnerLabels">
              {partnerLabels.length ? <LabelChips ids={partnerLabels} /> : '—'}
            </Item>
            <Item label="resources.orders.messages.managerLabels">
              {managerLabels.length ? <LabelChips ids={managerLabels} /> : '—'}
            </Item>
          </Section>
          {order.needVatInvoice && order.invoice && (
            <Section id="invoice" title="resources.orders.sections.invoice">
              <Typography variant="body2">
                {order.invoice.companyName}
                <br />
                {order.invoice.taxNumber}
                <br />
                {order.invoice.address}, {order.invoice.postcode} {order.invoice.city}
              </Typography>
            </Section>
          )}
          <Section id="messages" title="resources.orders.sections.messages">
            {order.additionalInfo && (
              <Item label="resources.orders.fields.additionalInfo">{order.additionalInfo}</Item>
            )}
            {order.description && (
              <Item label="resources.orders.fields.description">{order.description}</Item>
            )}
            {order.messages?.length ? (
              order.messages.map((message, index) => (
                <Item
                  key={index}
                  label={`${translate(`resources.orders.senders.${message.from}`, { _: message.from })} · ${when(message.at)}`}
                >
                  {message.text}
                </Item>
              ))
            ) : !order.additionalInfo && !order.description ? (
              <Typography variant="body2">{translate('resources.orders.messages.noMessages')}</Typography>
            ) : null}
          </Section>
        </Grid>
      </Grid>
    </Box>
  );
}

export default function OrderShow() {
  return (
    <Show actions={<OrderActions />} component="div">
      <CatalogueProvider>
        <Details />
      </CatalogueProvider>
    </Show>
  );
}
