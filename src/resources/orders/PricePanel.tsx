import { memo } from 'react';
import { Alert, Box, Divider, Paper, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../components/money';
import { MoneyInput } from '../../components/MoneyInput';
import { useCatalogue } from './useServicesAndLabels';
import { usePrice } from './OrderPrice';

/** One line of the panel, memoized: a change of price redraws the lines whose figure changed. */
const Row = memo(function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={1} sx={{ py: 0.25 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Stack>
  );
});

/**
 * Always in view beside the form: each line, the discount and which one, the address price, VAT, price,
 * full price and cleaning time. While calculatePrice is off the prices are entered by hand here.
 */
export function PricePanel() {
  const translate = useTranslate();
  const { format } = useMoney();
  const { serviceName, typeName } = useCatalogue();
  const auto = useWatch({ name: 'calculatePrice' }) !== false;
  const price = usePrice();

  const { hours, minutes } = price.cleaningTime;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby="price-panel-title"
      data-testid="price-panel"
    >
      <Typography id="price-panel-title" variant="h6" component="h2" gutterBottom>
        {translate('resources.orders.sections.price')}
      </Typography>
      {price.lines.map((line) => (
        <Row
          key={line.id}
          label={translate('resources.orders.messages.line', {
            name: serviceName(line.id),
            quantity: line.quantity,
          })}
          value={format(line.price)}
        />
      ))}
      <Divider sx={{ my: 1 }} />
      <Row
        label={translate('resources.orders.fields.discount')}
        value={`${price.discount ? `−${format(price.discount)}` : format(0)}`}
        testId="price-discount"
      />
      <Typography variant="caption" color="text.secondary" data-testid="price-discount-type">
        {translate(`resources.orders.discountTypes.${price.discountType}`)}
        {price.promocode &&
          ` · ${
            price.promocode.serviceType != null
              ? translate('resources.orders.flow.promocodeFor', {
                  code: price.promocode.code,
                  type: typeName(price.promocode.serviceType),
                })
              : price.promocode.code
          }`}
      </Typography>
      <Row
        label={translate('resources.orders.fields.addressPrice')}
        value={format(price.addressPrice)}
        testId="price-address"
      />
      {price.needVatInvoice && (
        <Row label={translate('resources.orders.messages.vat', { percent: price.vatPercent })} value="✓" />
      )}
      <Divider sx={{ my: 1 }} />
      {auto ? (
        <>
          <Row
            label={translate('resources.orders.fields.price')}
            value={format(price.price)}
            strong
            testId="price-price"
          />
          <Row
            label={translate('resources.orders.fields.fullPrice')}
            value={format(price.fullPrice)}
            testId="price-full"
          />
        </>
      ) : (
        <Box>
          <Alert severity="info" sx={{ my: 1 }}>
            {translate('resources.orders.messages.priceManual')}
          </Alert>
          <MoneyInput source="price" resource="orders" fullWidth />
          <MoneyInput source="fullPrice" resource="orders" fullWidth />
        </Box>
      )}
      <Row
        label={translate('resources.orders.fields.cleaningTime')}
        value={translate('resources.orders.messages.cleaningTime', { hours, minutes })}
        testId="price-time"
      />
    </Paper>
  );
}
