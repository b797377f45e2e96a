import { describe, expect, it, vi } from 'vitest';
import { clearStoredChanges, keyOf, localStoragePersistence, readChanges } from '../../mocks/demoStorage';
import { Store, type Row } from '../../mocks/store';
import { DEMO_STORAGE_PROBLEM } from '../../src/domain/demoStorage';

/** The demo's changes kept per record in localStorage (issue 14): two tabs never erase each other's changes. */
const seed = (): Record<string, Row[]> => ({
  orders: [
    { id: 1, price: 100 },
    { id: 2, price: 200 },
    { id: 3, price: 300 },
  ],
});

const tab = () => {
  const store = new Store(localStoragePersistence());
  store.load(seed());
  return store;
};

describe('the demo storage', () => {
  it("keeps both tabs' changes: each writes only the records it changed", () => {
    const first = tab();
    const second = tab();
    first.collection('orders').update(1, { price: 111 });
    second.collection('orders').update(2, { price: 222 });
    second.collection('orders').remove(3);
    const reloaded = tab();
    expect(reloaded.collection('orders').get(1)?.price).toBe(111);
    expect(reloaded.collection('orders').get(2)?.price).toBe(222);
    expect(reloaded.collection('orders').get(3)).toBeUndefined();
  });

  it("lets a tab apply another tab's change to one record", () => {
    const first = tab();
    const second = tab();
    const row = first.collection('orders').update(1, { price: 150 });
    second.applyRemote('orders', 1, row);
    expect(second.collection('orders').get(1)?.price).toBe(150);
  });

  it('reports a full storage instead of losing the change in silence', () => {
    const heard = vi.fn();
    window.addEventListener(DEMO_STORAGE_PROBLEM, heard);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    tab().collection('orders').update(1, { price: 5 });
    setItem.mockRestore();
    window.removeEventListener(DEMO_STORAGE_PROBLEM, heard);
    expect(heard).toHaveBeenCalled();
  });

  it('skips and reports an unreadable entry, keeping the others and not crashing', () => {
    const heard = vi.fn();
    window.addEventListener(DEMO_STORAGE_PROBLEM, heard);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(keyOf('orders', 1), '{not json');
    localStorage.setItem(keyOf('orders', 2), JSON.stringify({ id: 2, price: 9 }));
    const changes = readChanges();
    window.removeEventListener(DEMO_STORAGE_PROBLEM, heard);
    expect(changes.orders.upserts[2]).toMatchObject({ price: 9 });
    expect(heard).toHaveBeenCalled();
    expect(tab().collection('orders').get(2)?.price).toBe(9);
  });

  it('reads the old single-key change set once, then keeps it per record', () => {
    localStorage.setItem(
      'demo-backend-changes',
      JSON.stringify({ orders: { upserts: { 1: { id: 1, price: 7 } }, deleted: [3] } }),
    );
    expect(tab().collection('orders').get(1)?.price).toBe(7);
    expect(localStorage.getItem('demo-backend-changes')).toBeNull();
    expect(localStorage.getItem(keyOf('orders', 3))).toBe('{"deleted":true}');
    clearStoredChanges();
    expect(tab().collection('orders').get(3)).toBeDefined();
  });
});
