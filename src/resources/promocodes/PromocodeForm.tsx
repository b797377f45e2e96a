import { textLimit } from '../../components/textLimits';
import { Alert } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  DateInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  TextInput,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { SimpleForm } from '../../components/forms/Form';
import { FormToolbar } from '../../components/FormToolbar';
import { MoneyInput } from '../../components/MoneyInput';
import { StatusInput } from '../../components/status';
import { useText, type Texts } from '../../components/useText';
import { PROMOCODE_DEFAULTS, isLocked, validatePromocode } from '../../domain/promocode';
import { RECORD_STATUS } from '../../domain/statuses';
import { typeChoices } from './fields';
import type { Promocode } from './types';

const validate = (values: Record<string, unknown>) => validatePromocode(values);

function ValueInput({ readOnly }: { readOnly: boolean }) {
  const type = useWatch({ name: 'type' });
  return type === 'amount' ? (
    <MoneyInput source="value" readOnly={readOnly} />
  ) : (
    <NumberInput source="value" step={1} readOnly={readOnly} InputProps={{ endAdornment: '%' }} />
  );
}

/** Services of the chosen types, grouped by their service type. */
function ServicesInput({ readOnly }: { readOnly: boolean }) {
  const text = useText();
  const { data: types = [] } = useGetList('services/types', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  const typeLabel = (id: unknown) => text(types.find((type) => type.id === id)?.label as Texts);
  return (
    <ReferenceArrayInput
      source="services"
      reference="services"
      perPage={200}
      sort={{ field: 'adminOrder', order: 'ASC' }}
      filter={{ status: RECORD_STATUS.active }}
    >
      <AutocompleteArrayInput
        optionText={(service: { label: Texts }) => text(service.label)}
        groupBy={(service) => typeLabel(service.idServiceType)}
        helperText="resources.promocodes.helpers.services"
        readOnly={readOnly}
        filterToQuery={(q: string) => ({ q })}
      />
    </ReferenceArrayInput>
  );
}

/** One form for add and edit; once orders use the code, only its status and end date can change. */
export function PromocodeForm() {
  const record = useRecordContext<Promocode>();
  const translate = useTranslate();
  const text = useText();
  const locked = isLocked(record);
  return (
    <SimpleForm
      toolbar={<FormToolbar />}
      validate={validate}
      defaultValues={PROMOCODE_DEFAULTS}
      sx={{ maxWidth: 720 }}
    >
      {locked && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="locked-hint">
          {translate('app.lockedHint', { smart_count: record?.numberOfOrders ?? 0 })}
        </Alert>
      )}
      <TextInput
        source="code"
        readOnly={locked}
        parse={(value: string) => value.toUpperCase()}
        isRequired
        {...textLimit('line')}
      />
      <StatusInput />
      <RadioButtonGroupInput source="type" choices={typeChoices} readOnly={locked} />
      <ValueInput readOnly={locked} />
      <NumberInput
        source="numberOfUses"
        step={1}
        readOnly={locked}
        helperText="resources.promocodes.helpers.numberOfUses"
      />
      <DateInput source="dateFrom" readOnly={locked} />
      <DateInput source="dateTo" />
      <ReferenceArrayInput
        source="serviceTypes"
        reference="services/types"
        perPage={100}
        sort={{ field: 'id', order: 'ASC' }}
      >
        <AutocompleteArrayInput optionText={(type: { label: Texts }) => text(type.label)} readOnly={locked} />
      </ReferenceArrayInput>
      <ServicesInput readOnly={locked} />
    </SimpleForm>
  );
}
