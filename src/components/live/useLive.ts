import { useSyncExternalStore } from 'react';
import { subscribeLive } from '../../providers/liveState';

/**
 * Reads the live state (src/providers/liveState.ts) and renders again when what `read` returns changes, not at
 * every change of the state: a sidebar badge whose count stays, or a row whose lock stays, is not drawn again.
 * `read` must answer the same value while the state it reads is unchanged (a number, a stored object, a constant),
 * as useSyncExternalStore's snapshot.
 */
export function useLive<T>(read: () => T): T {
  return useSyncExternalStore(subscribeLive, read);
}
