import { useSyncExternalStore } from 'react';

declare global {
  interface Window {
    /** Google's Maps script calls this global when it rejects the API key (it has no event or error for it). */
    gm_authFailure?: () => void;
  }
}

let failed = false;
const listeners = new Set<() => void>();

/**
 * Installs the global Google calls on a rejected key, before the script is requested, so a map already drawn (the
 * script draws a grey "oops" map in that case) is replaced by the AuthFailure panel.
 */
export function listenForMapsAuthFailure() {
  window.gm_authFailure = () => {
    failed = true;
    listeners.forEach((listener) => listener());
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True once Google has rejected the key; the key stays rejected until the page loads again. */
export const useMapsAuthFailed = () => useSyncExternalStore(subscribe, () => failed);
