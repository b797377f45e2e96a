import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../components/money';
import { PAYMENT_STATUS } from '../../domain/statuses';
import { useFormat } from '../../components/useFormat';
import { PaymentChip, useDateLabel } from './fields';
import type { Order } from '../../providers/records/order';

/** The few facts a manager checks before completing or cancelling: who, when, where, how much, paid or not. */
export function OrderSummary({ order }: { order: Order }) {
  const translate = useTranslate();
  const { format } = useMoney();
  const dateLabel = useDateLabel();
  const { time: timeLabel } = useFormat();
  const rows: [string, string][] = [
    ['resources.orders.fields.customer', order.customer?.name ?? '—'],
    ['resources.orders.fields.dateTime', `${dateLabel(order.date)}, ${timeLabel(order.time)}`],
    ['resources.orders.fields.address', order.addressText || '—'],
    ['resources.orders.fields.price', format(order.price)],
    ...(order.certificateUsed
      ? ([
          ['resources.orders.fields.certificateUsed', format(order.certificateUsed)],
          ['resources.orders.fields.amountToPay', format(order.amountToPay)],
        ] as [string, string][])
      : []),
  ];
  return (
    <Box component="dl" data-testid="order-summary" sx={{ m: 0, mb: 1 }}>
      {rows.map(([label, value]) => (
        <Stack key={label} direction="row" spacing={1} sx={{ py: 0.25 }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
            {translate(label)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Stack>
      ))}
      <Stack direction="row" spacing={1} alignItems="center" sx={{ py: 0.25 }}>
        <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
          {translate('resources.orders.fields.paymentStatus')}
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          <PaymentChip paid={order.paymentStatus === PAYMENT_STATUS.paid} />
        </Box>
      </Stack>
    </Box>
  );
}
