import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { call, loginAs } from './backendCalls';

type Rows = { id: number; [field: string]: unknown }[];

/** Every row of a filtered list, by pages of 100. */
async function everyRow(api: string, filter: Record<string, unknown>) {
  const rows: Rows = [];
  for (let page = 1; ; page++) {
    const answer = await call(`admin/${api}/list`, { page, perPage: 100, sort: 'id', filter });
    expect(answer.result).toBe(true);
    rows.push(...(answer.data as Rows));
    if (rows.length >= (answer.total ?? 0)) return { rows, total: answer.total };
  }
}

const stored = (collection: string) => db().collection<Rows[number]>(collection).all();

/** Issue 30: a range bound compares as the contract types it (money in minor units as numbers, days as days). */
describe('range filters', () => {
  it('lists the orders priced from 100.00 to 200.00 and only those', async () => {
    await loginAs('admin');
    const { rows, total } = await everyRow('orders', { price_gte: 10000, price_lte: 20000 });
    const prices = rows.map((row) => row.price as number);
    expect(prices.every((price) => price >= 10000 && price <= 20000)).toBe(true);
    const expected = stored('orders').filter(
      (row) =>
        row.location === 1 &&
        row.status !== 6 &&
        (row.price as number) >= 10000 &&
        (row.price as number) <= 20000,
    );
    expect(total).toBe(expected.length);
    expect(total).toBeGreaterThan(0);
  });

  it('bounds a certificate balance as a number', async () => {
    await loginAs('admin');
    const { rows } = await everyRow('certificates', { balance_gte: 5000 });
    expect(rows.every((row) => (row.balance as number) >= 5000)).toBe(true);
    const expected = stored('certificates').filter(
      (row) => row.location === 1 && (row.balance as number) >= 5000,
    );
    expect(rows.length).toBe(expected.length);
  });

  it('bounds days as days, the last day included', async () => {
    await loginAs('admin');
    const movements = stored('warehouseMovements');
    const day = movements[Math.floor(movements.length / 2)].date as string;
    const { rows } = await everyRow('warehouseMovements', { date_gte: day, date_lte: day });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.date === day)).toBe(true);
  });
});
