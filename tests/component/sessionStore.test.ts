import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY, type Session } from '../../src/session/session';
import {
  clearSession,
  getSession,
  subscribeSession,
  updateSession,
  writeSession,
} from '../../src/session/store';
import { useSession } from '../../src/session/useSession';

const anna = { id: 7, name: 'Anna', token: 't', location: 1, locationLabel: 'Warszawa' } as Session;

/** What another tab does: write the storage, and the browser tells this tab with a `storage` event. */
function otherTabWrites(value: string | null) {
  if (value === null) localStorage.removeItem(SESSION_KEY);
  else localStorage.setItem(SESSION_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, newValue: value }));
}

describe('session store', () => {
  afterEach(() => vi.restoreAllMocks());

  it('parses the stored session once and answers the same object until it changes', () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(anna));
    const parse = vi.spyOn(JSON, 'parse');
    const first = getSession();
    expect(first).toMatchObject({ id: 7, name: 'Anna' });
    expect(getSession()).toBe(first);
    expect(getSession()).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('answers null for nothing stored or for text that is not JSON', () => {
    expect(getSession()).toBeNull();
    localStorage.setItem(SESSION_KEY, '{not json');
    expect(getSession()).toBeNull();
  });

  it('tells its subscribers about login, location change and logout, without parsing again', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    const parse = vi.spyOn(JSON, 'parse');
    writeSession(anna);
    updateSession({ location: 2, locationLabel: 'Kraków' });
    expect(getSession()).toMatchObject({ id: 7, location: 2, locationLabel: 'Kraków' });
    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(parse).not.toHaveBeenCalled();
    unsubscribe();
    writeSession(anna);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('follows another tab through the storage event', () => {
    writeSession(anna);
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    otherTabWrites(JSON.stringify({ ...anna, location: 3 }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getSession()?.location).toBe(3);
    otherTabWrites(null);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getSession()).toBeNull();
    window.dispatchEvent(new StorageEvent('storage', { key: 'authLanguage', newValue: 'pl' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('useSession re-renders on a change here and in another tab', () => {
    writeSession(anna);
    const { result } = renderHook(() => useSession());
    expect(result.current?.locationLabel).toBe('Warszawa');
    act(() => updateSession({ locationLabel: 'Kraków' }));
    expect(result.current?.locationLabel).toBe('Kraków');
    act(() => otherTabWrites(JSON.stringify({ ...anna, locationLabel: 'Gdańsk' })));
    expect(result.current?.locationLabel).toBe('Gdańsk');
    act(() => clearSession());
    expect(result.current).toBeNull();
  });
});
