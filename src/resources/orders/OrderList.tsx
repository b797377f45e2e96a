import { memo } from 'react';
import { ORDER_STATUS, PARTNER_STATUS, PAYMENT_STATUS } from '../../domain/statuses';
import { useStatusChoices } from '../../components/status';
import { BulkDeleteButton, SimpleList, useCanAccess } from 'react-admin';
import { PagedList } from '../../components/PagedList';
import { ListTable, Truncate } from '../../components/ListTable';
import { ListColumn } from '../../components/ListColumn';
import { FilterTabs, type FilterTab } from '../../components/FilterTabs';
import { DateFilter, MoneyFilter, ReferenceFilter, SelectFilter } from '../../components/filters';
import { useText } from '../../components/useText';
import { LOW_RATES, STATUS_GROUPS } from '../../domain/orderStatus';
import { useSession } from '../../session/useSession';
import { BulkLabelsButton } from './BulkLabelsButton';
import {
  DateTimeCell,
  LabelChips,
  Money,
  OrderStatusChip,
  PartnersCell,
  PaymentChip,
  RateCell,
  ServiceTypesCell,
  channelChoices,
  orderStatusChoices,
  paymentChoices,
} from './fields';
import { LIST_DEFAULTS } from '../listDefaults';
import { CatalogueProvider, todayIso, useServicesAndLabels } from './useServicesAndLabels';
import type { Order } from '../../providers/records/order';
import { SearchBox } from '../../components/SearchBox';
import { RowMark } from '../../components/live/RowMark';

const Column = ListColumn<Order>;

/** The spec's tabs, each a preset filter (docs/decisions-orders.md) with its live count. */
export const orderTabs = (): FilterTab[] => [
  { key: 'all', label: 'resources.orders.tabs.all', filter: {} },
  { key: 'active', label: 'resources.orders.tabs.active', filter: { statuses: [...STATUS_GROUPS.active] } },
  {
    key: 'unpaid',
    label: 'resources.orders.tabs.unpaid',
    filter: { paymentStatuses: [PAYMENT_STATUS.unpaid] },
  },
  { key: 'lowRating', label: 'resources.orders.tabs.lowRating', filter: { rates: [...LOW_RATES] } },
  {
    key: 'cancelled',
    label: 'resources.orders.tabs.cancelled',
    filter: { statuses: [...STATUS_GROUPS.cancelled] },
  },
  {
    key: 'deleted',
    label: 'resources.orders.tabs.deleted',
    filter: { statuses: [...STATUS_GROUPS.deleted] },
  },
  { key: 'today', label: 'resources.orders.tabs.today', filter: { date: todayIso() } },
  { key: 'new', label: 'resources.orders.tabs.new', filter: { statuses: [...STATUS_GROUPS.new] } },
];

function useFilters() {
  const { types, labels } = useServicesAndLabels();
  const text = useText();
  const location = useSession()?.location;
  const statusChoices = useStatusChoices(orderStatusChoices, ORDER_STATUS.deleted, undefined, 'orders');
  return [
    <SearchBox key="q" source="q" alwaysOn />,
    <SelectFilter key="status" source="status" choices={statusChoices} />,
    <SelectFilter key="paymentStatus" source="paymentStatus" choices={paymentChoices} />,
    <DateFilter key="date_gte" source="date_gte" />,
    <DateFilter key="date_lte" source="date_lte" />,
    <ReferenceFilter
      key="partnerId"
      source="partnerId"
      reference="partners"
      filter={{ location, status: PARTNER_STATUS.registered }}
      sort={{ field: 'id', order: 'ASC' }}
      optionText={(partner: { name: string; surname: string }) => `${partner.name} ${partner.surname}`}
    />,
    <ReferenceFilter
      key="customerId"
      source="customerId"
      reference="customers"
      filter={{ location }}
      optionText={(customer: { name: string; phone: string }) => `${customer.name} (${customer.phone})`}
    />,
    <SelectFilter
      key="serviceType"
      source="serviceType"
      choices={types.map((type) => ({ id: type.id, name: text(type.label) }))}
    />,
    <SelectFilter key="channel" source="channel" choices={channelChoices} />,
    <SelectFilter
      key="labels"
      source="labels"
      choices={labels.map((label) => ({ id: label.id, name: text(label.label) }))}
    />,
    <MoneyFilter key="price_gte" source="price_gte" />,
    <MoneyFilter key="price_lte" source="price_lte" />,
  ];
}

function BulkActions() {
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'delete' });
  return (
    <>
      <BulkLabelsButton />
      {canAccess && <BulkDeleteButton mutationMode="pessimistic" />}
    </>
  );
}

/** Shown once the user asks for them in the column chooser, so the default fits 1280 px. */
const HIDDEN_COLUMNS = ['serviceTypes', 'partners', 'rate', 'labels'];

/** On a phone: who and when, then the amount to pay (the price less a gift certificate) and the status. */
const PhoneList = () => (
  <SimpleList<Order>
    rowClick="show"
    primaryText={(record) => (
      <>
        #{record.id} {record.customer?.name ?? ''}
        <RowMark id={record.id} />
      </>
    )}
    secondaryText={(record) => <DateTimeCell record={record} inline />}
    tertiaryText={(record) => <Money value={record.amountToPay} />}
  />
);

/**
 * The table, declared once: a render of the screen (its filters' choices arriving, say) does not make new
 * column elements, so react-admin's memoized body and rows keep theirs instead of rendering every cell again.
 */
const OrderTable = memo(function OrderTable() {
  return (
    <ListTable<Order>
      rowClick="show"
      bulkActionButtons={<BulkActions />}
      hiddenColumns={HIDDEN_COLUMNS}
      phone={<PhoneList />}
    >
      <Column source="id" />
      <Column
        source="date"
        label="resources.orders.fields.dateTime"
        render={(record) => <DateTimeCell record={record} />}
      />
      <Column source="customer" render={(record) => <Truncate text={record.customer?.name} width={160} />} />
      <Column
        source="address"
        disableSort
        render={(record) => <Truncate text={record.addressText} width={180} />}
      />
      <Column source="serviceTypes" disableSort render={(record) => <ServiceTypesCell record={record} />} />
      <Column source="partners" disableSort render={(record) => <PartnersCell record={record} />} />
      <Column source="price" align="right" render={(record) => <Money value={record.price} />} />
      <Column
        source="amountToPay"
        align="right"
        disableSort
        render={(record) => <Money value={record.amountToPay} />}
      />
      <Column
        source="paymentStatus"
        render={(record) => <PaymentChip paid={record.paymentStatus === PAYMENT_STATUS.paid} />}
      />
      <Column source="status" render={(record) => <OrderStatusChip status={record.status} />} />
      <Column source="rate" render={(record) => <RateCell rate={record.rate} />} />
      <Column source="labels" disableSort render={(record) => <LabelChips ids={record.labels} />} />
    </ListTable>
  );
});

export default function OrderList() {
  const filters = useFilters();
  return (
    <PagedList filters={filters} perPage={LIST_DEFAULTS.orders.perPage} sort={LIST_DEFAULTS.orders.sort}>
      <FilterTabs tabs={orderTabs()} />
      <CatalogueProvider>
        <OrderTable />
      </CatalogueProvider>
    </PagedList>
  );
}
