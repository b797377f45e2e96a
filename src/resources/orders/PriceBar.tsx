import { Box, Stack, Typography } from '@mui/material';
import { Toolbar, useTranslate } from 'react-admin';
import { SaveButton } from '../../components/SaveButton';
import { useWatch } from 'react-hook-form';
import { useMoney } from '../../components/money';
import { usePrice } from './OrderPrice';

/**
 * The order form's bottom bar, sticky so the price, the cleaning time and Save stay in view however long the
 * form is (1440 x 900 and 390 x 844 alike). The full breakdown stays in the price panel.
 */
export function PriceBar({ saveLabel }: { saveLabel?: string }) {
  return (
    <Toolbar
      data-testid="price-bar"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 3,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        justifyContent: 'space-between',
        gap: 2,
        px: { xs: 1.5, md: 2 },
      }}
    >
      <BarFigures />
      <SaveButton label={saveLabel} />
    </Toolbar>
  );
}

/** The bar's price and cleaning time: a change of price redraws these, not the toolbar and its Save. */
function BarFigures() {
  const translate = useTranslate();
  const { format } = useMoney();
  const price = usePrice();
  // The price entered by hand while calculatePrice is off, else null: the calculated price's own writes into the
  // form (OrderPriceProvider) do not redraw the bar a second time.
  const manual = useWatch({
    name: ['calculatePrice', 'price'],
    compute: ([calculate, entered]: [boolean | undefined, number | undefined]) =>
      calculate === false ? (entered ?? 0) : null,
  });
  const { hours, minutes } = price.cleaningTime;
  return (
    <Stack direction="row" spacing={{ xs: 1.5, sm: 3 }} alignItems="baseline" aria-live="polite">
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('resources.orders.fields.price')}
        </Typography>
        <Typography variant="h6" component="div" data-testid="bar-price" sx={{ lineHeight: 1.2 }}>
          {format(manual ?? price.price)}
        </Typography>
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('resources.orders.fields.cleaningTime')}
        </Typography>
        <Typography variant="body1" component="div" data-testid="bar-time" sx={{ lineHeight: 1.5 }}>
          {translate('resources.orders.messages.cleaningTime', { hours, minutes })}
        </Typography>
      </Box>
    </Stack>
  );
}
