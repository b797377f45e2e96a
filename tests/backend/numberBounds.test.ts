import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { COUNT_INVALID, MONEY_INVALID, PERCENT_INVALID } from '../../src/domain/bounds';
import { call, loginAs } from './backendCalls';

type Located = { id: number; location: number };

/**
 * Issue 29, class 3 leftovers (docs/decisions-safety.md "Bounds"): the numbers that had no bound in the contract
 * (a warehouse item's cost and minimum stock, a movement's quantity, a partner's adjustment and percentages) are
 * refused past their range under their field, with the bound's message.
 */
describe('numbers of the warehouse and the partners are bounded', () => {
  beforeEach(async () => {
    await loginAs('admin');
  });

  it("refuses a warehouse item's cost and minimum stock out of range", async () => {
    const item = { name: { en: 'Sponge', pl: 'Gąbka' }, sku: 'BOUND-1', unit: 'piece' };
    expect(await call('admin/warehouse/add', { ...item, cost: 100_000_001 })).toMatchObject({
      result: false,
      errors: { cost: MONEY_INVALID },
    });
    expect(await call('admin/warehouse/add', { ...item, minimumStock: 1_000_001 })).toMatchObject({
      result: false,
      errors: { minimumStock: COUNT_INVALID },
    });
  });

  it("refuses a movement's quantity past a million", async () => {
    const item = db().collection<Located>('warehouse').all()[0];
    expect(
      await call('admin/warehouseMovements/add', {
        itemId: item.id,
        kind: 'received',
        quantity: 1e9,
        date: '2026-11-20',
      }),
    ).toMatchObject({ result: false, errors: { quantity: COUNT_INVALID } });
  });

  it("refuses a partner's percentage below 0", async () => {
    const partner = db()
      .collection<Located>('partners')
      .all()
      .find((row) => row.location === 1)!;
    expect(
      await call('admin/partners/percentages', {
        id: partner.id,
        percentages: [{ idServiceType: 3, percent: -1, percentChoose: 50 }],
      }),
    ).toMatchObject({ result: false, errors: { 'percentages[0].percent': PERCENT_INVALID } });
  });
});
