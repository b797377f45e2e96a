import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { ORDER_STATUS, RECORD_STATUS } from '../../src/domain/statuses';
import { call, idsOf, loginAs } from './backendCalls';

interface Located {
  id: number;
  location: number;
  status: number;
  [key: string]: unknown;
}
const rows = (name: string) => db().collection<Located>(name).all();
const newOrderIn = (location: number) =>
  rows('orders').find((row) => row.location === location && row.status === ORDER_STATUS.new)!;
const partnerIn = (location: number) => rows('partners').find((row) => row.location === location)!;
const customerIn = (location: number) => rows('customers').find((row) => row.location === location)!;
const NOT_FOUND = { result: false, message: 'app.errors.notFound' };
const FORBIDDEN = { result: false, message: 'app.errors.forbidden' };

describe('a manager (locations 1 and 2) never reaches a record of location 3', () => {
  it('lists only the session location, whatever filter[location] says', async () => {
    await loginAs('manager');
    for (const resource of ['orders', 'partners', 'customers']) {
      for (const filter of [{}, { location: '' }, { location: 3 }, { location: [1, 3] }]) {
        const answer = await call(`admin/${resource}/list`, { filter, perPage: 500 });
        expect(answer.result).toBe(true);
        const outside = idsOf(answer).filter(
          (id) => db().collection<Located>(resource).get(id)!.location !== 1,
        );
        expect(outside).toEqual([]);
      }
      // A filter narrows: location 3 within the session's location 1 is nothing.
      expect((await call(`admin/${resource}/list`, { filter: { location: 3 } })).total).toBe(0);
    }
  });

  it('answers many, details and export without records of location 3', async () => {
    await loginAs('manager');
    for (const [resource, foreign, own] of [
      ['orders', newOrderIn(3), newOrderIn(1)],
      ['partners', partnerIn(3), partnerIn(1)],
      ['customers', customerIn(3), customerIn(1)],
    ] as const) {
      expect(idsOf(await call(`admin/${resource}/many`, { ids: [foreign.id, own.id] }))).toEqual([own.id]);
      expect(await call(`admin/${resource}/details`, { id: foreign.id })).toMatchObject(NOT_FOUND);
      const csv = await call(`admin/${resource}/export`, { filter: { location: '' } });
      expect(idsOf(csv)).toContain(own.id);
      expect(idsOf(csv)).not.toContain(foreign.id);
    }
  });

  it('refuses edits and actions on a record of location 3 as missing', async () => {
    await loginAs('manager');
    const order = newOrderIn(3);
    const partner = partnerIn(3);
    expect(await call('admin/orders/edit', { id: order.id, description: 'x' })).toMatchObject(NOT_FOUND);
    expect(await call('admin/orders/confirm', { id: order.id })).toMatchObject(NOT_FOUND);
    expect(
      await call('admin/orders/labels', { ids: [newOrderIn(1).id, order.id], labels: [1] }),
    ).toMatchObject(NOT_FOUND);
    expect(await call('admin/partners/edit', { id: partner.id, name: 'x' })).toMatchObject(NOT_FOUND);
    expect(await call('admin/partners/statistics', { id: partner.id })).toMatchObject(NOT_FOUND);
    expect(await call('admin/partners/chatSend', { id: partner.id, text: 'hello' })).toMatchObject(NOT_FOUND);
    expect(await call('admin/partnerNotes/add', { partnerId: partner.id, text: 'note' })).toMatchObject(
      FORBIDDEN,
    );
    expect(
      await call('admin/customers/edit', { id: customerIn(3).id, name: 'x', phone: '+48500100200' }),
    ).toMatchObject(NOT_FOUND);
    expect(db().collection<Located>('orders').get(order.id)!.status).toBe(ORDER_STATUS.new);
  });

  it('refuses location 3 as the session location', async () => {
    await loginAs('manager');
    expect(await call('admin/orders/list', {}, 3)).toMatchObject(FORBIDDEN);
    expect(await call('admin/orders/confirm', { id: newOrderIn(3).id }, 3)).toMatchObject(FORBIDDEN);
  });

  it('may not set a Deleted status by editing, nor reset the demo', async () => {
    await loginAs('manager');
    const order = newOrderIn(1);
    expect(await call('admin/orders/edit', { id: order.id, status: ORDER_STATUS.deleted })).toMatchObject(
      FORBIDDEN,
    );
    const question = rows('questions').find((row) => row.status === RECORD_STATUS.active)!;
    expect(await call('admin/questions/edit', { ...question, status: RECORD_STATUS.deleted })).toMatchObject(
      FORBIDDEN,
    );
    expect(await call('admin/demo/reset')).toMatchObject(FORBIDDEN);
    expect(db().collection<Located>('questions').get(question.id)!.status).toBe(RECORD_STATUS.active);
  });
});

describe('an admin (locations 1 to 3)', () => {
  it('reaches location 3 by choosing it, and still not from location 1', async () => {
    await loginAs('admin');
    const order = newOrderIn(3);
    const partner = partnerIn(3);
    expect(await call('admin/orders/details', { id: order.id })).toMatchObject(NOT_FOUND);
    expect(await call('admin/orders/details', { id: order.id }, 3)).toMatchObject({
      result: true,
      data: { id: order.id },
    });
    expect(idsOf(await call('admin/orders/many', { ids: [order.id] }, 3))).toEqual([order.id]);
    expect(idsOf(await call('admin/partners/export', {}, 3))).toContain(partner.id);
    expect(await call('admin/partners/statistics', { id: partner.id }, 3)).toMatchObject({ result: true });
    expect(await call('admin/orders/confirm', { id: order.id }, 3)).toMatchObject({
      result: true,
      data: { status: ORDER_STATUS.confirmed },
    });
    const listed = await call('admin/customers/list', { perPage: 500 }, 3);
    expect(idsOf(listed).every((id) => db().collection<Located>('customers').get(id)!.location === 3)).toBe(
      true,
    );
  });

  it('may set a Deleted status by editing and reset the demo', async () => {
    await loginAs('admin');
    const question = rows('questions').find((row) => row.status === RECORD_STATUS.active)!;
    expect(await call('admin/questions/edit', { ...question, status: RECORD_STATUS.deleted })).toMatchObject({
      result: true,
      data: { status: RECORD_STATUS.deleted },
    });
    // Orders keep their status on edit (it moves by the actions only): the edit is allowed, the status stays.
    const order = newOrderIn(1);
    const { data } = await call('admin/orders/details', { id: order.id });
    expect(
      await call('admin/orders/edit', { ...(data as object), status: ORDER_STATUS.deleted }),
    ).toMatchObject({
      result: true,
      data: { status: ORDER_STATUS.new },
    });
    expect(await call('admin/demo/reset')).toMatchObject({ result: true });
  });
});
