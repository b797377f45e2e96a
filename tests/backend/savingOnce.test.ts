import { beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../mocks/routes';
import { collectionOf } from '../../mocks/server/crud';
import { declaredCollections } from '../../mocks/server/router';
import { endpointsOf } from '../../src/api/contract';
import { IDEMPOTENCY_HEADER } from '../../src/domain/idempotency';
import type { Payload } from '../../src/api/encode';
import { call, loginAs } from './backendCalls';
import { newOrder } from './newOrder';

/**
 * A hostile client against issue 29's class 2, "a double click saves twice" (docs/decisions-safety.md, "Saving
 * once"): every add of the contract takes an Idempotency-Key, and the router answers a repeated key with the first
 * answer instead of a second record, whatever the collection.
 */
const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });
const countOf = (api: string) =>
  collectionOf(declaredCollections().find((spec) => spec.api === api)!).all().length;

const label = (name: string) => ({ label: { pl: name, en: name }, visibility: 'manager', colour: '#336699' });

beforeAll(allRoutes);

describe('an add sent twice with the same key makes one record', () => {
  it('marks every add of the contract idempotent', () => {
    const adds = endpointsOf().filter((endpoint) => endpoint.path.endsWith('/add'));
    expect(adds.length).toBeGreaterThan(20);
    expect(adds.filter((endpoint) => !endpoint.idempotent).map((endpoint) => endpoint.path)).toEqual([]);
  });

  it.each([
    ['labels', () => label('Twice')],
    ['orders', newOrder],
    ['customers', () => ({ name: 'Jan Twice', phone: '+48 600 100 200' })],
  ] as [string, () => Payload][])(
    '%s: the same key twice answers the same record once',
    async (api, payload) => {
      await loginAs('admin');
      const before = countOf(api);
      const body = payload();
      const first = await call(`admin/${api}/add`, body, undefined, keyed('first-key-0001'));
      expect(first.result, JSON.stringify(first)).toBe(true);
      const again = await call(`admin/${api}/add`, body, undefined, keyed('first-key-0001'));
      expect(again).toEqual(first);
      expect(countOf(api)).toBe(before + 1);
    },
  );

  it('two calls in flight with the same key make one record (a double click on a slow answer)', async () => {
    await loginAs('admin');
    const before = countOf('orders');
    const body = newOrder();
    const [one, two] = await Promise.all([
      call('admin/orders/add', body, undefined, keyed('double-click-01')),
      call('admin/orders/add', body, undefined, keyed('double-click-01')),
    ]);
    expect(one.result).toBe(true);
    expect(two).toEqual(one);
    expect(countOf('orders')).toBe(before + 1);
  });

  it('different keys, or none, make different records', async () => {
    await loginAs('admin');
    const before = countOf('labels');
    const a = await call('admin/labels/add', label('Again'), undefined, keyed('key-number-one'));
    const b = await call('admin/labels/add', label('Again'), undefined, keyed('key-number-two'));
    const c = await call('admin/labels/add', label('Again'));
    expect([a, b, c].map((answer) => answer.result)).toEqual([true, true, true]);
    const ids = [a, b, c].map((answer) => (answer.data as { id: number }).id);
    expect(new Set(ids).size).toBe(3);
    expect(countOf('labels')).toBe(before + 3);
  });

  it('a refused add is not remembered: its retry with the same key, corrected, is made', async () => {
    await loginAs('admin');
    const before = countOf('labels');
    const refused = await call(
      'admin/labels/add',
      { ...label('Fix'), colour: 'red' },
      undefined,
      keyed('retry-key-01'),
    );
    expect(refused.result).toBe(false);
    const retried = await call('admin/labels/add', label('Fix'), undefined, keyed('retry-key-01'));
    expect(retried.result).toBe(true);
    expect(countOf('labels')).toBe(before + 1);
  });

  it("a key is the account's and location's own: another account's same key makes its own record", async () => {
    await loginAs('admin');
    const before = countOf('labels');
    const admin = await call('admin/labels/add', label('Mine'), undefined, keyed('shared-key-01'));
    await loginAs('manager');
    const manager = await call('admin/labels/add', label('Mine'), undefined, keyed('shared-key-01'));
    expect(manager.result).toBe(true);
    expect((manager.data as { id: number }).id).not.toBe((admin.data as { id: number }).id);
    expect(countOf('labels')).toBe(before + 2);
  });
});
