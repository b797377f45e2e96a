import { describe, expect, it } from 'vitest';
import type { LockRow, PresenceRow } from '../../mocks/rows';
import { db } from '../../mocks/server/db';
import { LOCKS, PRESENCE } from '../../mocks/server/locks';
import type { LiveChanges, LockState } from '../../src/api/contract/live';
import { PRESENCE_TTL_MS } from '../../src/domain/locks';
import { call, loginAs } from './backendCalls';

interface Located {
  id: number;
  location: number;
  [key: string]: unknown;
}
const recordIn = (name: string, location: number) =>
  db()
    .collection<Located>(name)
    .all()
    .find((row) => row.location === location)!;

/** One poll of the feed as a tab sends it: its tab, the record on its screen, in `location`. */
async function poll(body: Record<string, unknown>, location?: number) {
  const answer = await call('admin/live/changes', body, location);
  expect(answer.result).toBe(true);
  return answer.data as LiveChanges;
}
/** The names of the record's other viewers a poll answers. */
const viewersOf = async (body: Record<string, unknown>, location?: number) =>
  (await poll(body, location)).viewers.map((viewer) => viewer.by);
const lock = async (resource: string, id: number, extra: Record<string, unknown> = {}, location?: number) =>
  (await call('admin/live/lock', { resource, id, ...extra }, location)).data as LockState;

describe('locks on the lists', () => {
  it("tells the others' locks of the session's location, never another location's, nor the tab's own", async () => {
    const own = recordIn('orders', 1);
    const foreign = recordIn('orders', 3);
    await loginAs('admin');
    expect(await lock('orders', own.id, { tab: 'a' }, 1)).toMatchObject({ mine: true });
    expect(await lock('orders', foreign.id, { tab: 'a' }, 3)).toMatchObject({ mine: true });
    // The holder's own tab is told of neither as another's.
    expect((await poll({ tab: 'a' }, 1)).locks).toEqual([]);

    await loginAs('manager');
    const inOne = await poll({ tab: 'm' }, 1);
    expect(inOne.locks).toEqual([
      expect.objectContaining({ resource: 'orders', id: own.id, by: 'Anna Kowalska', mine: false }),
    ]);
    // Location 2, which the manager may use, hears of no lock at all; location 3 is refused outright.
    expect((await poll({ tab: 'm' }, 2)).locks).toEqual([]);
    expect(await call('admin/live/changes', { tab: 'm' }, 3)).toMatchObject({ result: false });
  });

  it("holds a form's lock per tab: the account's other tab reads it as another's and cannot release it", async () => {
    const partner = recordIn('partners', 1);
    await loginAs('admin');
    expect(await lock('partners', partner.id, { tab: 'a' })).toMatchObject({ mine: true });
    expect(await lock('partners', partner.id, { tab: 'b' })).toMatchObject({
      mine: false,
      by: 'Anna Kowalska',
    });
    expect((await poll({ tab: 'b' })).locks).toEqual([
      expect.objectContaining({ resource: 'partners', id: partner.id, mine: false }),
    ]);
    expect(
      (await call('admin/live/unlock', { resource: 'partners', id: partner.id, tab: 'b' })).data,
    ).toEqual({
      released: false,
    });
    expect(
      (await call('admin/live/unlock', { resource: 'partners', id: partner.id, tab: 'a' })).data,
    ).toEqual({
      released: true,
    });
    expect(await lock('partners', partner.id, { tab: 'b' })).toMatchObject({ mine: true });
    await call('admin/live/unlock', { resource: 'partners', id: partner.id, tab: 'b' });
    expect(db().collection<LockRow>(LOCKS).all()).toEqual([]);
  });
});

describe('presence', () => {
  it('tells who else views the record, within its location, and forgets a viewer who went elsewhere', async () => {
    const customer = recordIn('customers', 1);
    const viewing = { viewing: 'customers', viewingId: customer.id };
    await loginAs('admin');
    expect((await poll({ tab: 'a', ...viewing })).viewers).toEqual([]);
    await loginAs('manager');
    expect(await viewersOf({ tab: 'm', ...viewing })).toEqual(['Anna Kowalska']);
    await loginAs('admin');
    // The same account's other tab is another viewer; told once per account.
    expect(await viewersOf({ tab: 'b', ...viewing })).toEqual(['Anna Kowalska', 'Marek Nowak']);
    // Tab a leaves for a list, tab b for another record: Marek views alone.
    await poll({ tab: 'a' });
    await poll({ tab: 'b', viewing: 'orders', viewingId: recordIn('orders', 1).id });
    await loginAs('manager');
    expect((await poll({ tab: 'm', ...viewing })).viewers).toEqual([]);
  });

  it('lets a viewer expire when its tab stops polling', async () => {
    const order = recordIn('orders', 1);
    const viewing = { viewing: 'orders', viewingId: order.id };
    await loginAs('admin');
    await poll({ tab: 'a', ...viewing });
    await loginAs('manager');
    expect((await poll({ tab: 'm', ...viewing })).viewers).toHaveLength(1);
    const rows = db().collection<PresenceRow>(PRESENCE);
    const anna = rows.all().find((row) => row.accountName === 'Anna Kowalska')!;
    rows.update(anna.id, { seenAt: new Date(Date.now() - PRESENCE_TTL_MS).toISOString() });
    expect((await poll({ tab: 'm', ...viewing })).viewers).toEqual([]);
  });

  it("tells a manager nothing of another location's record, nor of viewers in another location", async () => {
    const foreign = recordIn('orders', 3);
    const shared = recordIn('partners', 1);
    await loginAs('admin');
    await poll({ tab: 'a', viewing: 'orders', viewingId: foreign.id }, 3);
    await poll({ tab: 'b', viewing: 'partners', viewingId: shared.id }, 1);
    await loginAs('manager');
    // A hostile client names the foreign order: no viewers, and it is noted as viewing nothing.
    expect((await poll({ tab: 'm', viewing: 'orders', viewingId: foreign.id }, 1)).viewers).toEqual([]);
    expect(
      db()
        .collection<PresenceRow>(PRESENCE)
        .all()
        .filter((row) => row.accountName === 'Marek Nowak'),
    ).toEqual([]);
    // The same partner seen from location 2 (where it is not) tells nothing either.
    expect((await poll({ tab: 'm', viewing: 'partners', viewingId: shared.id }, 2)).viewers).toEqual([]);
    expect(await viewersOf({ tab: 'm', viewing: 'partners', viewingId: shared.id }, 1)).toEqual([
      'Anna Kowalska',
    ]);
    // A resource with no presence is no record to view.
    expect((await poll({ tab: 'm', viewing: 'services', viewingId: 1 }, 1)).viewers).toEqual([]);
  });
});
