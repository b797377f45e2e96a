import { localStorageStore, type Store } from 'react-admin';
import { getSession, subscribeSession } from '../session/store';

/**
 * react-admin's store, except that:
 *  - a user's display preferences (dark mode, the columns chosen in each list) are kept per user and survive
 *    logout, which otherwise wipes the whole store;
 *  - a value the browser's storage refuses (full) is kept in memory for this page instead: react-admin's own
 *    store throws from setItem (an uncaught error in the click or scroll that wrote it) and tells nobody, so a list's
 *    new filter or page or a chosen column would not apply. It applies, for as long as the page is open.
 *
 * Whose preference a key means is decided at each read, write and change, not when a screen subscribed to it: the
 * admin's theme subscribes before anyone logs in, and must hear the toggle of whoever logs in (and that user's own
 * choice as they log in). `onUserChange` tells the store when the user changes (the session's subscribe).
 */
const USER_PREFIX = 'user.';
const isPreference = (key: string) => key === 'theme' || /\.datatable(_columnRanks)?$/.test(key);

export function preferencesStore(
  userId: () => string | number | undefined,
  base: Store = localStorageStore(),
  onUserChange?: (listener: () => void) => () => void,
): Store {
  const scoped = (key: string) => {
    const id = userId();
    return id != null && isPreference(key) ? `${USER_PREFIX}${id}.${key}` : key;
  };
  /** Values storage refused, by stored key (the base store publishes only what it kept). */
  const unsaved = new Map<string, unknown>();
  const read = <T>(stored: string, defaultValue?: T) =>
    unsaved.has(stored) ? (unsaved.get(stored) as T) : base.getItem<T>(stored, defaultValue);
  /**
   * Who listens to a key: each listens to the base store under the key's stored name for the user of the moment
   * (`bound`), and is bound again, and given that user's value, once the user changes.
   */
  type Subscription = { key: string; callback: (value: unknown) => void; bound: string; stop: () => void };
  const subscriptions = new Set<Subscription>();
  const bind = (subscription: Subscription) => {
    subscription.bound = scoped(subscription.key);
    subscription.stop = base.subscribe(subscription.bound, subscription.callback);
  };
  const rebind = () =>
    subscriptions.forEach((subscription) => {
      if (scoped(subscription.key) === subscription.bound) return;
      subscription.stop();
      bind(subscription);
      subscription.callback(read(subscription.bound));
    });
  const setItem = <T>(key: string, value: T) => {
    const stored = scoped(key);
    try {
      base.setItem<T>(stored, value);
      unsaved.delete(stored);
    } catch (error) {
      console.warn('The browser storage refused a preference; it is kept for this page', stored, error);
      unsaved.set(stored, value);
      subscriptions.forEach((subscription) => {
        if (subscription.bound === stored) subscription.callback(value);
      });
    }
  };
  const forget = (keys: (key: string) => boolean) =>
    [...unsaved.keys()].filter(keys).forEach((key) => unsaved.delete(key));
  let stopWatchingUser = () => {};
  return {
    setup: () => {
      base.setup();
      stopWatchingUser = onUserChange?.(rebind) ?? stopWatchingUser;
    },
    teardown: () => {
      stopWatchingUser();
      base.teardown();
    },
    getItem: <T>(key: string, defaultValue?: T) => read(scoped(key), defaultValue),
    setItem,
    removeItem: (key: string) => {
      unsaved.delete(scoped(key));
      base.removeItem(scoped(key));
    },
    removeItems: (keyPrefix: string) => {
      forget((key) => key.startsWith(keyPrefix));
      base.removeItems(keyPrefix);
    },
    subscribe: (key: string, callback: (value: unknown) => void) => {
      const subscription: Subscription = { key, callback, bound: key, stop: () => {} };
      bind(subscription);
      subscriptions.add(subscription);
      return () => {
        subscriptions.delete(subscription);
        subscription.stop();
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
export const appStore = preferencesStore(() => getSession()?.id, localStorageStore(), subscribeSession);
