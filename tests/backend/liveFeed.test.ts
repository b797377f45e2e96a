import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { FEED } from '../../mocks/server/feed';
import type { FeedRow } from '../../mocks/rows';
import type { LiveChanges } from '../../src/api/contract/live';
import { ORDER_STATUS } from '../../src/domain/statuses';
import { getSession } from '../../src/session/store';
import { call, loginAs } from './backendCalls';

interface Located {
  id: number;
  location: number;
  status: number;
  rate?: number | null;
  [key: string]: unknown;
}
const rows = (name: string) => db().collection<Located>(name).all();
const newOrdersIn = (location: number) =>
  rows('orders').filter((row) => row.location === location && row.status === ORDER_STATUS.new);
const partnerIn = (location: number) => rows('partners').find((row) => row.location === location)!;

/** One poll of the feed from `cursor`, in `location` (the session's by default). */
const poll = async (cursor?: number, location?: number) => {
  const answer = await call('admin/live/changes', cursor === undefined ? {} : { cursor }, location);
  expect(answer.result).toBe(true);
  return answer.data as LiveChanges;
};

/** Every change after `cursor`, following `more` as the client does. */
async function drain(cursor: number, location?: number) {
  const changes: LiveChanges['changes'] = [];
  let at = cursor;
  for (;;) {
    const page = await poll(at, location);
    changes.push(...page.changes);
    at = page.cursor;
    if (!page.more) return { changes, cursor: at };
  }
}

