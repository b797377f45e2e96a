import { describe, expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { preferencesStore } from '../../src/layout/preferencesStore';

describe('preferencesStore', () => {
  it('keeps dark mode and chosen columns per user, across a logout', () => {
    let user: number | undefined = 7;
    const base = memoryStore();
    const store = preferencesStore(() => user, base);
    store.setup();
    store.setItem('theme', 'dark');
    store.setItem('orders.datatable', ['rate']);
    store.setItem('orders.listParams', { page: 2 });

    store.reset();
    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem('orders.datatable')).toEqual(['rate']);
    expect(store.getItem('orders.listParams')).toBeUndefined();

    user = 8;
    expect(store.getItem('theme')).toBeUndefined();
    store.setItem('theme', 'light');
    user = 7;
    expect(store.getItem('theme')).toBe('dark');
  });

  it('stores unscoped keys as they are when nobody is logged in', () => {
    const base = memoryStore();
    const store = preferencesStore(() => undefined, base);
    store.setup();
    store.setItem('theme', 'dark');
    expect(base.getItem('theme')).toBe('dark');
  });
});
