import { Box } from '@mui/material';
import { SimpleList, useTranslate } from 'react-admin';
import { DateFilter, NumberFilter, SelectFilter } from '../../components/filters';
import { FilterTabs, type FilterTab } from '../../components/FilterTabs';
import { CountText } from '../../components/FormatFields';
import { PagedList } from '../../components/PagedList';
import { ListTable } from '../../components/ListTable';
import { ListColumn } from '../../components/ListColumn';
import { MoneyField } from '../../components/MoneyField';
import type { Customer } from '../../providers/records/customer';
import { useDay } from './useDay';
import { SearchBox } from '../../components/SearchBox';
import { LIST_DEFAULTS } from '../listDefaults';
import { RowMark } from '../../components/live/RowMark';

const Column = ListColumn<Customer>;
const c = (key: string) => `resources.customers.${key}`;

/** The list's tabs; the server decides who is in each (customers/index.ts `tab` filter). */
export const customerTabs: FilterTab[] = [
  { key: 'all', label: c('tabs.all'), filter: {} },
  { key: 'new', label: c('tabs.new'), filter: { tab: 'new' } },
  { key: 'withoutOrders', label: c('tabs.withoutOrders'), filter: { tab: 'withoutOrders' } },
  { key: 'unpaid', label: c('tabs.unpaid'), filter: { tab: 'unpaid' } },
];

const yesNo = [
  { id: 1, name: c('answers.yes') },
  { id: 0, name: c('answers.no') },
];

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchBox
      key="q"
      source="q"
      alwaysOn
      placeholder={translate(c('searchHint'))}
      slotProps={{ htmlInput: { maxLength: 255, 'aria-label': translate(c('searchHint')) } }}
      sx={{ minWidth: 300 }}
    />,
    <DateFilter key="registeredFrom" source="registeredFrom" label={c('filters.registeredFrom')} />,
    <DateFilter key="registeredTo" source="registeredTo" label={c('filters.registeredTo')} />,
    <SelectFilter key="hasOrders" source="hasOrders" label={c('filters.hasOrders')} choices={yesNo} />,
    <SelectFilter
      key="hasLegalEntity"
      source="hasLegalEntity"
      label={c('filters.hasLegalEntity')}
      choices={yesNo}
    />,
    <NumberFilter key="pointsFrom" source="pointsFrom" label={c('filters.pointsFrom')} min={0} />,
    <NumberFilter key="pointsTo" source="pointsTo" label={c('filters.pointsTo')} min={0} />,
  ];
}

/** An e-mail on one line, cut with an ellipsis (the whole address on hover), so the table fits 1280 px. */
const EmailCell = ({ email }: { email?: string }) => (
  <Box
    component="span"
    title={email}
    sx={{
      display: 'block',
      maxWidth: 160,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    }}
  >
    {email ?? '—'}
  </Box>
);

/** /customers: every customer of the location, paged by the server, with what their orders add up to. */
export default function CustomerList() {
  const translate = useTranslate();
  const day = useDay();
  return (
    <PagedList
      filters={useFilters()}
      sort={LIST_DEFAULTS.customers.sort}
      perPage={LIST_DEFAULTS.customers.perPage}
    >
      <FilterTabs tabs={customerTabs} />
      <ListTable<Customer>
        rowClick="show"
        bulkActionButtons={false}
        phone={
          <SimpleList<Customer>
            primaryText={(record) => (
              <>
                {record.name}
                <RowMark id={record.id} />
              </>
            )}
            secondaryText={(record) => [record.phone, record.email].filter(Boolean).join(' · ')}
            tertiaryText={(record) => translate(c('ordersCount'), { smart_count: record.orderCount })}
            linkType="show"
          />
        }
      >
        <Column source="name" />
        <Column source="phone" />
        <Column source="email" render={(record) => <EmailCell email={record.email} />} />
        <Column source="registration" render={(record) => day(record.registration)} />
        <Column source="orderCount" field={CountText} align="right" />
        <Column source="points" field={CountText} align="right" />
        <Column source="lastOrder" render={(record) => day(record.lastOrder)} />
        <Column source="totalSpent" field={MoneyField} />
      </ListTable>
    </PagedList>
  );
}
