/*
 * The benchmark's baseline: a bare one-list react-admin app on msw with 10,000 orders, the reference
 * the guide measures against (JavaScript before the first screen, time to the first order row).
 */
import { createRoot } from 'react-dom/client';
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { Admin, Datagrid, List, NumberField, Resource, TextField, DateField, type DataProvider } from 'react-admin';

const orders = Array.from({ length: 10000 }, (_, index) => ({
  id: index + 1,
  date: new Date(Date.UTC(2026, 0, 1) + index * 3600000).toISOString().slice(0, 10),
  customer: `Customer ${index % 2000}`,
  status: (index % 6) + 1,
  price: 10000 + (index % 50) * 100,
}));

const worker = setupWorker(
  http.get('/bare-api/orders', ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('perPage') ?? 25);
    const sorted = [...orders].sort((a, b) => b.id - a.id);
    return HttpResponse.json({ data: sorted.slice((page - 1) * perPage, page * perPage), total: orders.length });
  }),
);

const dataProvider = {
  getList: async (_resource: string, params: { pagination?: { page: number; perPage: number } }) => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    return (await fetch(`/bare-api/orders?page=${page}&perPage=${perPage}`)).json();
  },
} as unknown as DataProvider;

const OrderList = () => (
  <List>
    <Datagrid>
      <TextField source="id" />
      <DateField source="date" />
      <TextField source="customer" />
      <NumberField source="status" />
      <NumberField source="price" />
    </Datagrid>
  </List>
);

await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="orders" list={OrderList} />
  </Admin>,
);
