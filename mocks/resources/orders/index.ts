import { ORDER_STATUS, ORDER_STATUSES, PAYMENT_STATUSES } from '../../../src/domain/statuses';
import type { OrderRow } from '../../rows';
import type { CollectionSpec } from '../../server/crud';
import { read } from '../../server/http';
import { registerCollection } from '../../server/router';
import { tables, today } from '../../server/tables';
import { orderActions } from './actions';
import { prepare } from './prepare';
import { startSeries } from './series';
import { presentOrder, searchText } from './present';
import { csvColumns } from '../../server/csvExport';
import { declareEndpoints } from '../../server/contract';
import { ordersApi } from '../../../src/api/contract/orderActions';

const csv = csvColumns('resources.orders.fields');

/**
 * A filter's list of ids. The router reads the order list's filter through its schema (numbers already), but the
 * reviews resource shares these filters (mocks/resources/reviews.ts) with its own filter, so both forms are read.
 */
const list = (value: unknown) => read.ids(value);

/** Days since 1970 of a YYYY-MM-DD date, remembered: a list sorts 10,000 rows over a few hundred dates. */
const dayNumbers = new Map<string, number>();
function dayNumber(date: string) {
  let day = dayNumbers.get(date);
  if (day === undefined)
    dayNumbers.set(date, (day = Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000)));
  return day;
}

/** Orders: scoped by their `location` field (the router's default), searched through a cached text. */
export const ordersSpec: CollectionSpec<OrderRow> = registerCollection<OrderRow>({
  api: 'orders',
  searchText,
  // Without a status filter, deleted orders stay out of a list (they have their own tab).
  defaultFilter: (filter) =>
    filter.status !== undefined || filter.statuses !== undefined ? {} : { notDeleted: 1 },
  filters: {
    notDeleted: (row) => row.status !== ORDER_STATUS.deleted,
    statuses: (row, value) => list(value).includes(row.status),
    paymentStatuses: (row, value) => list(value).includes(row.paymentStatus),
    rates: (row, value) => row.rate != null && list(value).includes(row.rate),
    rated: (row) => row.rate != null,
    partnerId: (row, value) => row.serviceTypes.some((type) => type.partners.includes(Number(value))),
    serviceType: (row, value) => row.serviceTypes.some((type) => list(value).includes(type.idServiceType)),
    labels: (row, value) => row.labels.some((label) => list(value).includes(label)),
    today: (row) => row.date === today(),
  },
  sortValue: {
    // The default order of the list: the orders nearest to now first (today's, then tomorrow's and yesterday's...),
    // a later one before an earlier one at the same distance; orders without a date last.
    nearest: (row) => {
      if (!row.date) return Number.MAX_SAFE_INTEGER;
      const days = dayNumber(row.date) - dayNumber(today());
      return Math.abs(days) * 2 + (days < 0 ? 1 : 0);
    },
    // Numbers, not strings: a numeric comparison keeps sorting 10,000 rows cheap. 'any'/'specify' sort before 07:00.
    date: (row) =>
      row.date
        ? Number(row.date.replace(/-/g, '')) * 10000 + (row.time.hour ?? 0) * 100 + (row.time.minute ?? 0)
        : 0,
    customer: (row) => tables.customers().get(row.customerId)?.name ?? '',
    rate: (row) => row.rate ?? 0,
  },
  // One shared collator: String.localeCompare is slow at 10,000 rows.
  collator: new Intl.Collator('pl', { sensitivity: 'base' }),
  present: (row) => presentOrder(row),
  prepare,
  // An order saved with a periodicity starts a series: its visits are created in the same call.
  afterAdd: startSeries,
  deletedStatus: ORDER_STATUS.deleted,
  exportColumns: [
    csv.count('id'),
    csv.date('date'),
    csv.text('timeText', 'time'),
    csv.status('status', ORDER_STATUSES),
    csv.status('paymentStatus', PAYMENT_STATUSES),
    csv.label('paymentMethodId', 'shared.paymentMethods'),
    csv.text('customerName', 'customer'),
    csv.text('customerPhone', 'resources.customers.fields.phone'),
    csv.text('addressText', 'address'),
    csv.money('price'),
    csv.money('fullPrice'),
    csv.text('certificateCode'),
    csv.money('certificateUsed'),
    csv.money('amountToPay'),
    csv.label('channel', 'resources.orders.channels'),
    csv.count('rate'),
  ],
  actions: orderActions,
});

declareEndpoints(ordersApi);
