import { describe, expect, it, vi } from 'vitest';
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

  it('keeps a value a full storage refuses for this page, and tells who listens, without throwing', () => {
    const base = memoryStore();
    const store = preferencesStore(() => 7, base);
    store.setup();
    const heard = vi.fn();
    store.subscribe('orders.listParams', heard);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = vi.spyOn(base, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => store.setItem('orders.listParams', { page: 3 })).not.toThrow();
    expect(heard).toHaveBeenCalledWith({ page: 3 });
    expect(store.getItem('orders.listParams')).toEqual({ page: 3 });
    store.setItem('theme', 'dark');
    expect(store.getItem('theme')).toBe('dark');

    full.mockRestore();
    store.setItem('orders.listParams', { page: 4 });
    expect(base.getItem('orders.listParams')).toEqual({ page: 4 });
    expect(store.getItem('orders.listParams')).toEqual({ page: 4 });
    store.reset();
    expect(store.getItem('orders.listParams')).toBeUndefined();
    expect(store.getItem('theme')).toBe('dark');
  });

  it("tells a key's listener, subscribed before the login, of the logged-in user's value and of their changes", () => {
    // The admin's theme subscribes once, on the login page; the toggle is clicked after the login, on no reload.
    let user: number | undefined;
    const userChanged = new Set<() => void>();
    const base = memoryStore({ 'user.7.theme': 'dark' });
    const store = preferencesStore(
      () => user,
      base,
      (listener) => {
        userChanged.add(listener);
        return () => userChanged.delete(listener);
      },
    );
    store.setup();
    const heard = vi.fn();
    store.subscribe('theme', heard);

    user = 7;
    userChanged.forEach((listener) => listener());
    expect(heard).toHaveBeenLastCalledWith('dark');
    store.setItem('theme', 'light');
    expect(heard).toHaveBeenLastCalledWith('light');
    expect(base.getItem('user.7.theme')).toBe('light');

    // Another user logs in: their own choice (none yet), and their toggle is theirs.
    user = 8;
    userChanged.forEach((listener) => listener());
    expect(heard).toHaveBeenLastCalledWith(undefined);
    store.setItem('theme', 'dark');
    expect(heard).toHaveBeenLastCalledWith('dark');
    expect(base.getItem('user.7.theme')).toBe('light');
    expect(heard).toHaveBeenCalledTimes(4);

    store.teardown();
    expect(userChanged.size).toBe(0);
  });
});
