/**
 * Unsaved form values kept in this browser (issue 16: a draft is never lost), per user and per screen, so a
 * closed tab or an expired session does not lose a half-filled order or partner form. localStorage by default;
 * the values of a save the server answered with `logout: true` go to this tab's sessionStorage (issue 14,
 * LoggedOutDraft), in the same shape and under the same key.
 */
const PREFIX = 'draft.';
/** A draft older than this is not offered back any more. */
export const DRAFT_DAYS = 14;

export interface Draft {
  savedAt: string;
  values: Record<string, unknown>;
}

export const draftKey = (userId: string | number, screen: string) => `${PREFIX}${userId}.${screen}`;

export function readDraft(key: string, now = new Date(), storage: Storage = localStorage): Draft | null {
  try {
    const draft = JSON.parse(storage.getItem(key) ?? 'null') as Draft | null;
    if (!draft?.values || !draft.savedAt) return null;
    if (now.getTime() - new Date(draft.savedAt).getTime() > DRAFT_DAYS * 86_400_000) {
      storage.removeItem(key);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

export function writeDraft(
  key: string,
  values: Record<string, unknown>,
  now = new Date(),
  storage: Storage = localStorage,
) {
  try {
    storage.setItem(key, JSON.stringify({ savedAt: now.toISOString(), values }));
  } catch {
    // A full storage only means no draft this time; the form itself is unaffected.
  }
}

export const removeDraft = (key: string, storage: Storage = localStorage) => storage.removeItem(key);
