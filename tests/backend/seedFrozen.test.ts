import { describe, expect, it } from 'vitest';
import { db, resetDb } from '../../mocks/server/db';

/**
 * Every test's reset loads the same seed rows, not a copy (mocks/server/db.ts): they are frozen, so a write must
 * make a new row, and code that changed a stored row in place fails here instead of changing the next test's seed.
 */
describe("the tests' seed", () => {
  it('refuses a change in place to a stored row, a nested value included', () => {
    const order = db().collection('orders').get(1)!;
    expect(() => {
      order.status = 'changed';
    }).toThrow(TypeError);
    const nested = Object.values(order).find((value) => typeof value === 'object' && value !== null);
    expect(nested && Object.isFrozen(nested)).toBe(true);
  });

  it('takes a write as a new row, and a reset brings the seed row back', () => {
    const orders = db().collection('orders');
    const seeded = orders.get(1)!;
    const written = orders.update(1, { comment: 'changed by a test' });
    expect(written).not.toBe(seeded);
    expect(seeded.comment).not.toBe('changed by a test');
    resetDb();
    expect(db().collection('orders').get(1)).toBe(seeded);
  });
});
