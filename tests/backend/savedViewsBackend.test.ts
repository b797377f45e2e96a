import { describe, expect, it } from 'vitest';
import { call, loginAs } from './backendCalls';

interface View {
  id: number;
  name: string;
  filter: string;
  shared: boolean;
}
const views = async () =>
  ((await call('admin/savedViews/list', { filter: { resource: 'orders' }, perPage: 50 })).data as View[]).map(
    (view) => view.name,
  );

describe('saved views', () => {
  it('keeps a private view to its author, shows a shared one to the location, lets only the author delete', async () => {
    await loginAs('admin');
    const filter = JSON.stringify({ paymentStatus: 0, date_gte: '2026-11-16' });
    const mine = await call('admin/savedViews/add', {
      resource: 'orders',
      name: 'Unpaid this week',
      filter,
      sort: 'date',
      order: 'DESC',
    });
    expect(mine.result).toBe(true);
    expect((mine.data as View).filter).toBe(filter);
    const shared = await call('admin/savedViews/add', {
      resource: 'orders',
      name: 'Team view',
      filter: '{}',
      sort: 'id',
      order: 'ASC',
      shared: true,
    });
    expect(await views()).toEqual(expect.arrayContaining(['Unpaid this week', 'Team view']));
    expect((await call('admin/savedViews/add', { resource: 'orders', name: ' ', filter: '{}' })).result).toBe(
      false,
    );

    await loginAs('manager');
    const seen = await views();
    expect(seen).toContain('Team view');
    expect(seen).not.toContain('Unpaid this week');
    // widening the filter does not show another person's private view
    expect(
      (await call('admin/savedViews/list', { filter: { resource: 'orders', visibleTo: '' } })).data,
    ).not.toContainEqual(expect.objectContaining({ name: 'Unpaid this week' }));
    const id = (shared.data as View).id;
    expect((await call('admin/savedViews/delete', { id })).result).toBe(false);
    await loginAs('admin');
    expect((await call('admin/savedViews/delete', { id })).result).toBe(true);
    expect(await views()).not.toContain('Team view');
  });
});
