import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { authProvider } from '../../src/providers/authProvider';
import { dataProvider } from '../../src/providers/dataProvider';

interface Row {
  [key: string]: unknown;
  id: number;
  status: number;
  location: number;
  paymentStatus: number;
  price: number;
  labels: number[];
}
const orders = () => db().collection<Row>('orders').all();
const asAdmin = () => authProvider.login({ username: 'admin@example.com', password: 'demo1234' });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Error & { body?: { errors?: Record<string, string> } }) => ({
      message: error.message,
      errors: error.body?.errors,
    }),
  );
const load = async (pick: (row: Row) => boolean) => {
  const { data } = await dataProvider.getOne('orders', {
    id: orders().find((row) => row.location === 1 && pick(row))!.id,
  });
  return data;
};
const save = (source: Record<string, unknown> & { id: number }, patch: Record<string, unknown>) =>
  dataProvider.update('orders', { id: source.id, data: { ...source, ...patch }, previousData: source });

describe('a closed order (docs/decisions.md section 8: payment after completion)', () => {
  it('a completed unpaid order may be marked paid, with new labels and description', async () => {
    await asAdmin();
    const source = await load((row) => row.status === 3 && row.paymentStatus === 0);
    const { data } = await save(source, {
      paymentStatus: 1,
      description: 'Cash collected on Monday',
      labels: [1],
    });
    expect(data).toMatchObject({
      status: 3,
      paymentStatus: 1,
      description: 'Cash collected on Monday',
      labels: [1],
    });
  });

  it('a hostile client changing price, services, date and status of a completed order changes nothing else', async () => {
    await asAdmin();
    const source = await load((row) => row.status === 3);
    const { data } = await save(source, {
      price: 1,
      fullPrice: 1,
      calculatePrice: false,
      services: [{ id: 1, quantity: 1 }],
      date: '2031-01-01',
      status: 1,
      customerId: 2,
      description: 'only this',
    });
    expect(data).toMatchObject({
      status: 3,
      price: source.price,
      fullPrice: source.fullPrice,
      date: source.date,
      customerId: source.customerId,
      services: source.services,
      description: 'only this',
    });
  });

  it('refuses moving a paid completed order back to unpaid, and paying a cancelled order by edit', async () => {
    await asAdmin();
    const paid = await load((row) => row.status === 3 && row.paymentStatus === 1);
    expect((await refusal(save(paid, { paymentStatus: 0 })))?.errors).toEqual({
      paymentStatus: 'resources.orders.refusals.closedPayment',
    });
    const cancelled = await load((row) => row.status === 4 && row.paymentStatus === 0);
    expect((await refusal(save(cancelled, { paymentStatus: 1 })))?.message).toBe(
      'resources.orders.refusals.closedPayment',
    );
    expect(orders().find((row) => row.id === cancelled.id)?.paymentStatus).toBe(0);
  });
});

const newOrder = (patch: Record<string, unknown>) =>
  dataProvider.create('orders', {
    data: {
      customerId: 1,
      address: { city: 'Warszawa', street: 'Hoża', house: '1', latitude: 52.25, longitude: 21.01 },
      services: [{ id: 1, quantity: 1 }],
      date: '2030-01-02',
      time: { any: true },
      paymentMethodId: 2,
      ...patch,
    },
  });

describe('several promocodes and a saved card on an order', () => {
  // Two codes of known terms: 10 % of everything, and 50.00 off service 1 (priced 60.00).
  const codes = () => {
    const table = db().collection<Record<string, unknown> & { id: number; code: string }>('promocodes');
    const terms = { location: 1, status: 1, numberOfUses: 0, numberOfOrders: 0, serviceTypes: [] };
    return [
      table.all().find((row) => row.code === 'TENALL') ??
        table.insert({ ...terms, code: 'TENALL', type: 'percent', value: 10, services: [] }),
      table.all().find((row) => row.code === 'FIFTYONE') ??
        table.insert({ ...terms, code: 'FIFTYONE', type: 'amount', value: 5000, services: [1] }),
    ];
  };

  it('keeps every code entered, applies only the best and names its service type', async () => {
    await asAdmin();
    const [ten, fifty] = codes();
    const { data } = await newOrder({ promocodes: [ten.code, fifty.code] });
    const serviceType = db()
      .collection<{ id: number; idServiceType: number }>('services')
      .get(1)!.idServiceType;
    expect(data).toMatchObject({
      promocodes: ['TENALL', 'FIFTYONE'],
      promocode: 'FIFTYONE',
      discount: 5000,
      discountType: 'promocode',
      promocodeServiceType: serviceType,
    });
  });

  it('refuses an unknown code among several, naming the field', async () => {
    await asAdmin();
    const refused = await refusal(newOrder({ promocodes: [codes()[0].code, 'NO-SUCH-CODE'] }));
    expect(refused?.errors).toMatchObject({ promocodes: 'resources.orders.refusals.promocode' });
  });

  it("takes one of the customer's saved cards and refuses another customer's card", async () => {
    await asAdmin();
    const customer = db().collection<{ id: number; cards: { id: number }[] }>('customers').get(1)!;
    const { data } = await newOrder({ activeCard: customer.cards[0].id });
    expect(data.activeCard).toBe(customer.cards[0].id);
    const refused = await refusal(newOrder({ activeCard: 999999 }));
    expect(refused?.errors).toMatchObject({ activeCard: 'resources.orders.validation.card' });
  });
});

describe('completing an unpaid order', () => {
  it('completes and marks it paid in one step when asked, and leaves it unpaid otherwise', async () => {
    await asAdmin();
    const today = new Date().toISOString().slice(0, 10);
    const due = orders().filter(
      (row) =>
        row.location === 1 && row.status === 2 && row.paymentStatus === 0 && (row.date as string) <= today,
    );
    const paid = await dataProvider.completeOrder({ id: due[0].id, markPaid: true });
    expect(paid).toMatchObject({ status: 3, paymentStatus: 1 });
    const unpaid = await dataProvider.completeOrder({ id: due[1].id });
    expect(unpaid).toMatchObject({ status: 3, paymentStatus: 0 });
  });
});

describe('the partner picker', () => {
  it("gives each partner's rating, other open orders that day and a day off on the order's date", async () => {
    await asAdmin();
    const order = orders().find((row) => row.location === 1 && row.status === 1 && row.date)!;
    const idServiceType = (order.serviceTypes as { idServiceType: number }[])[0].idServiceType;
    const picked = await dataProvider.availablePartners({ id: order.id, idServiceType });
    expect(picked.length).toBeGreaterThan(0);
    const partner = picked[0];
    const busy = orders().filter(
      (row) =>
        row.id !== order.id &&
        row.date === order.date &&
        [1, 2].includes(row.status) &&
        (row.serviceTypes as { partners: number[] }[]).some((type) => type.partners.includes(partner.id)),
    ).length;
    expect(partner).toMatchObject({ load: busy, dayOff: null });
    expect(partner.rating === null || typeof partner.rating === 'number').toBe(true);
    // A whole day off on the order's date is named.
    db()
      .collection('partnerDaysOff')
      .insert({ partnerId: partner.id, date: order.date, wholeDay: true, periods: [] });
    const again = await dataProvider.availablePartners({ id: order.id, idServiceType });
    expect(again.find((item) => item.id === partner.id)?.dayOff).toBe('wholeDay');
  });
});
