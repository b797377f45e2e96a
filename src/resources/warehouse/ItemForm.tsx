import { Alert } from '@mui/material';
import { NumberInput, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { SimpleForm } from '../../components/forms/Form';
import { FormToolbar } from '../../components/FormToolbar';
import type { TextDecl } from '../../components/content/types';
import { numberLimit, textLimit } from '../../components/textLimits';
import { MoneyInput } from '../../components/MoneyInput';
import { StatusInput } from '../../components/status';
import { MultilingualTextGroup } from '../../components/content/MultilingualTextGroup';
import { useContentLanguages } from '../../components/content/languages';
import { nestErrors } from '../../components/formErrors';
import { RECORD_STATUS } from '../../domain/statuses';
import { validateItem } from '../../domain/warehouseItems';
import { unitChoices } from './fields';
import type { WarehouseItem } from './types';

const TEXTS: TextDecl[] = [{ source: 'name', limit: 'name' }];

/**
 * One form for add and edit. The stock is not typed in: it moves by movements; the minimum and the cost are
 * this location's (each location buys and counts on its own).
 */
export function ItemForm() {
  const { base } = useContentLanguages();
  const translate = useTranslate();
  const record = useRecordContext<WarehouseItem>();
  const validate = (values: Record<string, unknown>) => nestErrors(validateItem(values, base));
  return (
    <SimpleForm
      toolbar={<FormToolbar />}
      validate={validate}
      defaultValues={{ status: RECORD_STATUS.active, unit: 'piece', minimumStock: 0, cost: 0 }}
      sx={{ maxWidth: 720 }}
    >
      <MultilingualTextGroup texts={TEXTS} required={['name']} resource="warehouse" />
      <TextInput
        source="sku"
        parse={(value: string) => value.toUpperCase()}
        isRequired
        {...textLimit('line')}
      />
      <SelectInput source="unit" choices={unitChoices} isRequired />
      <StatusInput />
      <NumberInput
        source="minimumStock"
        step={1}
        {...numberLimit('count')}
        helperText="resources.warehouse.helpers.minimumStock"
      />
      <MoneyInput source="cost" />
      <Alert severity="info" sx={{ mt: 1 }}>
        {record
          ? translate('resources.warehouse.helpers.stock', { quantity: record.quantity })
          : translate('resources.warehouse.helpers.newStock')}
      </Alert>
    </SimpleForm>
  );
}
