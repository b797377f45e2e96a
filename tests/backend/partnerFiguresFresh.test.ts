import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../src/domain/statuses';
import { allLines } from '../../mocks/resources/partners/figures';
import type { OrderRow, PartnerAdjustmentRow, PartnerRow } from '../../mocks/rows';
import { db } from '../../mocks/server/db';
import { LOCKS, PRESENCE } from '../../mocks/server/locks';
import { versionOf } from '../../mocks/store';
import { call, loginAs } from './backendCalls';

/**
 * A partner's figures come from every completed order's lines, built once and kept while the data stays the same
 * (mocks/resources/partners/figures.ts: `Store.revisionOf` the collections they come from). A change, from this tab
 * or another, shows in the very next answer: nothing is kept for a while on the chance it did not change.
 */
interface Statistics {
  numberOfRatings: number;
}

const debt = async () => (await call('admin/dashboard/widget', { name: 'debt' })).data as { amount: number };
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

  it("an adjustment moves the dashboard's debt in the next answer, though the orders did not change", async () => {
    const before = await debt();
    const partner = db()
      .collection<PartnerRow>('partners')
      .all()
      .find((row) => row.location === 1)!;
    db()
      .collection<PartnerAdjustmentRow>('partnerAdjustments')
      .insert({
        partnerId: partner.id,
        date: new Date().toISOString().slice(0, 10),
        kind: 'bonus',
        amount: 987_654_321,
      });
    expect((await debt()).amount).not.toBe(before.amount);
  });

  it('a presence heartbeat or a lock keeps what was computed: they are not what the figures come from', async () => {
    await debt();
    const lines = allLines();
    db().collection(PRESENCE).insert({ accountId: 1, resource: 'orders', recordId: 1, at: Date.now() });
    db().collection(LOCKS).insert({ accountId: 1, resource: 'orders', recordId: 2, at: Date.now() });
    expect(allLines()).toBe(lines);
    db().collection<OrderRow>('orders').update(1, { note: 'changed' });
    expect(allLines()).not.toBe(lines);
  });
});
