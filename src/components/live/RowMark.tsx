import { Suspense, createContext, useContext } from 'react';
import type { Identifier } from 'react-admin';
import { lockOf } from '../../providers/liveState';
import { RowLock } from './liveParts';
import { useLive } from './useLive';

/** The API whose rows a list marks when locked, and the column the mark goes in (ListTable provides it). */
export const RowMarkContext = createContext<{ api: string; column: string | undefined } | null>(null);

/**
 * A row's live mark: the lock icon while another form edits the record (src/providers/liveState.ts). Nothing in a
 * list whose records take no lock. The desktop's first column draws it (ListColumn); a phone list puts it in its
 * rows' text.
 */
export function RowMark({ id }: { id: Identifier }) {
  const marks = useContext(RowMarkContext);
  const lock = useLive(() => (marks ? lockOf(marks.api, Number(id)) : undefined));
  if (!lock) return null;
  return (
    <Suspense fallback={null}>
      <RowLock by={lock.by} />
    </Suspense>
  );
}
