import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../src/domain/statuses';
import type { OrderRow } from '../../mocks/rows';
import { db } from '../../mocks/server/db';
import { versionOf } from '../../mocks/store';
import { call, loginAs } from './backendCalls';

/**
 * A partner's figures come from every completed order's lines, built once and kept while the data stays the same
 * (mocks/resources/partners/figures.ts: the store's revision). A change, from this tab or another, shows in the
 * very next answer: nothing is kept for a while on the chance it did not change.
 */
interface Statistics {
  numberOfRatings: number;
}

const statistics = async (id: number) => (await call('admin/partners/statistics', { id })).data as Statistics;

/** A completed order of the session's location whose only partner is one, not rated yet. */
function unratedCompletedOrder(location: number): { order: OrderRow; partner: number } {
  const order = db()
    .collection<OrderRow>('orders')
    .all()
    .find(
      (row) =>
        row.location === location &&
        row.status === ORDER_STATUS.completed &&
        !row.rate &&
        new Set(row.serviceTypes.flatMap((type) => type.partners)).size === 1,
    );
  if (!order) throw new Error('the seed has no unrated completed order with one partner');
  return { order, partner: order.serviceTypes[0].partners[0] };
}

describe("a partner's figures after a change", () => {
  beforeEach(async () => {
    await loginAs('admin');
  });

  it('a rating written here is counted by the next answer', async () => {
    const { order, partner } = unratedCompletedOrder(1);
    const before = (await statistics(partner)).numberOfRatings;
    db().collection<OrderRow>('orders').update(order.id, { rate: 5 });
    expect((await statistics(partner)).numberOfRatings).toBe(before + 1);
  });

  it("another tab's change is counted by the next answer too", async () => {
    const { order, partner } = unratedCompletedOrder(1);
    const before = (await statistics(partner)).numberOfRatings;
    db().applyRemote('orders', order.id, { ...order, rate: 4, version: versionOf(order) + 1 });
    expect((await statistics(partner)).numberOfRatings).toBe(before + 1);
    // and the same answer again, read from what was kept
    expect((await statistics(partner)).numberOfRatings).toBe(before + 1);
  });
});
