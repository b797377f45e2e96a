import { textLimit } from '../../components/textLimits';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
} from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { useChosenCustomer } from './CustomerSection';

/** VAT invoice: its fields are required only when an invoice is needed; filled from the customer's legal entity on request. */
export function InvoiceSection({ readOnly }: { readOnly?: boolean }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const needed = !!useWatch({ name: 'needVatInvoice' });
  const useCustomer = !!useWatch({ name: 'useCustomerDataForInvoice' });
  const customer = useChosenCustomer();
  const fill = (checked: boolean) => {
    setValue('useCustomerDataForInvoice', checked);
    if (!checked || !customer) return;
    const entity = customer.legalEntities[0] as Record<string, string> | undefined;
    const address = customer.addresses[0] as Record<string, string> | undefined;
    const invoice = entity
      ? {
          companyName: entity.companyName,
          taxNumber: entity.taxNumber,
          postcode: entity.postcode,
          address: entity.address,
          city: entity.city,
        }
      : {
          companyName: customer.name,
          taxNumber: '',
          postcode: address?.postcode,
          address: address ? `${address.street} ${address.house}` : '',
          city: address?.city,
        };
    setValue('invoice', invoice, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Box>
      <BooleanInput source="needVatInvoice" readOnly={readOnly} />
      {needed && (
        <>
          <FormControlLabel
            control={
              <Checkbox
                checked={useCustomer}
                disabled={readOnly || !customer}
                onChange={(event) => fill(event.target.checked)}
              />
            }
            label={translate('resources.orders.actions.useCustomerData')}
          />
          {!readOnly && (customer?.legalEntities.length ?? 0) > 0 && (
            <FormControl size="small" fullWidth={false} sx={{ minWidth: 320, my: 1, display: 'flex' }}>
              <InputLabel id="saved-entity-label">
                {translate('resources.orders.messages.savedEntity')}
              </InputLabel>
              <Select
                labelId="saved-entity-label"
                label={translate('resources.orders.messages.savedEntity')}
                value=""
                onChange={(event) => {
                  const entity = customer!.legalEntities.find((item) => item.id === event.target.value) as
                    Record<string, string> | undefined;
                  if (entity)
                    setValue(
                      'invoice',
                      {
                        companyName: entity.companyName,
                        taxNumber: entity.taxNumber,
                        postcode: entity.postcode,
                        address: entity.address,
                        city: entity.city,
                      },
                      { shouldDirty: true, shouldValidate: true },
                    );
                }}
              >
                {customer!.legalEntities.map((entity) => (
                  <MenuItem key={String(entity.id)} value={entity.id as number}>
                    {String(entity.companyName)} · {String(entity.taxNumber)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
            <TextInput
              source="invoice.companyName"
              {...textLimit('name')}
              label="resources.orders.fields.invoice.companyName"
              isRequired
              readOnly={readOnly}
            />
            <TextInput
              source="invoice.taxNumber"
              {...textLimit('line')}
              label="resources.orders.fields.invoice.taxNumber"
              isRequired
              readOnly={readOnly}
            />
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
            <TextInput
              source="invoice.address"
              {...textLimit('line')}
              label="resources.orders.fields.invoice.address"
              isRequired
              readOnly={readOnly}
            />
            <TextInput
              source="invoice.postcode"
              {...textLimit('line')}
              label="resources.orders.fields.invoice.postcode"
              isRequired
              readOnly={readOnly}
            />
            <TextInput
              source="invoice.city"
              {...textLimit('line')}
              label="resources.orders.fields.invoice.city"
              isRequired
              readOnly={readOnly}
            />
          </Stack>
        </>
      )}
    </Box>
  );
}
