import { ReferenceField, SimpleList } from 'react-admin';
import { DateFilter, ReferenceFilter } from '../../components/filters';
import { FilterTabs } from '../../components/FilterTabs';
import { DateText } from '../../components/FormatFields';
import { PagedList } from '../../components/PagedList';
import { ListTable } from '../../components/ListTable';
import { ListColumn } from '../../components/ListColumn';
import { useFormat } from '../../components/useFormat';
import { ItemNameField, KINDS, KindField, QuantityChangeField } from './fields';
import { useItemName } from './useItemName';
import type { WarehouseMovement } from './types';
import { SearchBox } from '../../components/SearchBox';

const Column = ListColumn<WarehouseMovement>;

const tabs = [
  { key: 'all', label: 'app.tabs.all', filter: {} },
  ...KINDS.map((kind) => ({
    key: kind,
    label: `resources.warehouse/movements.kinds.${kind}`,
    filter: { kind },
  })),
];

const filters = [
  <SearchBox key="q" source="q" alwaysOn />,
  <ReferenceFilter key="itemId" source="itemId" reference="warehouse" perPage={100} optionText="sku" />,
  <ReferenceFilter key="partnerId" source="partnerId" reference="partners" />,
  <DateFilter key="date_gte" source="date_gte" />,
  <DateFilter key="date_lte" source="date_lte" />,
];

/**
 * On a phone: the change and the item's name, then when and by whom. The names are read here, so a desktop's table
 * (whose cells look each item up) does not ask for the whole catalogue of supplies, nor draw again when it comes.
 */
function PhoneList() {
  const itemName = useItemName();
  const format = useFormat();
  return (
    <SimpleList<WarehouseMovement>
      primaryText={(record) =>
        `${record.kind === 'received' || record.kind === 'returned' ? '+' : '−'}${format.count(record.quantity)} ${itemName(record.itemId)}`
      }
      secondaryText={(record) => `${format.date(record.date)} · ${record.by}`}
      linkType="show"
    />
  );
}

/** Movements of this location, newest first: who moved what, when, for whom. */
export default function MovementList() {
  return (
    <PagedList filters={filters} sort={{ field: 'date', order: 'DESC' }}>
      <FilterTabs tabs={tabs} />
      <ListTable<WarehouseMovement> rowClick="show" bulkActionButtons={false} phone={<PhoneList />}>
        <Column source="id" />
        <Column source="date" field={DateText} />
        <Column source="kind" field={KindField} />
        <Column source="itemId">
          <ReferenceField source="itemId" reference="warehouse" link="show">
            <ItemNameField />
          </ReferenceField>
        </Column>
        <Column source="quantity" field={QuantityChangeField} />
        <Column source="partnerId">
          <ReferenceField source="partnerId" reference="partners" link="show" emptyText="—" />
        </Column>
        <Column source="by" />
      </ListTable>
    </PagedList>
  );
}
