import { Button as MuiButton } from '@mui/material';
import { Link } from 'react-router-dom';
import { SimpleList, useTranslate } from 'react-admin';
import { SelectFilter } from '../../components/filters';
import { FilterTabs } from '../../components/FilterTabs';
import { CountText } from '../../components/FormatFields';
import { ListActions } from '../../components/ListActions';
import { PagedList } from '../../components/PagedList';
import { ListTable } from '../../components/ListTable';
import { ListColumn } from '../../components/ListColumn';
import { MoneyField } from '../../components/MoneyField';
import { useFormat } from '../../components/useFormat';
import { StatusField, statusTabs } from '../../components/status';
import { useText } from '../../components/useText';
import { ItemNameField, StockField, UnitField, unitChoices } from './fields';
import type { WarehouseItem } from './types';
import { SearchBox } from '../../components/SearchBox';

const Column = ListColumn<WarehouseItem>;

/** The status tabs plus 'Below minimum' right after All: what staff reorder. */
const tabs = [
  statusTabs[0],
  { key: 'belowMinimum', label: 'resources.warehouse.tabs.belowMinimum', filter: { belowMinimum: 1 } },
  ...statusTabs.slice(1),
];

const filters = [
  <SearchBox key="q" source="q" alwaysOn />,
  <SelectFilter key="unit" source="unit" choices={unitChoices} />,
];

function Actions() {
  const translate = useTranslate();
  return (
    <ListActions>
      <MuiButton component={Link} to="/warehouse/movements" size="small">
        {translate('resources.warehouse/movements.name', { smart_count: 2 })}
      </MuiButton>
    </ListActions>
  );
}

export default function ItemList() {
  const text = useText();
  const format = useFormat();
  return (
    <PagedList filters={filters} actions={<Actions />} sort={{ field: 'id', order: 'ASC' }}>
      <FilterTabs tabs={tabs} />
      <ListTable<WarehouseItem>
        rowClick="show"
        bulkActionButtons={false}
        phone={
          <SimpleList<WarehouseItem>
            primaryText={(record) => text(record.name)}
            secondaryText={(record) =>
              `${record.sku} · ${format.count(record.quantity)}${record.belowMinimum ? ' ⚠' : ''}`
            }
            linkType="show"
          />
        }
      >
        <Column source="id" />
        <Column source="sku" />
        <Column source="name" field={ItemNameField} disableSort />
        <Column source="unit" field={UnitField} />
        <Column source="quantity" field={StockField} />
        <Column source="minimumStock" field={CountText} align="right" />
        <Column source="cost" field={MoneyField} />
        <Column source="status" field={StatusField} />
      </ListTable>
    </PagedList>
  );
}
