import type { Row } from '../rows';
import { query, type CollectionSpec, type RequestContext } from '../server/crud';
import { ok } from '../server/http';
import { declareEndpoints, payloadOf } from '../server/contract';
import { searchApi } from '../../src/api/contract/search';
import { registerRoute } from '../server/router';
import { customersSpec } from './customers';
import { ordersSpec } from './orders';
import { presentOrder } from './orders/present';
import { displayName } from './partners/draft';
import { partnersSpec } from './partners';

const SHOWN = 5;

/** Up to five rows of a kind and how many matched, through the collection's own `q` search and scope. */
function firstOf<T extends Row, R>(
  spec: CollectionSpec<T>,
  ctx: RequestContext,
  q: string,
  sort: string,
  order: string,
  shown: (row: T) => R,
) {
  const rows = query(spec, { ...ctx, body: { filter: { q }, sort, order } });
  // A record whose id is the text comes first: staff read order numbers out on the phone.
  const exact = rows.findIndex((row) => String(row.id) === q);
  if (exact > 0) rows.unshift(...rows.splice(exact, 1));
  return { data: rows.slice(0, SHOWN).map(shown), total: rows.length };
}

/**
 * The top bar's search (docs/decisions-customers.md): orders (id, customer, phone, address), customers (name, phone,
 * e-mail) and partners (name, phone, e-mail) of the session's location at once, five of each with each total.
 */
registerRoute('admin/search', 'search', 'list', (ctx) => {
  // Trimmed, and refused above 255 characters ('app.validation.searchMax'), by the contract.
  const { q } = payloadOf(searchApi.search, ctx.body);
  if (!q)
    return ok({
      orders: { data: [], total: 0 },
      customers: { data: [], total: 0 },
      partners: { data: [], total: 0 },
    });
  return ok({
    orders: firstOf(ordersSpec, ctx, q, 'date', 'DESC', (row) => {
      const order = presentOrder(row);
      return {
        id: row.id,
        date: row.date,
        status: row.status,
        customerName: order.customerName,
        customerPhone: order.customerPhone,
        addressText: order.addressText,
      };
    }),
    customers: firstOf(customersSpec, ctx, q, 'name', 'ASC', (row) => ({
      id: row.id,
      name: row.name,
      phone: row.phone,
      email: row.email,
    })),
    partners: firstOf(partnersSpec, ctx, q, 'id', 'ASC', (row) => ({
      id: row.id,
      name: displayName(row),
      phone: row.phone,
      email: row.email,
    })),
  });
});
declareEndpoints(searchApi);
