import { useSyncExternalStore } from 'react';
import { liveVersion, subscribeLive } from '../../providers/liveState';

/** Reads the live state (src/providers/liveState.ts) and renders again whenever it changes. */
export function useLive<T>(read: () => T): T {
  useSyncExternalStore(subscribeLive, liveVersion);
  return read();
}
