import { changedLists, restoreChanged } from './liveState';

/**
 * The sidebar's badges over a reload (docs/decisions-live.md): the records changed elsewhere per list, kept in the
 * tab's sessionStorage after each batch and read back when the feed starts again; forgotten at logout. Changes
 * made while the page reloads are not counted: the feed starts again at its end.
 */
const KEY = 'live-badges';

export function saveBadges() {
  sessionStorage.setItem(KEY, JSON.stringify(changedLists()));
}

export function restoreBadges() {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    if (Array.isArray(saved))
      restoreChanged(
        saved.filter(
          (entry): entry is [string, number[]] =>
            Array.isArray(entry) &&
            typeof entry[0] === 'string' &&
            Array.isArray(entry[1]) &&
            entry[1].every((id) => typeof id === 'number'),
        ),
      );
  } catch {
    // Unreadable: no badges, as after a login.
  }
}

export const forgetBadges = () => sessionStorage.removeItem(KEY);
