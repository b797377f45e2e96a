import { useSyncExternalStore } from 'react';
import type { Session } from './session';
import { getSession, subscribeSession } from './store';

/**
 * The stored session for a screen: parsed once, the same object across renders, and a re-render when it
 * changes (login, location change, logout, another tab). Null when nobody is logged in.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
