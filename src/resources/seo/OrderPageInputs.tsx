import { useFormContext, useWatch } from 'react-hook-form';
import { Chip } from '@mui/material';
import {
  AutocompleteArrayInput,
  ReferenceArrayField,
  ReferenceArrayInput,
  SingleFieldList,
  useGetList,
  useRecordContext,
} from 'react-admin';
import { ToggleSelectInput } from '../../components/content/ToggleSelectInput';
import { FieldValue, titleOf } from '../../components/content/fieldRenderers';
import { useText, type Texts } from '../../components/useText';
import { chooseOrderPageType } from './orderPageType';

/** The page's service type: choosing it again clears it, and any change clears the chosen services. */
export function OrderPageTypeInput() {
  const text = useText();
  const { getValues, setValue } = useFormContext();
  const { data = [] } = useGetList<{ id: number; label: Texts }>('services/types', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'id', order: 'ASC' },
  });
  return (
    <ToggleSelectInput
      source="idServiceType"
      choices={data.map((type) => ({ id: type.id, name: text(type.label) }))}
      onChoose={(current, chosen) => {
        const next = chooseOrderPageType(
          { idServiceType: current, services: getValues('services') ?? [] },
          chosen,
        );
        setValue('idServiceType', next.idServiceType, { shouldDirty: true });
        setValue('services', next.services, { shouldDirty: true });
      }}
    />
  );
}

/** Only the chosen type's services are offered. */
export function OrderPageServicesInput() {
  const text = useText();
  const type = useWatch({ name: 'idServiceType' }) as number | null | undefined;
  return (
    <ReferenceArrayInput
      source="services"
      reference="services"
      perPage={200}
      sort={{ field: 'adminOrder', order: 'ASC' }}
      filter={{ idServiceType: type ?? 0 }}
    >
      <AutocompleteArrayInput
        optionText={(service: Record<string, unknown>) => text(titleOf(service))}
        helperText={type == null ? 'content.chooseTypeFirst' : 'content.servicesOfTypeHint'}
        readOnly={type == null}
        filterToQuery={(q: string) => ({ q })}
        sx={{ minWidth: 400 }}
      />
    </ReferenceArrayInput>
  );
}

function TitleChip() {
  const record = useRecordContext();
  const text = useText();
  return <Chip size="small" label={text(titleOf(record))} sx={{ mr: 0.5, mb: 0.5 }} />;
}

export function OrderPageServicesField({ source }: { source: string }) {
  return (
    <ReferenceArrayField source={source} reference="services">
      <SingleFieldList linkType={false}>
        <TitleChip />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}

export const OrderPageTypeField = ({ source }: { source: string }) => (
  <FieldValue decl={{ source, kind: 'reference', reference: 'services/types' }} />
);
