import { SimpleList } from 'react-admin';
import { SelectFilter } from '../../components/filters';
import { FilterTabs } from '../../components/FilterTabs';
import { CountText, DateText } from '../../components/FormatFields';
import { PagedList } from '../../components/PagedList';
import { ListTable } from '../../components/ListTable';
import { ListColumn } from '../../components/ListColumn';
import { StatusChip, StatusField, statusTabs } from '../../components/status';
import { useFormat } from '../../components/useFormat';
import { RECORD_STATUSES } from '../../domain/statuses';
import { NumberOfUsesField, PromocodeTypeField, PromocodeValueField, typeChoices } from './fields';
import type { Promocode } from './types';
import { SearchBox } from '../../components/SearchBox';

const Column = ListColumn<Promocode>;

const filters = [
  <SearchBox key="q" source="q" alwaysOn />,
  <SelectFilter key="type" source="type" choices={typeChoices} />,
  <SelectFilter
    key="dateActive"
    source="dateActive"
    label="resources.promocodes.fields.dateActive"
    choices={[{ id: new Date().toISOString().slice(0, 10), name: 'resources.promocodes.validToday' }]}
  />,
];

function PhoneList() {
  const format = useFormat();
  return (
    <SimpleList<Promocode>
      rowClick="show"
      primaryText={(record) => record.code}
      secondaryText={(record) => <StatusChip statuses={RECORD_STATUSES} value={record.status} />}
      tertiaryText={(record) => format.discount(record.type, record.value)}
    />
  );
}

export default function PromocodeList() {
  return (
    <PagedList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <FilterTabs tabs={statusTabs} />
      <ListTable<Promocode> rowClick="show" bulkActionButtons={false} phone={<PhoneList />}>
        <Column source="id" />
        <Column source="code" />
        <Column source="status" field={StatusField} />
        <Column source="type" field={PromocodeTypeField} />
        <Column source="value" field={PromocodeValueField} align="right" />
        <Column source="numberOfUses" field={NumberOfUsesField} align="right" />
        <Column source="numberOfOrders" field={CountText} align="right" />
        <Column source="dateFrom" field={DateText} />
        <Column source="dateTo" field={DateText} />
      </ListTable>
    </PagedList>
  );
}
