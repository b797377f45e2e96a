import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import type { CustomerRow, OrderRow } from '../../mocks/rows';
import { call, idsOf, loginAs } from './backendCalls';

const customers = () => db().collection<CustomerRow>('customers');
const orders = () => db().collection<OrderRow>('orders');
type Shown = CustomerRow & { orderCount: number; totalSpent: number; unpaidOrders: number };

describe('customers on the fake backend', () => {
  beforeEach(() => loginAs('manager'));

  it("pages the location's customers with their order figures and searches name, phone and e-mail", async () => {
    const page = await call('admin/customers/list', {
      page: 2,
      perPage: 25,
      sort: 'orderCount',
      order: 'DESC',
    });
    const rows = page.data as Shown[];
    expect(rows).toHaveLength(25);
    expect(rows.every((row) => row.location === 1)).toBe(true);
    expect(rows[0].orderCount).toBeGreaterThanOrEqual(rows[24].orderCount);
    const joanna = customers().get(1)!;
    const counted = orders()
      .all()
      .filter((order) => order.customerId === 1 && order.status !== 6).length;
    for (const q of ['Testowa', '500100200', 'joanna.testowa@']) {
      const found = (await call('admin/customers/list', { filter: { q } })).data as Shown[];
      expect(found.map((row) => row.id)).toContain(joanna.id);
      expect(found.find((row) => row.id === 1)!.orderCount).toBe(counted);
    }
  });

  it('filters by orders, legal entity and points, and the tabs partition as they say', async () => {
    const all = (await call('admin/customers/list', { perPage: 5000 })).total!;
    const withOrders = (await call('admin/customers/list', { filter: { hasOrders: 1 }, perPage: 1 })).total!;
    const without = (await call('admin/customers/list', { filter: { tab: 'withoutOrders' }, perPage: 1 }))
      .total!;
    expect(withOrders + without).toBe(all);
    const entities = (await call('admin/customers/list', { filter: { hasLegalEntity: 1 }, perPage: 500 }))
      .data as Shown[];
    expect(entities.length).toBeGreaterThan(0);
    expect(entities.every((row) => row.legalEntities.length > 0)).toBe(true);
    const rich = (await call('admin/customers/list', { filter: { pointsFrom: 400 }, perPage: 500 }))
      .data as Shown[];
    expect(rich.every((row) => row.points! >= 400)).toBe(true);
    const unpaid = (await call('admin/customers/list', { filter: { tab: 'unpaid' }, perPage: 500 }))
      .data as Shown[];
    expect(unpaid.every((row) => row.unpaidOrders > 0)).toBe(true);
  });

  it('refuses a duplicate phone or e-mail and keeps points, registration and cards on edit', async () => {
    const dup = await call('admin/customers/add', { name: 'Copy', phone: '+48 500 100 200' });
    expect(dup).toMatchObject({ result: false, errors: { phone: 'resources.customers.errors.phoneTaken' } });
    const before = customers().get(1)!;
    const edited = await call('admin/customers/edit', {
      id: 1,
      name: 'Joanna T.',
      phone: before.phone,
      email: before.email!,
      notes: 'VIP',
    });
    expect(edited.result).toBe(true);
    const after = customers().get(1)!;
    expect(after).toMatchObject({
      name: 'Joanna T.',
      notes: 'VIP',
      points: before.points,
      registration: before.registration,
      cards: before.cards,
    });
    expect(after.cards!.length).toBeGreaterThan(0);
  });

  it('adds, edits and removes a legal entity and sets the default card; validates each field', async () => {
    const empty = await call('admin/customers/legalEntitySave', { id: 1, item: { companyName: 'X' } });
    expect(empty).toMatchObject({
      result: false,
      errors: { taxNumber: 'app.validation.required', city: 'app.validation.required' },
    });
    const item = {
      companyName: 'New Co',
      taxNumber: '123',
      postcode: '00-002',
      address: 'Prosta 1',
      city: 'Warszawa',
    };
    const added = (await call('admin/customers/legalEntitySave', { id: 1, item })).data as Shown;
    const entity = added.legalEntities.find((row) => row.companyName === 'New Co')!;
    const renamed = (
      await call('admin/customers/legalEntitySave', {
        id: 1,
        item: { ...item, id: entity.id, companyName: 'Newer Co' },
      })
    ).data as Shown;
    expect(renamed.legalEntities.find((row) => row.id === entity.id)!.companyName).toBe('Newer Co');
    const removed = (await call('admin/customers/legalEntityRemove', { id: 1, itemId: entity.id }))
      .data as Shown;
    expect(removed.legalEntities.some((row) => row.id === entity.id)).toBe(false);
    const card = customers().get(1)!.cards![0];
    const defaulted = (await call('admin/customers/cardDefault', { id: 1, itemId: card.id })).data as Shown;
    expect(defaulted.cards!.filter((row) => row.isDefault).map((row) => row.id)).toEqual([card.id]);
  });

  it('adjusts points into the history, never below zero', async () => {
    const before = customers().get(1)!;
    const answer = (await call('admin/customers/pointsAdjust', { id: 1, change: 10, note: 'Apology' }))
      .data as Shown;
    expect(answer.points).toBe(before.points! + 10);
    expect(answer.pointsHistory!.at(-1)).toMatchObject({ change: 10, note: 'Apology', reason: 'adjustment' });
    const below = await call('admin/customers/pointsAdjust', { id: 1, change: -100000, note: 'x' });
    expect(below).toMatchObject({ result: false, message: 'resources.customers.errors.pointsBelowZero' });
  });

  it('refuses deleting a customer with orders (admin) and any delete for a manager', async () => {
    expect(await call('admin/customers/delete', { id: 1 })).toMatchObject({
      result: false,
      message: 'app.errors.forbidden',
    });
    await loginAs('admin');
    expect(await call('admin/customers/delete', { id: 1 })).toMatchObject({
      result: false,
      message: 'resources.customers.errors.hasOrders',
    });
    const lonely = (await call('admin/customers/add', { name: 'Lonely Person', phone: '+48511222333' }))
      .data as Shown;
    expect((await call('admin/customers/delete', { id: lonely.id })).result).toBe(true);
  });
});

