import { useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  TextInput,
} from 'react-admin';
import { SimpleForm } from '../../components/forms/Form';
import { FormToolbar } from '../../components/FormToolbar';
import { numberLimit, textLimit } from '../../components/textLimits';
import { useText } from '../../components/useText';
import { PARTNER_MOVEMENTS, validateMovement, type Movement } from '../../domain/warehouse';
import { RECORD_STATUS } from '../../domain/statuses';
import { kindChoices } from './fields';
import type { WarehouseItem } from './types';

const today = () => new Date().toISOString().slice(0, 10);

const validate = (values: Record<string, unknown>) =>
  validateMovement({
    ...values,
    quantity: values.quantity == null || values.quantity === '' ? undefined : Number(values.quantity),
  });

/** The partner (issued and returned only) and, for a return, whether it follows the partner's dismissal. */
function PartnerInputs() {
  const kind = useWatch({ name: 'kind' }) as Movement['kind'] | undefined;
  if (!kind || !PARTNER_MOVEMENTS.includes(kind)) return null;
  return (
    <>
      <ReferenceInput source="partnerId" reference="partners">
        <AutocompleteInput filterToQuery={(q: string) => ({ q })} isRequired sx={{ minWidth: 320 }} />
      </ReferenceInput>
      {kind === 'returned' && (
        <BooleanInput
          source="afterDismissal"
          helperText="resources.warehouse/movements.helpers.afterDismissal"
        />
      )}
    </>
  );
}

/** A new movement: the backend moves the stock and refuses one that would take it below zero. */
export function MovementForm() {
  const text = useText();
  return (
    <SimpleForm
      toolbar={<FormToolbar />}
      validate={validate}
      defaultValues={{ kind: 'received', date: today(), afterDismissal: false }}
      sx={{ maxWidth: 720 }}
    >
      <ReferenceInput
        source="itemId"
        reference="warehouse"
        perPage={200}
        filter={{ status: [RECORD_STATUS.active, RECORD_STATUS.inactive] }}
      >
        <AutocompleteInput
          optionText={(item: WarehouseItem) => `${item.sku} — ${text(item.name)} (${item.quantity})`}
          filterToQuery={(q: string) => ({ q })}
          isRequired
          sx={{ minWidth: 320 }}
        />
      </ReferenceInput>
      <RadioButtonGroupInput source="kind" choices={kindChoices} />
      <NumberInput source="quantity" step={1} isRequired {...numberLimit('count')} />
      <PartnerInputs />
      <DateInput source="date" isRequired />
      <TextInput source="note" multiline minRows={2} fullWidth {...textLimit('text')} />
    </SimpleForm>
  );
}
