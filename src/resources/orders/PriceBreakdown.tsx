import { Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../components/money';
import { lineOf } from '../../domain/priceLines';
import type { Order } from '../../providers/records/order';
import { useSession } from '../../session/useSession';
import { useCatalogue } from './useServicesAndLabels';

/**
 * The order details' price: each service's line as the pricing module computes it, the discount, VAT and totals,
 * then a gift certificate's part and the amount still to pay (computed by the backend with src/domain/amountToPay.ts).
 */
export function PriceBreakdown({ order }: { order: Order }) {
  const translate = useTranslate();
  const { format } = useMoney();
  const { serviceName, serviceById } = useCatalogue();
  const session = useSession();
  const settings = { privateHouseCoefficient: session?.privateHouseCoefficient ?? 1 };
  const row = (label: string, value: string, strong = false, testId?: string) => (
    <Stack direction="row" justifyContent="space-between" sx={{ py: 0.25 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
  return (
    <Box>
      {order.services.map((service) => {
        const line = lineOf(
          { ...service, fixPrice: serviceById.get(service.id)?.fixPrice },
          { privateHouse: order.privateHouse, settings },
        );
        return (
          <Box key={service.id}>
            {row(
              translate('resources.orders.messages.line', {
                name: serviceName(service.id),
                quantity: service.quantity,
              }),
              format(line.price),
            )}
          </Box>
        );
      })}
      <Divider sx={{ my: 1 }} />
      {row(
        `${translate('resources.orders.fields.discount')} (${translate(`resources.orders.discountTypes.${order.discountType}`)})`,
        order.discount ? `−${format(order.discount)}` : format(0),
      )}
      {row(translate('resources.orders.fields.addressPrice'), format(order.addressPrice))}
      {order.needVatInvoice &&
        row(translate('resources.orders.messages.vat', { percent: session?.vatPercentage ?? 0 }), '✓')}
      {row(translate('resources.orders.fields.price'), format(order.price), true, 'details-price')}
      {row(
        translate('resources.orders.fields.fullPrice'),
        format(order.fullPrice),
        false,
        'details-full-price',
      )}
      {order.certificateUsed ? (
        <>
          {row(
            `${translate('resources.orders.fields.certificateCode')} ${order.certificateCode ?? ''}`.trim(),
            `−${format(order.certificateUsed)}`,
            false,
            'details-certificate-used',
          )}
          {row(
            translate('resources.orders.fields.amountToPay'),
            format(order.amountToPay),
            true,
            'details-amount-to-pay',
          )}
        </>
      ) : null}
      {row(
        translate('resources.orders.fields.cleaningTime'),
        translate('resources.orders.messages.cleaningTime', {
          hours: order.cleaningTime.hours,
          minutes: order.cleaningTime.minutes,
        }),
      )}
    </Box>
  );
}
