import { monthStart } from '../../../src/domain/customerRules';
import type { CustomerRow } from '../../rows';
import { present, type CollectionSpec, type RequestContext } from '../../server/crud';
import { declareEndpoints } from '../../server/contract';
import { customersApi } from '../../../src/api/contract/customers';
import { Refusal } from '../../server/http';
import { registerCollection } from '../../server/router';
import { tables, today } from '../../server/tables';
import { figuresOf } from './figures';
import { itemActions } from './items';
import { prepareCustomer } from './prepare';

/** The customer with what their orders add up to (count, last order, paid total, unpaid orders). */
const presentCustomer = (row: CustomerRow, ctx: RequestContext) => ({
  ...row,
  cards: row.cards ?? [],
  points: row.points ?? 0,
  pointsHistory: row.pointsHistory ?? [],
  ...figuresOf(row.id, ctx),
});

declareEndpoints(customersApi);

/** A yes/no filter, as the contract read it (customerFilter). */
const yes = (value: unknown) => value === true;

/**
 * Customers: scoped by their `location` field (the router's default). Searched by id, name, phones and e-mail;
 * filtered by registration, orders, legal entity and points; the list's tabs are the `tab` filter.
 */
export const customersSpec: CollectionSpec<CustomerRow> = registerCollection<CustomerRow>({
  api: 'customers',
  search: (row) => [
    row.id,
    row.name,
    row.phone,
    row.phone.replace(/^\+/, ''),
    row.additionalPhone,
    row.email,
  ],
  filters: {
    registeredFrom: (row, value) => (row.registration ?? '') >= String(value),
    registeredTo: (row, value) => (row.registration ?? '') <= String(value),
    hasOrders: (row, value, ctx) => figuresOf(row.id, ctx).orderCount > 0 === yes(value),
    hasLegalEntity: (row, value) => row.legalEntities.length > 0 === yes(value),
    pointsFrom: (row, value) => (row.points ?? 0) >= Number(value),
    pointsTo: (row, value) => (row.points ?? 0) <= Number(value),
    tab: (row, value, ctx) => {
      if (value === 'new') return (row.registration ?? '') >= monthStart(today());
      if (value === 'withoutOrders') return figuresOf(row.id, ctx).orderCount === 0;
      if (value === 'unpaid') return figuresOf(row.id, ctx).unpaidOrders > 0;
      return true;
    },
  },
  sortValue: {
    orderCount: (row, ctx) => figuresOf(row.id, ctx).orderCount,
    totalSpent: (row, ctx) => figuresOf(row.id, ctx).totalSpent,
    lastOrder: (row, ctx) => figuresOf(row.id, ctx).lastOrder ?? '',
    points: (row) => row.points ?? 0,
    registration: (row) => row.registration ?? '',
  },
  collator: new Intl.Collator('pl', { sensitivity: 'base' }),
  prepare: prepareCustomer,
  present: presentCustomer,
  exportColumns: [
    'id',
    'name',
    'phone',
    'email',
    'registration',
    'orderCount',
    'points',
    'lastOrder',
    'totalSpent',
  ],
  actions: {
    // The actions answer the customer as every other call does: presented, with its version.
    ...itemActions((row, ctx) => present(customersSpec, row, ctx)),
    // A customer with orders stays: the orders (and their invoices) name them.
    delete: {
      permission: 'delete',
      handle(row, ctx) {
        if (
          tables
            .orders()
            .all()
            .some((order) => order.customerId === row.id)
        )
          throw new Refusal('resources.customers.errors.hasOrders');
        tables.customers().remove(row.id);
        return present(customersSpec, row, ctx);
      },
    },
  },
});
