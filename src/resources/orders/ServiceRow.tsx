import { memo } from 'react';
import { Box, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../components/money';
import { useText } from '../../components/useText';
import type { ServiceOption } from '../../providers/records/order';

/**
 * One service of the catalogue with its unit price, time and a quantity stepper limited by its max. Memoized: a
 * change of one quantity redraws that row only, not the whole catalogue.
 */
export const ServiceRow = memo(function ServiceRow({
  service,
  quantity,
  readOnly,
  onChange,
}: {
  service: ServiceOption;
  quantity: number;
  readOnly?: boolean;
  onChange: (service: ServiceOption, quantity: number) => void;
}) {
  const translate = useTranslate();
  const text = useText();
  const { format } = useMoney();
  const name = text(service.label);
  return (
    <Stack direction="row" alignItems="center" spacing={1} sx={{ py: 0.25 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: quantity ? 600 : 400 }}>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('resources.orders.messages.perUnit', {
            price: format(service.price),
            unit: translate(`resources.services.units.${service.unit}`, { _: service.unit }),
            time: service.time,
          })}{' '}
          · {translate('resources.orders.messages.max', { max: service.max })}
        </Typography>
      </Box>
      <IconButton
        size="small"
        aria-label={translate('resources.orders.actions.decrease', { name })}
        disabled={readOnly || quantity === 0}
        onClick={() => onChange(service, quantity - 1)}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <TextField
        size="small"
        type="number"
        value={quantity}
        onChange={(event) => onChange(service, Number(event.target.value))}
        slotProps={{
          htmlInput: {
            'aria-label': name,
            min: 0,
            max: service.max,
            readOnly,
            style: { textAlign: 'center', width: 48 },
          },
        }}
        // The theme widens every text field to the row on a phone; a stepper's number keeps its width (twice the
        // class, to outrank that rule), so the service's name and price keep the row.
        sx={{ '&&': { width: 80, flexShrink: 0 } }}
      />
      <IconButton
        size="small"
        aria-label={translate('resources.orders.actions.increase', { name })}
        disabled={readOnly || quantity >= (service.max || 1)}
        onClick={() => onChange(service, quantity + 1)}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
});
