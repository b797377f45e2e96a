import { describe, expect, it } from 'vitest';
import { db, dbReady } from '../../mocks/server/db';
import { call, loginAs } from './backendCalls';

type Refused = { result: boolean; message?: string; errors?: Record<string, string> };

const openOrder = async () => {
  await dbReady();
  return db()
    .collection<{ id: number; location: number; status: number; serviceTypes: { idServiceType: number }[] }>(
      'orders',
    )
    .all()
    .find((row) => row.location === 1 && row.status === 2)!;
};

/** The orders' and calendar's requests are read through their schemas (src/api/contract/orders.ts, calendar.ts). */
describe('orders contract: refused requests', () => {
  it('answers the field of a wrong type with its error, and changes nothing', async () => {
    await loginAs('admin');
    const order = await openOrder();
    const before = JSON.stringify(db().collection('orders').get(order.id));
    const answer = (await call('admin/orders/edit', {
      id: order.id,
      periodicity: 'weekly',
      description: 'x',
    })) as Refused;
    expect(answer).toMatchObject({
      result: false,
      message: 'app.validation.invalid',
      errors: { periodicity: 'app.validation.invalid' },
    });
    expect(JSON.stringify(db().collection('orders').get(order.id))).toBe(before);
  });

  it('names a nested field: a service line whose quantity is not a number', async () => {
    await loginAs('admin');
    const answer = (await call('admin/orders/calculate', {
      services: [{ id: 1, quantity: 'two' }],
    })) as Refused;
    expect(answer.errors).toEqual({ 'services[0].quantity': 'app.validation.invalid' });
  });

  it('answers a missing required field as required', async () => {
    await loginAs('admin');
    const order = await openOrder();
    const partners = (await call('admin/orders/partners', { id: order.id, partners: [1] })) as Refused;
    expect(partners).toMatchObject({
      result: false,
      message: 'app.validation.required',
      errors: { idServiceType: 'app.validation.required' },
    });
    const moved = (await call('admin/orders/confirm', {})) as Refused;
    expect(moved.errors).toEqual({ id: 'app.validation.required' });
  });

  it('refuses a filter key the order list does not know instead of ignoring it', async () => {
    await loginAs('admin');
    const answer = (await call('admin/orders/list', { filter: { stauts: 1 } })) as Refused;
    expect(answer.result).toBe(false);
    expect(answer.message).toBe('app.validation.invalid');
    const known = await call('admin/orders/list', { filter: { status: 2, serviceType: 1 }, perPage: 5 });
    expect(known.result).toBe(true);
  });

  it("refuses the calendar's range when a day is not a date", async () => {
    await loginAs('admin');
    const answer = (await call('admin/calendar/events', { from: 'monday', to: '2030-01-07' })) as Refused;
    expect(answer.errors).toEqual({ from: 'app.validation.date' });
    const board = (await call('admin/calendar/board', {})) as Refused;
    expect(board.errors).toEqual({ weekStart: 'app.validation.required' });
  });

  it('answers every order action in the shape its schema declares (tests/setup.ts fails on any difference)', async () => {
    await loginAs('admin');
    const order = await openOrder();
    expect((await call('admin/orders/copy', { id: order.id })).result).toBe(true);
    expect((await call('admin/orders/labels', { id: order.id, labels: [1], mode: 'set' })).result).toBe(true);
    expect((await call('admin/orders/calendarData')).result).toBe(true);
    const priced = await call('admin/orders/calculate', {
      services: [{ id: 1, quantity: 2 }],
      periodicity: 3,
    });
    expect(priced.result).toBe(true);
    const codes = db().collection<{ id: number; code: string }>('promocodes').all();
    const checked = await Promise.all(codes.map(({ code }) => call('admin/orders/promocode', { code })));
    expect(checked.some((answer) => answer.result)).toBe(true);
  });
});
