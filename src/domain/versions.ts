/**
 * Record versions (DECISIONS.md section 8): every editable record carries an integer `version`, raised on each
 * write; an edit based on an older one is refused with this message key and the current record, so nothing is
 * overwritten silently.
 */
export const VERSION_CONFLICT = 'safety.conflict';

/** The fields whose values differ between what the user sent and the record as it is now (version aside). */
export function changedFields(mine: Record<string, unknown>, theirs: Record<string, unknown>): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return Object.keys(mine).filter((field) => field !== 'version' && field in theirs && !same(mine[field], theirs[field]));
}
