import { CreateButton, DataTable, DateField, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { FilterTabs } from '../../components/FilterTabs';
import { StatusField, statusTabs } from '../../components/status';
import { PAGE_SIZE } from '../../domain/paging';
import { NumberOfUsesField, PromocodeTypeField, PromocodeValueField, typeChoices } from './fields';
import type { Promocode } from './types';

const Column = DataTable.Col<Promocode>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={typeChoices} />,
  <SelectInput key="dateActive" source="dateActive" label="resources.promocodes.fields.dateActive" choices={[{ id: new Date().toISOString().slice(0, 10), name: 'resources.promocodes.validToday' }]} />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

export default function PromocodeList() {
  return (
    <List filters={filters} actions={<Actions />} perPage={PAGE_SIZE} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      <FilterTabs tabs={statusTabs} />
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Column source="id" />
        <Column source="code" />
        <Column source="status" field={StatusField} />
        <Column source="type" field={PromocodeTypeField} />
        <Column source="value" field={PromocodeValueField} />
        <Column source="numberOfUses" field={NumberOfUsesField} />
        <Column source="numberOfOrders" />
        <Column source="dateFrom" field={DateField} />
        <Column source="dateTo" field={DateField} />
      </DataTable>
    </List>
  );
}
