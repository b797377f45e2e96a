/**
 * Record versions (docs/decisions.md section 8): every editable record carries an integer `version`, raised on each
 * write; an edit based on an older one is refused with this message key and the current record, so nothing is
 * overwritten silently.
 */
export const VERSION_CONFLICT = 'safety.conflict';

/** Fields the backend keeps for itself, changed by every write: they say nothing about what someone changed. */
const BOOKKEEPING = new Set(['version', 'history', 'updatedAt']);

/** A value as text with its object keys sorted, so the same address in another key order is the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The fields whose values differ between what the user sent and the record as it is now (bookkeeping aside). */
export function changedFields(mine: Record<string, unknown>, theirs: Record<string, unknown>): string[] {
  return Object.keys(mine).filter(
    (field) =>
      !BOOKKEEPING.has(field) && field in theirs && canonical(mine[field]) !== canonical(theirs[field]),
  );
}
