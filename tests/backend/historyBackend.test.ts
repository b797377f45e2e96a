import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { call, loginAs } from './backendCalls';

interface Change {
  field: string;
  before: unknown;
  after: unknown;
}
interface Entry {
  id: number;
  resource: string;
  recordId: number;
  action: string;
  accountName: string;
  changes: Change[];
}
type Located = { id: number; location: number; status: number; [key: string]: unknown };

const rows = (name: string) => db().collection<Located>(name).all();
const historyOf = async (resource: string, id: number, extra: Record<string, unknown> = {}) =>
  (await call('admin/history/list', { resource, id, perPage: 100, ...extra })).data as Entry[];
const details = async (resource: string, id: number) =>
  (await call(`admin/${resource}/details`, { id })).data as Record<string, unknown>;

describe('the history of records', () => {
  it('records an edit once, with the changed field before and after, who and through which action', async () => {
    await loginAs('admin');
    const partner = rows('partners').find((row) => row.location === 1)!;
    const old = partner.phone;
    const edit = await call('admin/partners/edit', {
      ...(await details('partners', partner.id)),
      phone: '+48500600700',
    });
    expect(edit.result).toBe(true);
    const [latest, ...rest] = await historyOf('partners', partner.id);
    expect(rest).toHaveLength(0);
    expect(latest).toMatchObject({
      resource: 'partners',
      recordId: partner.id,
      action: 'edit',
      accountName: expect.any(String),
    });
    expect(latest.changes).toEqual([{ field: 'phone', before: old, after: '+48500600700' }]);
    // the panel's latest changes show it first
    const activity = await call('admin/history/latest', { page: 1, perPage: 5 });
    expect((activity.data as Entry[])[0].id).toBe(latest.id);
    expect(activity.total).toBeGreaterThan(0);
    // filtered by person and by field
    expect(await historyOf('partners', partner.id, { field: 'email' })).toHaveLength(0);
    expect(await historyOf('partners', partner.id, { field: 'phone' })).toHaveLength(1);

    // restore puts the old phone back, through an edit (recorded as a restore)
    const restored = await call('admin/history/restore', { entry: latest.id, field: 'phone' });
    expect(restored.result).toBe(true);
    expect(db().collection<Located>('partners').get(partner.id)!.phone).toBe(old);
    const [again] = await historyOf('partners', partner.id);
    expect(again).toMatchObject({
      action: 'restore',
      changes: [{ field: 'phone', before: '+48500600700', after: old }],
    });
  });

  it('records an order action once (status before and after), not the order log that grows with it', async () => {
    await loginAs('admin');
    const order = rows('orders').find((row) => row.location === 1 && row.status === 1)!;
    expect((await call('admin/orders/cancel', { id: order.id, reason: 'Customer asked' })).result).toBe(true);
    const entries = await historyOf('orders', order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0].action).toBe('cancel');
    expect(entries[0].changes.map((change) => change.field)).toContain('status');
    expect(entries[0].changes.find((change) => change.field === 'status')).toMatchObject({ before: 1 });
    expect(entries[0].changes.some((change) => change.field === 'history')).toBe(false);

    // a closed order stays closed: restoring its status is refused and changes nothing
    const refused = await call('admin/history/restore', { entry: entries[0].id, field: 'status' });
    expect(refused).toMatchObject({ result: false, message: 'history.notRestored' });
    expect(db().collection<Located>('orders').get(order.id)!.status).not.toBe(1);
  });

  it('records additions and refused writes not at all; restore of a locked promocode is refused like an edit', async () => {
    await loginAs('admin');
    const locked = rows('promocodes').find((row) => Number(row.numberOfOrders) > 0)!;
    // an older change of the value, written straight to the store as if made before the code was used
    const entry = db()
      .collection('history')
      .insert({
        resource: 'promocodes',
        recordId: locked.id,
        location: null,
        at: '2020-01-01T00:00:00.000Z',
        accountId: 1,
        accountName: 'Admin',
        action: 'edit',
        changes: [{ field: 'value', before: Number(locked.value) + 1, after: locked.value }],
      });
    const count = rows('history').length;
    const refused = await call('admin/history/restore', { entry: entry.id, field: 'value' });
    expect(refused).toMatchObject({ result: false, message: 'app.errors.locked' });
    expect(rows('history')).toHaveLength(count);

    const customer = await call('admin/customers/add', { name: 'Ada Lovelace', phone: '+48111222333' });
    const id = (customer.data as { id: number }).id;
    const [added] = await historyOf('customers', id);
    expect(added.action).toBe('add');
    expect(added.changes).toContainEqual({ field: 'name', before: null, after: 'Ada Lovelace' });
  });

  it("keeps another location's history and restores out of reach; a manager may read it", async () => {
    await loginAs('manager');
    const elsewhere = rows('partners').find((row) => row.location !== 1)!;
    expect((await call('admin/history/list', { resource: 'partners', id: elsewhere.id })).result).toBe(false);
    const mine = rows('partners').find((row) => row.location === 1)!;
    expect((await call('admin/history/list', { resource: 'partners', id: mine.id })).result).toBe(true);
  });

  it("places a partner's message in its partner's location: the latest changes of another location leave it out", async () => {
    await loginAs('admin');
    const partner = rows('partners').find((row) => row.location === 1)!;
    expect((await call('admin/messages/reply', { id: partner.id, text: 'See you at nine.' })).result).toBe(
      true,
    );
    const latestIn = async (location: number) =>
      ((await call('admin/history/latest', { page: 1, perPage: 5 }, location)).data as Entry[]).filter(
        (entry) => entry.resource === 'partnerMessages',
      );
    expect(await latestIn(1)).toHaveLength(1);
    expect(await latestIn(2)).toHaveLength(0);
  });

  it('answers the global search with up to five of each kind and their totals', async () => {
    await loginAs('admin');
    const order = rows('orders').find((row) => row.location === 1)!;
    const answer = (await call('admin/search', { q: String(order.id) })).data as Record<
      string,
      { data: { id: number }[]; total: number }
    >;
    expect(answer.orders.data.map((row) => row.id)).toContain(order.id);
    for (const kind of ['orders', 'customers', 'partners'])
      expect(answer[kind].data.length).toBeLessThanOrEqual(5);
  });

  it('forgets the history with the demo data on a reset', async () => {
    await loginAs('admin');
    const partner = rows('partners').find((row) => row.location === 1)!;
    await call('admin/partners/edit', { ...(await details('partners', partner.id)), phone: '+48500600701' });
    expect((await call('admin/history/latest', { page: 1, perPage: 1 })).total).toBeGreaterThan(0);
    expect((await call('admin/demo/reset')).result).toBe(true);
    await loginAs('admin');
    expect((await call('admin/history/latest', { page: 1, perPage: 1 })).total).toBe(0);
  });
});
