import { errorKey } from './formValues';
import { Box, FormHelperText, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useInput, useTranslate } from 'react-admin';
import { useMoney } from '../../components/money';
import { useText } from '../../components/useText';
import type { OrderService } from '../../domain/orderRules';
import { RECORD_STATUS } from '../../domain/statuses';
import { useCatalogue } from './useCatalogue';
import type { CatalogueService } from '../../providers/records/order';

/** Services grouped by service type, each with a quantity stepper limited by the catalogue's max. */
export function ServicesInput({ readOnly }: { readOnly?: boolean }) {
  const translate = useTranslate();
  const text = useText();
  const { format } = useMoney();
  const { types, services } = useCatalogue();
  const { field, fieldState } = useInput({ source: 'services' });
  const chosen = (field.value ?? []) as OrderService[];
  const quantityOf = (id: number) => chosen.find((service) => service.id === id)?.quantity ?? 0;

  const setQuantity = (service: CatalogueService, quantity: number) => {
    const next = Math.max(0, Math.min(service.max || 1, Math.round(quantity) || 0));
    const others = chosen.filter((item) => item.id !== service.id);
    field.onChange(
      next > 0
        ? [
            ...others,
            {
              id: service.id as number,
              idServiceType: service.idServiceType,
              quantity: next,
              price: service.price,
              time: service.time,
              base: service.base,
            },
          ].sort((a, b) => a.id - b.id)
        : others,
    );
  };

  const activeTypes = types.filter(
    (type) => type.status === RECORD_STATUS.active || chosen.some((service) => service.idServiceType === type.id),
  );
  return (
    <Box role="group" aria-label={translate('resources.orders.fields.services')} data-testid="services-input">
      {activeTypes.map((type) => {
        const offered = services.filter(
          (service) =>
            service.idServiceType === type.id &&
            (service.status === RECORD_STATUS.active || quantityOf(service.id as number) > 0),
        );
        if (!offered.length) return null;
        return (
          <Box
            key={type.id}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 1.5, px: 1.5, py: 1 }}
          >
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {text(type.label)}
            </Typography>
            {offered.map((service) => {
              const name = text(service.label);
              const quantity = quantityOf(service.id as number);
              return (
                <Stack key={service.id} direction="row" alignItems="center" spacing={1} sx={{ py: 0.25 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: quantity ? 600 : 400 }}>
                      {name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {translate('resources.orders.messages.perUnit', {
                        price: format(service.price),
                        unit: translate(`resources.orders.units.${service.unit}`, { _: service.unit }),
                        time: service.time,
                      })}{' '}
                      · {translate('resources.orders.messages.max', { max: service.max })}
                    </Typography>
                  </Box>
                  <IconButton
                    size="small"
                    aria-label={translate('resources.orders.actions.decrease', { name })}
                    disabled={readOnly || quantity === 0}
                    onClick={() => setQuantity(service, quantity - 1)}
                  >
                    <RemoveIcon fontSize="small" />
                  </IconButton>
                  <TextField
                    size="small"
                    type="number"
                    value={quantity}
                    onChange={(event) => setQuantity(service, Number(event.target.value))}
                    slotProps={{
                      htmlInput: {
                        'aria-label': name,
                        min: 0,
                        max: service.max,
                        readOnly,
                        style: { textAlign: 'center', width: 48 },
                      },
                    }}
                    sx={{ width: 80 }}
                  />
                  <IconButton
                    size="small"
                    aria-label={translate('resources.orders.actions.increase', { name })}
                    disabled={readOnly || quantity >= (service.max || 1)}
                    onClick={() => setQuantity(service, quantity + 1)}
                  >
                    <AddIcon fontSize="small" />
                  </IconButton>
                </Stack>
              );
            })}
          </Box>
        );
      })}
      {errorKey(fieldState.error?.message) && (
        <FormHelperText error role="alert">
          {translate(errorKey(fieldState.error?.message)!)}
        </FormHelperText>
      )}
    </Box>
  );
}
