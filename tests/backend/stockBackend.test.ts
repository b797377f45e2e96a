import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { authProvider } from '../../src/providers/authProvider';
import { dataProvider } from '../../src/providers/dataProvider';
import { call } from './backendCalls';
// The routes' wires (warehouse/movements -> admin/warehouseMovements/...), registered by the resources' declarations.
import '../../src/resources/declared';

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
const today = new Date().toISOString().slice(0, 10);
const stockOf = async (id: number) =>
  (await dataProvider.getOne('warehouse', { id })).data.quantity as number;
/** A registered partner of location 1 holding nothing yet. */
const freshPartner = () => {
  const held = new Set(
    db()
      .collection<{ id: number; partnerId: number | null }>('warehouseMovements')
      .all()
      .map((row) => row.partnerId),
  );
  return db()
    .collection<{ id: number; location: number; status: number }>('partners')
    .all()
    .find((row) => row.location === 1 && row.status === 1 && !held.has(row.id))!.id;
};
const move = (data: Record<string, unknown>) =>
  dataProvider.create('warehouse/movements', { data: { date: today, ...data } });

describe('warehouse backend', () => {
  it('refuses a movement that would take the stock below zero and leaves the stock as it was', async () => {
    await as('manager');
    const before = await stockOf(1);
    const refused = await refusal(move({ itemId: 1, kind: 'writtenOff', quantity: before + 1 }));
    expect(refused?.errors).toEqual({ quantity: 'resources.warehouse.refusals.negativeStock' });
    expect(await stockOf(1)).toBe(before);
  });

  it("issues items to a partner (stock falls, the partner holds them) and a return after dismissal raises it and sets the partner's flag", async () => {
    await as('admin');
    const partnerId = freshPartner();
    const before = await stockOf(3);
    await move({ itemId: 3, kind: 'issued', quantity: 2, partnerId });
    expect(await stockOf(3)).toBe(before - 2);
    expect(await dataProvider.partnerHeldItems({ partnerId })).toMatchObject([
      { itemId: 3, quantity: 2, sku: 'GLV-100' },
    ]);
    const tooMany = await refusal(move({ itemId: 3, kind: 'returned', quantity: 3, partnerId }));
    expect(tooMany?.errors).toEqual({ quantity: 'resources.warehouse.refusals.notHeld' });
    await move({ itemId: 3, kind: 'returned', quantity: 2, partnerId, afterDismissal: true });
    expect(await stockOf(3)).toBe(before);
    expect(await dataProvider.partnerHeldItems({ partnerId })).toEqual([]);
    const partner = await dataProvider.getOne('partners', { id: partnerId });
    expect(partner.data.flags.returnedItemsAfterDismissal).toBe(true);
  });

  it('lets a manager record movements but not delete them; an admin delete moves the stock back', async () => {
    await as('manager');
    const before = await stockOf(2);
    const { data } = await move({ itemId: 2, kind: 'received', quantity: 4 });
    expect(
      await refusal(dataProvider.delete('warehouse/movements', { id: data.id, previousData: data })),
    ).not.toBeNull();
    await as('admin');
    await dataProvider.delete('warehouse/movements', { id: data.id, previousData: data });
    expect(await stockOf(2)).toBe(before);
  });

  it('flags items below their minimum on the list and counts them on the dashboard', async () => {
    await as('admin');
    const low = await dataProvider.getList('warehouse', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: { belowMinimum: 1 },
    });
    expect(low.total).toBeGreaterThan(0);
    expect(low.data.every((item) => item.quantity < item.minimumStock && item.belowMinimum)).toBe(true);
    expect((await dataProvider.dashboardWidget('lowStock')).count).toBe(low.total);
  });
});

