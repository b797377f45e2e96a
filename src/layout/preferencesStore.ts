import { localStorageStore, type Store } from 'react-admin';
import { getSession } from '../session/store';

/**
 * react-admin's store, except that a user's display preferences (dark mode, the columns chosen in each list)
 * are kept per user and survive logout, which otherwise wipes the whole store.
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
  return {
    setup: () => base.setup(),
    teardown: () => base.teardown(),
    getItem: <T>(key: string, defaultValue?: T) => base.getItem<T>(scoped(key), defaultValue),
    setItem: <T>(key: string, value: T) => base.setItem<T>(scoped(key), value),
    removeItem: (key: string) => base.removeItem(scoped(key)),
    removeItems: (keyPrefix: string) => base.removeItems(keyPrefix),
    subscribe: (key: string, callback: (value: unknown) => void) => base.subscribe(scoped(key), callback),
    listItems: base.listItems ? (keyPrefix?: string) => base.listItems!(keyPrefix) : undefined,
    /** Logout: everything but the users' preferences goes. */
    reset: () => {
      const keys = Object.keys(base.listItems?.() ?? {});
      keys.filter((key) => !key.startsWith(USER_PREFIX)).forEach((key) => base.removeItem(key));
    },
  };
}

/** The app's store: dark mode and list columns are remembered per user, across logouts. */
export const appStore = preferencesStore(() => getSession()?.id);
