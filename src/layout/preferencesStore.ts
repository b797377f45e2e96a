import { localStorageStore, type Store } from 'react-admin';
import { getSession } from '../session/store';

/**
 * react-admin's store, except that:
 *  - a user's display preferences (dark mode, the columns chosen in each list) are kept per user and survive
 *    logout, which otherwise wipes the whole store;
 *  - a value the browser's storage refuses (full) is kept in memory for this page instead: react-admin's own
 *    store throws from setItem (an uncaught error in the click or scroll that wrote it) and tells nobody, so a list's
 *    new filter or page or a chosen column would not apply. It applies, for as long as the page is open.
 */
const USER_PREFIX = 'user.';
const isPreference = (key: string) => key === 'theme' || /\.datatable(_columnRanks)?$/.test(key);

export function preferencesStore(
  userId: () => string | number | undefined,
  base: Store = localStorageStore(),
): Store {
  const scoped = (key: string) => {
    const id = userId();
    return id != null && isPreference(key) ? `${USER_PREFIX}${id}.${key}` : key;
  };
  /** Values storage refused, by stored key, and who listens to them (the base store publishes only what it kept). */
  const unsaved = new Map<string, unknown>();
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const setItem = <T>(key: string, value: T) => {
    try {
      base.setItem<T>(key, value);
      unsaved.delete(key);
    } catch (error) {
      console.warn('The browser storage refused a preference; it is kept for this page', key, error);
      unsaved.set(key, value);
      listeners.get(key)?.forEach((callback) => callback(value));
    }
  };
  const forget = (keys: (key: string) => boolean) =>
    [...unsaved.keys()].filter(keys).forEach((key) => unsaved.delete(key));
  return {
    setup: () => base.setup(),
    teardown: () => base.teardown(),
    getItem: <T>(key: string, defaultValue?: T) => {
      const stored = scoped(key);
      return unsaved.has(stored) ? (unsaved.get(stored) as T) : base.getItem<T>(stored, defaultValue);
    },
    setItem: <T>(key: string, value: T) => setItem(scoped(key), value),
    removeItem: (key: string) => {
      unsaved.delete(scoped(key));
      base.removeItem(scoped(key));
    },
    removeItems: (keyPrefix: string) => {
      forget((key) => key.startsWith(keyPrefix));
      base.removeItems(keyPrefix);
    },
    subscribe: (key: string, callback: (value: unknown) => void) => {
      const stored = scoped(key);
      const own = listeners.get(stored) ?? new Set();
      listeners.set(stored, own.add(callback));
      const stop = base.subscribe(stored, callback);
      return () => {
        own.delete(callback);
        stop();
      };
    },
    listItems: base.listItems ? (keyPrefix?: string) => base.listItems!(keyPrefix) : undefined,
    /** Logout: everything but the users' preferences goes. */
    reset: () => {
      forget((key) => !key.startsWith(USER_PREFIX));
      const keys = Object.keys(base.listItems?.() ?? {});
      keys.filter((key) => !key.startsWith(USER_PREFIX)).forEach((key) => base.removeItem(key));
    },
  };
}

/** The app's store: dark mode and list columns are remembered per user, across logouts. */
export const appStore = preferencesStore(() => getSession()?.id);
