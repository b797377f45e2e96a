import { beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../mocks/routes';
import { db } from '../../mocks/server/db';
import type { Payload } from '../../src/api/encode';
import { call, loginAs } from './backendCalls';
import { newOrder } from './newOrder';

/**
 * A hostile client against issue 29's class 3, "the server accepts impossible orders and codes": each impossible
 * value is refused with a 4xx-style refusal (`result: false`) naming the field with its message, and nothing is
 * stored. The bounds are the contract's (src/domain/bounds.ts, src/api/contract/wire.ts), so the forms refuse the
 * same values (docs/decisions-safety.md "Bounds").
 */
const stored = () => JSON.stringify([db().collection('orders').all(), db().collection('promocodes').all()]);

/** The refusal names `field` (or a part of it: `services[0].quantity` is of `services`) with `message`. */
async function refused(path: string, payload: Payload, field: string, message: string) {
  const before = stored();
  const answer = await call(path, payload);
  expect(answer.result, `${path} ${JSON.stringify(payload)} was accepted`).toBe(false);
  const errors = Object.entries(answer.errors ?? {}).filter(
    ([key]) => key === field || key.startsWith(`${field}[`) || key.startsWith(`${field}.`),
  );
  expect(
    errors.map(([, text]) => text),
    `${path}: the error under ${field}`,
  ).toContain(message);
  expect(stored(), `${path} stored something`).toBe(before);
}

const QUANTITY = 'resources.orders.validation.quantity';
const DATE = 'resources.orders.validation.date';

beforeAll(allRoutes);

describe('an impossible order is refused, and nothing stored', () => {
  it('accepts the valid order the cases change (so each refusal is the changed field)', async () => {
    await loginAs('admin');
    expect((await call('admin/orders/calculate', newOrder())).result).toBe(true);
  });

  it.each([
    ['a thousandth of a thing', 0.001],
    ['a negative quantity', -3],
    ['a quantity past any bound', 1e9],
  ])('refuses %s, and prices nothing with it', async (_case, quantity) => {
    await loginAs('admin');
    const order = newOrder();
    const [line] = order.services as { id: number }[];
    for (const path of ['admin/orders/add', 'admin/orders/calculate'])
      await refused(path, { ...order, services: [{ ...line, quantity }] }, 'services', QUANTITY);
  });

  it("refuses half a thing: the service's unit counts whole things", async () => {
    await loginAs('admin');
    const order = newOrder();
    const [line] = order.services as { id: number }[];
    await refused(
      'admin/orders/add',
      { ...order, services: [{ ...line, quantity: 0.5 }] },
      'services',
      QUANTITY,
    );
  });

  it.each(['2026-02-30', '2026-13-45', '0000-00-00', '9999-12-31', '2026-2-3', 'tomorrow'])(
    'refuses the date %s with "Select date"',
    async (date) => {
      await loginAs('admin');
      await refused('admin/orders/add', { ...newOrder(), date }, 'date', DATE);
    },
  );

  it('refuses a moved order to an impossible date', async () => {
    await loginAs('admin');
    const order = db()
      .collection<{ id: number; location: number; status: number }>('orders')
      .all()
      .find((row) => row.location === 1 && row.status === 1)!;
    await refused('admin/orders/move', { id: order.id, date: '2026-02-30' }, 'date', DATE);
  });

  it.each([
    ['a price of 1e15', { price: 1e15, fullPrice: 1e15 }, 'price', 'app.validation.money'],
    [
      'a price above the full price',
      { price: 20000, fullPrice: 10000 },
      'price',
      'resources.orders.validation.priceAboveFull',
    ],
    ['a fraction of a minor unit', { price: 100.5, fullPrice: 200 }, 'price', 'app.validation.money'],
    ['a negative full price', { price: 0, fullPrice: -1 }, 'fullPrice', 'app.validation.money'],
  ])('with automatic pricing off, refuses %s', async (_case, prices, field, message) => {
    await loginAs('admin');
    await refused('admin/orders/add', { ...newOrder(), calculatePrice: 0, ...prices }, field, message);
  });

  it.each([9, -1, 1.5])('refuses the periodicity %s (not clamped to a discount)', async (periodicity) => {
    await loginAs('admin');
    await refused('admin/orders/add', { ...newOrder(), periodicity }, 'periodicity', 'app.validation.choice');
    await refused(
      'admin/orders/calculate',
      { ...newOrder(), periodicity },
      'periodicity',
      'app.validation.choice',
    );
  });
});

describe('an impossible promocode is refused, and nothing stored', () => {
  const code = (extra: Payload) => ({
    code: 'HOSTILE1',
    type: 'percent',
    value: 10,
    serviceTypes: [1],
    ...extra,
  });

  it('accepts the valid code the cases change', async () => {
    await loginAs('admin');
    expect((await call('admin/promocodes/add', code({ code: 'VALID1' }))).result).toBe(true);
  });

  it.each([
    ['0.001 %', { value: 0.001 }, 'value', 'app.validation.promocodeValue'],
    ['1e15 as an amount', { type: 'amount', value: 1e15 }, 'value', 'app.validation.promocodeValue'],
    ['1e15 %', { value: 1e15 }, 'value', 'app.validation.promocodeValue'],
    ['101 %', { value: 101 }, 'value', 'app.validation.percentMax'],
    ['a start on 2026-02-30', { dateFrom: '2026-02-30' }, 'dateFrom', 'app.validation.date'],
    ['an end on 9999-12-31', { dateTo: '9999-12-31' }, 'dateTo', 'app.validation.date'],
    ['a status of 9', { status: 9 }, 'status', 'app.validation.choice'],
  ])('refuses %s', async (_case, extra, field, message) => {
    await loginAs('admin');
    await refused('admin/promocodes/add', code(extra), field, message);
  });
});
