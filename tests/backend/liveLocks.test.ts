import { describe, expect, it } from 'vitest';
import type { LockRow } from '../../mocks/rows';
import { db } from '../../mocks/server/db';
import { LOCKS } from '../../mocks/server/locks';
import type { LockState } from '../../src/api/contract/live';
import { LOCK_IDLE_MS, LOCK_TTL_MS } from '../../src/domain/locks';
import { ORDER_STATUS } from '../../src/domain/statuses';
import { call, loginAs } from './backendCalls';

interface Located {
  id: number;
  location: number;
  status: number;
  [key: string]: unknown;
}
const rows = (name: string) => db().collection<Located>(name).all();
const newOrderIn = (location: number) =>
  rows('orders').find((row) => row.location === location && row.status === ORDER_STATUS.new)!;

const lock = async (resource: string, id: number, extra: Record<string, unknown> = {}) => {
  const answer = await call('admin/live/lock', { resource, id, ...extra });
  expect(answer.result).toBe(true);
  return answer.data as LockState;
};
/** A save of the record's form, as posted (its details with one change). */
async function save(resource: string, id: number, patch: Record<string, unknown>) {
  const details = (await call(`admin/${resource}/details`, { id })).data as Record<string, unknown>;
  return call(`admin/${resource}/edit`, { ...details, ...patch });
}
/** Moves a lock's clock back, as if its holder's tab had said nothing for `ms`. */
function age(resource: string, id: number, field: 'renewedAt' | 'activeAt', ms: number) {
  const locks = db().collection<LockRow>(LOCKS);
  const held = locks.all().find((row) => row.resource === resource && row.recordId === id)!;
  locks.update(held.id, { [field]: new Date(Date.now() - ms).toISOString() });
}
const REFUSED = { result: false, message: 'live.lockedByOther' };

describe('editing locks', () => {
  it("refuses a colleague's save while the lock is held, and lets it through once released", async () => {
    const order = newOrderIn(1);
    await loginAs('admin');
    expect(await lock('orders', order.id)).toMatchObject({ mine: true, by: 'Anna Kowalska', idle: false });
    await loginAs('manager');
    // The colleague is told who holds it, and gets nothing.
    expect(await lock('orders', order.id)).toMatchObject({ mine: false, by: 'Anna Kowalska' });
    expect(await save('orders', order.id, { description: 'Mine' })).toMatchObject(REFUSED);
    expect(db().collection<Located>('orders').get(order.id)!.description).not.toBe('Mine');
    // The holder saves.
    await loginAs('admin');
    expect((await save('orders', order.id, { description: 'Anna was here' })).result).toBe(true);
    // A colleague's unlock releases nothing; the holder's does.
    await loginAs('manager');
    expect((await call('admin/live/unlock', { resource: 'orders', id: order.id })).data).toEqual({
      released: false,
    });
    await loginAs('admin');
    expect((await call('admin/live/unlock', { resource: 'orders', id: order.id })).data).toEqual({
      released: true,
    });
    await loginAs('manager');
    expect((await save('orders', order.id, { description: 'Marek now' })).result).toBe(true);
  });

  it('lets a lock expire when it is not renewed, and a renewal keeps it', async () => {
    const partner = rows('partners').find((row) => row.location === 1)!;
    await loginAs('admin');
    await lock('partners', partner.id);
    age('partners', partner.id, 'renewedAt', LOCK_TTL_MS - 5000);
    expect(await lock('partners', partner.id)).toMatchObject({ mine: true });
    await loginAs('manager');
    expect(await lock('partners', partner.id)).toMatchObject({ mine: false });
    expect(await save('partners', partner.id, { description: 'x' })).toMatchObject(REFUSED);
    await loginAs('admin');
    age('partners', partner.id, 'renewedAt', LOCK_TTL_MS);
    await loginAs('manager');
    expect(await lock('partners', partner.id)).toMatchObject({ mine: true, by: 'Marek Nowak' });
  });

  it('takes over only an idle lock, and the history says so', async () => {
    const customer = rows('customers').find((row) => row.location === 1)!;
    await loginAs('admin');
    await lock('customers', customer.id);
    await loginAs('manager');
    expect(await lock('customers', customer.id, { takeOver: 1 })).toMatchObject({ mine: false, idle: false });
    await loginAs('admin');
    // Renewed, but without typing for the idle time.
    age('customers', customer.id, 'activeAt', LOCK_IDLE_MS);
    expect(await lock('customers', customer.id)).toMatchObject({ mine: true, idle: true });
    await loginAs('manager');
    expect(await lock('customers', customer.id)).toMatchObject({ mine: false, idle: true });
    expect(await lock('customers', customer.id, { takeOver: 1 })).toMatchObject({
      mine: true,
      by: 'Marek Nowak',
    });
    const history = await call('admin/history/list', { resource: 'customers', id: customer.id });
    expect((history.data as { action: string; changes: unknown[] }[])[0]).toMatchObject({
      action: 'takeOver',
      changes: [{ field: 'editor', before: 'Anna Kowalska', after: 'Marek Nowak' }],
    });
    await loginAs('admin');
    expect(await save('customers', customer.id, { comment: 'x' })).toMatchObject(REFUSED);
  });

  it("tells nothing of another location's records, nor locks what may not be locked", async () => {
    await loginAs('manager');
    const foreign = newOrderIn(3);
    expect(await call('admin/live/lock', { resource: 'orders', id: foreign.id })).toMatchObject({
      result: false,
      message: 'app.errors.notFound',
    });
    expect(await call('admin/live/lock', { resource: 'orders', id: foreign.id }, 3)).toMatchObject({
      result: false,
      message: 'app.errors.forbidden',
    });
    expect(await call('admin/live/lock', { resource: 'services', id: 1 })).toMatchObject({
      result: false,
      message: 'live.notLockable',
    });
  });

  it("releases the account's locks at logout", async () => {
    const order = newOrderIn(1);
    await loginAs('admin');
    await lock('orders', order.id);
    expect((await call('admin/logout')).result).toBe(true);
    await loginAs('manager');
    expect(await lock('orders', order.id)).toMatchObject({ mine: true });
  });
});
