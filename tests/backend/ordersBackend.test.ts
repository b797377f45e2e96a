import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { authProvider } from '../../src/providers/authProvider';
import { dataProvider } from '../../src/providers/dataProvider';
import { nextWorkingDay } from '../../src/domain/workingDays';

interface Row {
  [key: string]: unknown;
  id: number;
  status: number;
  location: number;
  date: string | null;
  paymentStatus: number;
  rate: number | null;
}
const orders = () => db().collection<Row>('orders').all();
const today = new Date().toISOString().slice(0, 10);
/**
 * The day of the "Today's orders" tab's filter: today, but on a Sunday, when nothing is booked (the working days
 * rule), the Monday the seed's orders of the day moved to.
 */
const ordersDay = nextWorkingDay(today);
const as = (role: 'admin' | 'manager') =>
  authProvider.login({ username: `${role}@example.com`, password: 'demo1234' });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Error & { body?: { errors?: Record<string, string> } }) => ({
      message: error.message,
      errors: error.body?.errors,
    }),
  );
const list = (filter: Record<string, unknown>) =>
  dataProvider.getList('orders', {
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'date', order: 'DESC' },
    filter,
  });

describe('orders backend', () => {
  it('counts each tab over the location, leaving deleted orders to their tab', async () => {
    await as('admin');
    const mine = orders().filter((row) => row.location === 1);
    const expected: [Record<string, unknown>, number][] = [
      [{}, mine.filter((row) => row.status !== 6).length],
      [{ paymentStatuses: [0] }, mine.filter((row) => row.status !== 6 && row.paymentStatus === 0).length],
      [
        { rates: [1, 2, 3] },
        mine.filter((row) => row.status !== 6 && [1, 2, 3].includes(row.rate ?? 0)).length,
      ],
      [{ statuses: [4, 5] }, mine.filter((row) => row.status === 4 || row.status === 5).length],
      [{ statuses: [6] }, mine.filter((row) => row.status === 6).length],
      [{ date: ordersDay }, mine.filter((row) => row.status !== 6 && row.date === ordersDay).length],
      [{ statuses: [1] }, mine.filter((row) => row.status === 1).length],
    ];
    for (const [filter, count] of expected) {
      expect(count).toBeGreaterThan(0);
      expect((await list(filter)).total).toBe(count);
    }
  });

  it('refuses moves the status does not allow, with a clear message', async () => {
    await as('admin');
    const completed = orders().find((row) => row.status === 3 && row.location === 1)!;
    const future = orders().find((row) => row.status === 2 && row.location === 1 && row.date! > today)!;
    expect(await refusal(dataProvider.confirmOrder({ id: completed.id }))).toMatchObject({
      message: 'resources.orders.refusals.notNew',
    });
    expect(
      await refusal(dataProvider.cancelOrder({ id: completed.id, reason: 'x', withPayment: false })),
    ).toMatchObject({ message: 'resources.orders.refusals.notCancellable' });
    expect(await refusal(dataProvider.completeOrder({ id: future.id }))).toMatchObject({
      message: 'resources.orders.refusals.beforeDate',
    });
    expect(
      await refusal(dataProvider.cancelOrder({ id: future.id, reason: '', withPayment: false })),
    ).toMatchObject({
      errors: { reason: 'app.validation.required' },
    });
    await dataProvider.cancelOrder({ id: future.id, reason: 'moved', withPayment: true });
    expect(
      db().collection<Row & { history: { action: string; to?: number }[] }>('orders').get(future.id),
    ).toMatchObject({ status: 5, paymentStatus: 1 });
  });

  it('lets only an admin delete', async () => {
    const target = orders().find((row) => row.status === 1 && row.location === 1)!;
    await as('manager');
    expect(await refusal(dataProvider.delete('orders', { id: target.id }))).toMatchObject({
      message: 'app.errors.forbidden',
    });
    await as('admin');
    await dataProvider.delete('orders', { id: target.id });
    expect(db().collection<Row>('orders').get(target.id)?.status).toBe(6);
  });

  it('validates a new order field by field and prices it with calculatePrice', async () => {
    await as('admin');
    const refused = await refusal(dataProvider.create('orders', { data: { services: [] } }));
    expect(refused?.errors).toMatchObject({
      services: 'resources.orders.validation.services',
      date: 'resources.orders.validation.date',
      time: 'resources.orders.validation.time',
      customerId: 'resources.orders.validation.customer',
      'address.street': 'resources.orders.validation.address',
    });
    const { data } = await dataProvider.create('orders', {
      data: {
        customerId: 1,
        address: { city: 'Warszawa', street: 'Hoża', house: '1', latitude: 52.25, longitude: 21.01 },
        services: [
          { id: 1, quantity: 2 },
          { id: 2, quantity: 1 },
        ],
        privateHouse: true,
        periodicity: 3,
        date: '2030-01-02',
        time: { any: true },
        paymentMethodId: 1,
      },
    });
    // 6000 x2 x1.2 + 5000 x1.2 = 20400; once a week 15 % = 3060; district 1000.
    expect(data).toMatchObject({
      status: 1,
      fullPrice: 21400,
      price: 18340,
      discount: 3060,
      discountType: 'periodicity',
      cleaningTime: { fullMinutes: 198 },
    });
  });
});

describe('order prices come from the catalogue, not the client', () => {
  it('ignores a posted unit price', async () => {
    await as('admin');
    const { data: source } = await dataProvider.getOne('orders', {
      id: orders().find((row) => row.status === 1 && row.location === 1)!.id,
    });
    const services = (source.services as { id: number; price: number }[]).map((line) => ({
      ...line,
      price: 1,
    }));
    const { data: saved } = await dataProvider.update('orders', {
      id: source.id,
      data: { ...source, services },
      previousData: source,
    });
    expect((saved.services as { price: number }[]).every((line) => line.price > 1)).toBe(true);
    expect(saved.price).toBe(source.price);
  });
});
