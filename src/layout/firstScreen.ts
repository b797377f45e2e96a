import { useEffect, useSyncExternalStore } from 'react';
import { useResourceDefinitions } from 'react-admin';

/**
 * What the first screen's content does not need (the sidebar's entries and figures, the top bar's tools, the
 * keyboard layer) renders once that content is shown: a list's first rows, or at once on any other screen.
 * The page's main thread then spends its first half second on the rows (issue 15); the shell keeps its size
 * meanwhile, so nothing moves when it fills in. Once open, it stays open for the rest of the visit.
 */
let shown = false;
const listeners = new Set<() => void>();

export function firstScreenShown() {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

/** The same once the frame that shows the content is painted (its lazy chunks then load after the rows). */
export function firstScreenPainted() {
  if (shown) return;
  const nextFrame =
    window.requestAnimationFrame ?? ((callback: () => void) => window.setTimeout(callback, 16));
  nextFrame(() => window.setTimeout(firstScreenShown, 0));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True once the first screen's content is on the page. */
export const useFirstScreenShown = () => useSyncExternalStore(subscribe, () => shown);

/** A list screen waits for its rows at most this long (a slow or failed first call must not hide the menu). */
const WAIT_FOR_ROWS_MS = 2000;

/**
 * In the layout: on a list screen the gate opens when ListTable reports its first page (or after
 * WAIT_FOR_ROWS_MS), on any other screen after its first paint.
 */
export function useOpenFirstScreenGate() {
  const resources = useResourceDefinitions();
  useEffect(() => {
    if (shown) return;
    const [, name, rest] = window.location.pathname.split('/');
    const isList = !!name && !!resources[name]?.hasList && !rest;
    const timer = window.setTimeout(firstScreenShown, isList ? WAIT_FOR_ROWS_MS : 0);
    return () => window.clearTimeout(timer);
    // Only the screen the visit opens with decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
