import { useSyncExternalStore } from 'react';
import { permissionOf, type Session } from './session';
import { getSession, subscribeSession } from './store';

/**
 * The stored session for a screen: parsed once, the same object across renders, and a re-render when it
 * changes (login, location change, logout, another tab). Null when nobody is logged in.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The session's permission ('admin', 'manager'), '' when nobody is logged in: read at once, not through a query. */
export const usePermission = (): string => permissionOf(useSession()) ?? '';