describe('the live changes feed', () => {
  it('starts at the end, then tells a confirm once: which record, its version, the kind, who', async () => {
    await loginAs('admin');
    const start = await poll();
    expect(start.changes).toEqual([]);
    const order = newOrdersIn(1)[0];
    expect((await call('admin/orders/confirm', { id: order.id })).result).toBe(true);
    const { changes, cursor } = await drain(start.cursor);
    expect(changes).toEqual([
      expect.objectContaining({
        resource: 'orders',
        id: order.id,
        version: db().collection<Located>('orders').get(order.id)!.version,
        kind: 'action',
        action: 'confirm',
        by: 'Anna Kowalska',
      }),
    ]);
    // Asked again from the new cursor: nothing repeats.
    expect((await poll(cursor)).changes).toEqual([]);
  });

  it("tells this backend's own changes from those another tab's backend wrote (the demo's shared storage)", async () => {
    await loginAs('admin');
    const start = await poll();
    const [mine, theirs] = newOrdersIn(1);
    expect((await call('admin/orders/confirm', { id: mine.id })).result).toBe(true);
    // Another tab's confirm arrives as a feed row this backend did not write.
    db().collection<FeedRow>(FEED).insert({
      resource: 'orders',
      recordId: theirs.id,
      recordVersion: 2,
      kind: 'action',
      action: 'confirm',
      location: 1,
      accountId: getSession()!.id,
      accountName: 'Anna Kowalska',
      at: new Date().toISOString(),
    });
    const { changes } = await drain(start.cursor);
    expect(changes.map(({ id, here }) => [id, here])).toEqual([
      [mine.id, true],
      [theirs.id, false],
    ]);
  });

  it('tells an edit, an add and a delete by their kinds', async () => {
    await loginAs('admin');
    const { cursor } = await poll();
    const partner = partnerIn(1);
    const details = (await call('admin/partners/details', { id: partner.id })).data as Record<
      string,
      unknown
    >;
    expect((await call('admin/partners/edit', { ...details, phone: '+48500600701' })).result).toBe(true);
    const added = await call('admin/partnerNotes/add', { partnerId: partner.id, text: 'Keys at the desk' });
    expect(added.result).toBe(true);
    const noteId = (added.data as { id: number }).id;
    expect((await call('admin/partnerNotes/delete', { id: noteId })).result).toBe(true);
    const { changes } = await drain(cursor);
    expect(changes.map(({ resource, id, kind }) => [resource, id, kind])).toEqual([
      ['partners', partner.id, 'edited'],
      ['partnerNotes', noteId, 'added'],
      ['partnerNotes', noteId, 'deleted'],
    ]);
    expect(changes[2].version).toBe(0);
  });

  it("never tells a manager of another location's records, nor of another location's session", async () => {
    await loginAs('manager');
    const one = await poll(undefined, 1);
    const two = await poll(undefined, 2);
    await loginAs('admin');
    const foreign = newOrdersIn(3)[0];
    expect((await call('admin/orders/confirm', { id: foreign.id }, 3)).result).toBe(true);
    expect((await call('admin/messages/reply', { id: partnerIn(3).id, text: 'Hello' }, 3)).result).toBe(true);
    const own = newOrdersIn(1)[0];
    expect((await call('admin/orders/confirm', { id: own.id }, 1)).result).toBe(true);
    expect((await call('admin/messages/reply', { id: partnerIn(1).id, text: 'Hello' }, 1)).result).toBe(true);

    await loginAs('manager');
    const inOne = await drain(one.cursor, 1);
    expect(inOne.changes.map(({ resource, id }) => [resource, id])).toEqual([
      ['orders', own.id],
      ['messages', partnerIn(1).id],
    ]);
    // Location 2 hears of neither; the cursor moves past them all the same.
    const inTwo = await drain(two.cursor, 2);
    expect(inTwo.changes).toEqual([]);
    expect(inTwo.cursor).toBe(inOne.cursor);
    // A location the manager may not use is refused outright.
    expect(await call('admin/live/changes', { cursor: 0 }, 3)).toMatchObject({
      result: false,
      message: 'app.errors.forbidden',
    });
  });

  it('leaves out a resource the account may not list', async () => {
    await loginAs('admin');
    const { cursor } = await poll();
    // A change of a resource nobody may list (the demo's reset has no read right).
    db().collection<FeedRow>(FEED).insert({
      resource: 'demo',
      recordId: 1,
      recordVersion: 1,
      kind: 'action',
      action: 'reset',
      location: null,
      accountId: 1,
      accountName: 'Anna Kowalska',
      at: new Date().toISOString(),
    });
    const after = await drain(cursor);
    expect(after.changes).toEqual([]);
    expect(after.cursor).toBe(cursor + 1);
  });

  it('tells a review answered as a review (and its order), and a confirm as no review', async () => {
    await loginAs('admin');
    const { cursor } = await poll();
    const rated = rows('orders').find((row) => row.location === 1 && row.rate != null)!;
    const details = (await call('admin/reviews/details', { id: rated.id })).data as Record<string, unknown>;
    const answered = await call('admin/reviews/edit', { ...details, reviewAnswer: 'Thank you!' });
    expect(answered.result).toBe(true);
    const { changes } = await drain(cursor);
    expect(changes.map(({ resource, id }) => [resource, id]).sort()).toEqual([
      ['orders', rated.id],
      ['reviews', rated.id],
    ]);
  });

  it('pages a burst of changes: the cursor never skips nor repeats one', async () => {
    await loginAs('admin');
    const { cursor } = await poll();
    // Labels on 120 orders of location 1 at once (more than one answer holds), between confirms of location 2.
    const ones = rows('orders')
      .filter((row) => row.location === 1 && !(row.labels as number[] | undefined)?.includes(1))
      .slice(0, 120);
    const twos = newOrdersIn(2).slice(0, 10);
    expect(twos).toHaveLength(10);
    for (const order of twos.slice(0, 5))
      expect((await call('admin/orders/confirm', { id: order.id }, 2)).result).toBe(true);
    const labelled = await call(
      'admin/orders/labels',
      {
        ids: ones.map((row) => row.id),
        versions: ones.map((row) => Number(row.version ?? 1)),
        labels: [1],
      },
      1,
    );
    expect(labelled).toMatchObject({ result: true });
    for (const order of twos.slice(5))
      expect((await call('admin/orders/confirm', { id: order.id }, 2)).result).toBe(true);
    const first = await poll(cursor, 1);
    expect(first.more).toBe(true);
    expect(first.changes).toHaveLength(100);
    const { changes } = await drain(cursor, 1);
    expect(changes.map((change) => change.id).sort()).toEqual(ones.map((row) => row.id).sort());
    const inTwo = await drain(cursor, 2);
    expect(inTwo.changes.map((change) => change.id)).toEqual(twos.map((row) => row.id));
  });
});
