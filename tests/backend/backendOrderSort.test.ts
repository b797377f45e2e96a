import { describe, expect, it } from 'vitest';
import { call, loginAs } from './backendCalls';

/** The orders list opens on the orders nearest to today (issue 10: "the nearest first"). */
describe('orders sorted by nearest date', () => {
  it('puts the orders closest to today first, later before earlier at the same distance', async () => {
    await loginAs('admin');
    const answer = await call('admin/orders/list', { sort: 'nearest', order: 'ASC', perPage: 200 });
    const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    const distances = (answer.data as { date: string | null }[]).map(({ date }) => {
      if (!date) return Number.MAX_SAFE_INTEGER;
      const days = Math.round((Date.parse(`${date}T00:00:00Z`) - today) / 86_400_000);
      return Math.abs(days) * 2 + (days < 0 ? 1 : 0);
    });
    expect(distances.length).toBeGreaterThan(100);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThanOrEqual(2);
  });
});