describe('global search', () => {
  it('answers up to five orders, customers and partners of the location with each total', async () => {
    await loginAs('manager');
    const answer = (await call('admin/search', { q: 'Testowa' })).data as Record<
      string,
      { data: { id: number }[]; total: number }
    >;
    expect(answer.customers.data.map((row) => row.id)).toContain(1);
    expect(answer.orders.total).toBeGreaterThan(0);
    expect(answer.orders.data.length).toBeLessThanOrEqual(5);
    expect(answer.partners).toEqual({ data: [], total: 0 });
    expect(await call('admin/search', { q: 'x'.repeat(256) })).toMatchObject({
      result: false,
      message: 'app.validation.searchMax',
    });
  });
});

describe('review moderation', () => {
  it('hides, shows and answers a review without touching the order, scoped by location', async () => {
    await loginAs('manager');
    const page = await call('admin/reviews/list', { filter: { rates: [1, 2] }, perPage: 5 });
    const id = idsOf(page)[0];
    const before = orders().get(id)!;
    expect((await call('admin/reviews/edit', { id, reviewHidden: true, price: 1 })).result).toBe(true);
    expect(orders().get(id)).toMatchObject({ reviewHidden: true, price: before.price });
    expect((await call('admin/reviews/list', { filter: { hidden: 1 }, perPage: 500 })).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id })]),
    );
    await call('admin/reviews/edit', {
      id,
      reviewHidden: false,
      reviewAnswer: 'Sorry, we will come back for free.',
    });
    expect(orders().get(id)).toMatchObject({
      reviewHidden: false,
      reviewAnswer: 'Sorry, we will come back for free.',
    });
    const foreign = orders()
      .all()
      .find((row) => row.location === 3 && row.rate != null)!;
    expect(await call('admin/reviews/edit', { id: foreign.id, reviewHidden: true })).toMatchObject({
      result: false,
      message: 'app.errors.notFound',
    });
    const unrated = orders()
      .all()
      .find((row) => row.location === 1 && row.rate == null)!;
    expect(await call('admin/reviews/edit', { id: unrated.id, reviewHidden: true })).toMatchObject({
      result: false,
    });
  });

  it("lets no one create or delete a review: it is the customer's", async () => {
    await loginAs('admin');
    const id = idsOf(await call('admin/reviews/list', { perPage: 1 }))[0];
    expect(await call('admin/reviews/delete', { id })).toMatchObject({
      result: false,
      message: 'app.errors.forbidden',
    });
    expect(await call('admin/reviews/add', { rate: 5 })).toMatchObject({ result: false });
    expect(orders().get(id)).toBeDefined();
  });
});
