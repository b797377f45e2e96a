import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import type { PromocodeRow } from '../../mocks/rows';
import { RECORD_STATUS } from '../../src/domain/statuses';
import { call, idsOf, loginAs } from './backendCalls';

/**
 * A hostile client against the promocodes' location (docs/decisions.md section 8, docs/decisions-foundation.md): a manager
 * of Warszawa and Berlin neither sees nor changes London's codes, and a code works only in its own location.
 */
const codes = () => db().collection<PromocodeRow>('promocodes');
const londonWelcome = () =>
  codes()
    .all()
    .find((row) => row.location === 3 && row.code === 'WELCOME10')!;
const NOT_FOUND = { result: false, message: 'app.errors.notFound' };
const UNKNOWN_CODE = {
  result: false,
  message: 'resources.orders.refusals.promocode',
  errors: { promocode: 'resources.orders.refusals.promocode' },
};

describe("a manager (locations 1 and 2) and London's promocodes", () => {
  it("cannot edit London's WELCOME10, neither its status nor its dates", async () => {
    await loginAs('manager');
    const london = londonWelcome();
    const before = JSON.stringify(london);
    for (const location of [1, 2]) {
      expect(
        await call(
          'admin/promocodes/edit',
          { id: london.id, status: RECORD_STATUS.inactive, dateTo: '2020-01-01' },
          location,
        ),
      ).toMatchObject(NOT_FOUND);
      expect(await call('admin/promocodes/details', { id: london.id }, location)).toMatchObject(NOT_FOUND);
    }
    expect(JSON.stringify(codes().get(london.id))).toBe(before);
  });

  it("lists, exports and answers many without London's codes", async () => {
    await loginAs('manager');
    const london = new Set(
      codes()
        .all()
        .filter((row) => row.location === 3)
        .map((row) => row.id),
    );
    const list = await call('admin/promocodes/list', { perPage: 500, filter: { q: 'WELCOME10' } });
    expect(idsOf(list)).toContain(1);
    expect(new Set(idsOf(list).map((id) => codes().get(id)!.location))).toEqual(new Set([1]));
    const every = await call('admin/promocodes/list', { perPage: 500 });
    expect(idsOf(every).filter((id) => london.has(id))).toEqual([]);
    expect(every.total).toBe(
      codes()
        .all()
        .filter((row) => row.location === 1).length,
    );
    expect(idsOf(await call('admin/promocodes/export', {})).filter((id) => london.has(id))).toEqual([]);
    expect(idsOf(await call('admin/promocodes/many', { ids: [...london] }))).toEqual([]);
  });

  it("makes a code in the session's location, which London's orders refuse like an unknown code", async () => {
    await loginAs('manager');
    const made = await call(
      'admin/promocodes/add',
      { code: 'WAW-ONLY', type: 'percent', value: 15, serviceTypes: [1], location: 3 },
      1,
    );
    expect(made).toMatchObject({ result: true, data: { code: 'WAW-ONLY', location: 1 } });
    expect(await call('admin/orders/promocode', { code: 'WAW-ONLY' }, 1)).toMatchObject({
      result: true,
      data: { code: 'WAW-ONLY' },
    });
    // an edit cannot move it either
    expect(await call('admin/promocodes/edit', { ...(made.data as object), location: 3 }, 1)).toMatchObject({
      result: true,
      data: { location: 1 },
    });

    await loginAs('admin');
    const unknown = await call('admin/orders/promocode', { code: 'NO-SUCH-CODE' }, 3);
    expect(unknown).toMatchObject(UNKNOWN_CODE);
    expect(await call('admin/orders/promocode', { code: 'WAW-ONLY' }, 3)).toEqual(unknown);
    const priced = await call(
      'admin/orders/calculate',
      { services: [{ id: 1, quantity: 1 }], promocodes: ['WAW-ONLY'] },
      3,
    );
    expect(priced).toMatchObject({
      result: false,
      errors: { promocodes: 'resources.orders.refusals.promocode' },
    });
  });

  it('keeps a code unique within its location only, naming no other location', async () => {
    await loginAs('admin');
    const terms = { type: 'percent', value: 5, serviceTypes: [1] };
    expect(await call('admin/promocodes/add', { ...terms, code: 'WELCOME10' }, 1)).toMatchObject({
      result: false,
      errors: { code: 'app.errors.codeTaken' },
    });
    const twin = await call('admin/promocodes/add', { ...terms, code: 'BERLIN-ONLY' }, 2);
    expect(twin).toMatchObject({ result: true, data: { location: 2 } });
    expect(await call('admin/promocodes/add', { ...terms, code: 'BERLIN-ONLY' }, 1)).toMatchObject({
      result: true,
      data: { location: 1 },
    });
  });
});