describe('certificates backend', () => {
  const order = (certificateCode: string) => ({
    customerId: 1,
    address: { city: 'Warszawa', street: 'Hoża', house: '1', latitude: 52.25, longitude: 21.01 },
    services: [{ id: 1, quantity: 2 }],
    date: '2030-01-02',
    time: { any: true },
    paymentMethodId: 1,
    certificateCode,
  });

  it('generates a unique code, pays an order with the balance and refuses the certificate used twice', async () => {
    await as('manager');
    const { data: cert } = await dataProvider.create('certificates', {
      data: { amount: 5000, buyerName: 'Ewa Nowak' },
    });
    expect(cert.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(cert).toMatchObject({ balance: 5000, status: 1 });
    expect(await dataProvider.checkCertificate({ code: cert.code.toLowerCase() })).toMatchObject({
      id: cert.id,
      balance: 5000,
    });
    const { data: first } = await dataProvider.create('orders', { data: order(cert.code) });
    expect(first).toMatchObject({ certificateId: cert.id, certificateUsed: 5000 });
    expect(first.price).toBeGreaterThan(5000);
    expect((await dataProvider.getOne('certificates', { id: cert.id })).data).toMatchObject({
      balance: 0,
      status: 2,
    });
    // Saving the same order again keeps its own use of it.
    const { data: again } = await dataProvider.update('orders', {
      id: first.id,
      data: { ...order(cert.code), id: first.id },
      previousData: first,
    });
    expect(again.certificateUsed).toBe(5000);
    const refused = await refusal(dataProvider.create('orders', { data: order(cert.code) }));
    expect(refused?.errors).toEqual({ certificateCode: 'resources.certificates.problems.used' });
    expect(
      await refusal(dataProvider.delete('certificates', { id: cert.id, previousData: cert })),
    ).not.toBeNull();
  });

  // Issue 30: an order of 96.00 paid 30.00 by certificate showed only its price, and charged it in cash.
  it('answers the amount still to pay in the details and in the CSV', async () => {
    await as('admin');
    const { data: cert } = await dataProvider.create('certificates', {
      data: { amount: 3000, buyerName: 'Ola Nowak' },
    });
    const { data: created } = await dataProvider.create('orders', { data: order(cert.code) });
    const { data: shown } = await dataProvider.getOne('orders', { id: created.id });
    expect(shown).toMatchObject({ certificateCode: cert.code, certificateUsed: 3000 });
    expect(shown.amountToPay).toBe(shown.price - 3000);
    const csv = await call('admin/orders/export', { filter: { certificateId: cert.id } });
    const [header, line] = csv.csv!.replace(/^\uFEFF/, '').split('\r\n');
    // RFC 4180: the address cell is quoted (it holds a comma)
    const cellsOf = (text: string) =>
      (text.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? []).map((cell) => cell.replace(/,$/, ''));
    const cells = cellsOf(line);
    const column = (name: RegExp) => cells[cellsOf(header).findIndex((cell) => name.test(cell))];
    expect(column(/^Gift certificate$/)).toBe(cert.code);
    expect(Number(column(/^Paid by certificate/))).toBe(30);
    expect(Number(column(/^Amount to pay/))).toBe((shown.price - 3000) / 100);
  });

  // Issue 30: 'abc' was saved as the phone of another person to contact.
  it('refuses an order whose other person to contact has no phone number', async () => {
    await as('admin');
    const contact = (phone: string) => ({
      ...order(''),
      certificateCode: undefined,
      anotherPersonToContact: { name: 'Ala Nowak', phone },
    });
    const refused = await refusal(dataProvider.create('orders', { data: contact('abc') }));
    expect(refused).toMatchObject({
      message: 'app.validation.phone',
      errors: { 'anotherPersonToContact.phone': 'app.validation.phone' },
    });
    const { data: saved } = await dataProvider.create('orders', { data: contact('+48 600 100 200') });
    expect(saved.anotherPersonToContact).toEqual({ name: 'Ala Nowak', phone: '+48 600 100 200' });
  });

  it('gets its balance back when the order is cancelled without payment', async () => {
    await as('admin');
    const { data: cert } = await dataProvider.create('certificates', {
      data: { amount: 3000, buyerName: 'Ola Nowak' },
    });
    const { data: paid } = await dataProvider.create('orders', { data: order(cert.code) });
    expect((await dataProvider.getOne('certificates', { id: cert.id })).data.balance).toBe(0);
    const cancelled = await dataProvider.cancelOrder({
      id: paid.id,
      withPayment: false,
      reason: 'Customer ill',
    });
    expect(cancelled.certificateUsed).toBeUndefined();
    expect((await dataProvider.getOne('certificates', { id: cert.id })).data).toMatchObject({
      balance: 3000,
      status: 1,
    });
  });

  it('refuses a cancelled certificate and a code of another location', async () => {
    await as('admin');
    const { data: cert } = await dataProvider.create('certificates', {
      data: { amount: 2000, buyerName: 'Jan Kowalski' },
    });
    await dataProvider.update('certificates', {
      id: cert.id,
      data: { ...cert, status: 4 },
      previousData: cert,
    });
    expect((await refusal(dataProvider.checkCertificate({ code: cert.code })))?.message).toBe(
      'resources.certificates.problems.cancelled',
    );
    const other = db()
      .collection<{ id: number; code: string; location: number }>('certificates')
      .all()
      .find((row) => row.location === 2)!;
    expect((await refusal(dataProvider.checkCertificate({ code: other.code })))?.message).toBe(
      'resources.certificates.problems.unknown',
    );
  });
});

describe('labels backend', () => {
  it('validates the name in the base language and the colour, and keeps the shape the orders read', async () => {
    await as('admin');
    const refused = await refusal(
      dataProvider.create('labels', { data: { label: { en: 'Only English' }, colour: 'red' } }),
    );
    expect(refused?.errors).toMatchObject({
      'label.pl': 'app.validation.required',
      colour: 'resources.labels.validation.colour',
    });
    const { data } = await dataProvider.create('labels', {
      data: {
        label: { pl: 'Klucze u sąsiada', en: 'Keys at neighbour' },
        colour: '#123abc',
        visibility: 'partner',
      },
    });
    expect(data).toMatchObject({
      visibility: 'partner',
      colour: '#123abc',
      status: 1,
      label: { pl: 'Klucze u sąsiada' },
    });
  });
});
