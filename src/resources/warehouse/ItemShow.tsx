import { Button as MuiButton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import {
  DataTable,
  Labeled,
  ReferenceField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CountText, DateText } from '../../components/FormatFields';
import { ShowActions } from '../../components/ShowActions';
import { MoneyField } from '../../components/MoneyField';
import { StatusField } from '../../components/status';
import { ItemNameField, KindField, QuantityChangeField, StockField, UnitField } from './fields';
import type { WarehouseItem, WarehouseMovement } from './types';

const Column = DataTable.Col<WarehouseMovement>;
const m = (key: string) => `resources.warehouse/movements.fields.${key}`;

function Actions() {
  const record = useRecordContext<WarehouseItem>();
  const translate = useTranslate();
  return (
    <ShowActions>
      {record && (
        <MuiButton
          component={Link}
          to="/warehouse/movements/add"
          state={{ record: { itemId: record.id } }}
          size="small"
          startIcon={<AddIcon />}
        >
          {translate('resources.warehouse/movements.add')}
        </MuiButton>
      )}
    </ShowActions>
  );
}

/** An item at this location, and its latest movements here. */
export default function ItemShow() {
  const translate = useTranslate();
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <ItemNameField label="resources.warehouse.fields.name" />
        <TextField source="sku" />
        <UnitField label="resources.warehouse.fields.unit" />
        <StatusField label="resources.warehouse.fields.status" />
        <StockField label="resources.warehouse.fields.quantity" />
        <CountText source="minimumStock" />
        <MoneyField source="cost" />
        <Labeled label={translate('resources.warehouse/movements.name', { smart_count: 2 })} fullWidth>
          <ReferenceManyField
            reference="warehouse/movements"
            target="itemId"
            sort={{ field: 'id', order: 'DESC' }}
            perPage={10}
            empty={
              <Typography color="text.secondary">
                {translate('resources.warehouse/movements.empty')}
              </Typography>
            }
          >
            <DataTable bulkActionButtons={false} rowClick="show">
              <Column source="date" label={m('date')} field={DateText} />
              <Column source="kind" label={m('kind')} field={KindField} />
              <Column source="quantity" label={m('quantity')} field={QuantityChangeField} />
              <Column source="partnerId" label={m('partnerId')}>
                <ReferenceField source="partnerId" reference="partners" link="show" emptyText="—" />
              </Column>
              <Column source="by" label={m('by')} />
            </DataTable>
          </ReferenceManyField>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
