import type { LockState, Viewer } from '../api/contract/live';
import { notifyLive, setOthersLocks } from './liveState';

/**
 * The presence's side of the live state (docs/decisions-live.md): this tab's id, and who else views the record on
 * screen, as the feed's polls tell them. Apart from src/providers/liveState.ts so that only the lazy live parts
 * (the poller, the form's lock, the viewers' line) carry it; the lists' lock marks read liveState's `lockOf`.
 */

const TAB_KEY = 'live-tab';
let tab: string | undefined;
/** The record the last poll's viewers are of (`api:id`), and them. */
let viewed: { key: string; viewers: readonly Viewer[] } | null = null;

/**
 * This tab's id, which holds its form's locks and views its record (so two tabs of one account see each other, as
 * colleagues do): kept in the tab's sessionStorage, so a reload keeps its own lock.
 */
export function liveTab(): string {
  if (tab) return tab;
  tab = sessionStorage.getItem(TAB_KEY) ?? crypto.randomUUID();
  sessionStorage.setItem(TAB_KEY, tab);
  return tab;
}

const keyOf = (api: string, id: number) => `${api}:${id}`;

const NO_VIEWERS: readonly Viewer[] = [];

/**
 * Who else views a record, as the feed last told it (none until it has polled from this record's screen): the same
 * array while the feed tells nothing new (a live reader's snapshot, src/components/live/useLive.ts).
 */
export const viewersOf = (api: string, id: number): readonly Viewer[] =>
  viewed?.key === keyOf(api, id) ? viewed.viewers : NO_VIEWERS;

/**
 * Takes a poll's locks and viewers (of the record `viewing` named, if any): the screens are told only when they
 * differ from the last poll's, so a quiet poll renders nothing.
 */
export function recordLivePresence(
  locks: readonly LockState[],
  viewers: readonly Viewer[],
  viewing: { api: string; id: number } | null,
) {
  const next = viewing ? { key: keyOf(viewing.api, viewing.id), viewers } : null;
  const sameViewers = JSON.stringify(next) === JSON.stringify(viewed);
  viewed = next;
  if (setOthersLocks(locks) || !sameViewers) notifyLive();
}

/** Logout: no viewers (liveState forgets the locks). */
export function resetPresence() {
  viewed = null;
}
