import type { Identifier } from 'react-admin';
import type { FieldKind } from '../api/contract/fieldKinds';
import { changedFields } from '../domain/versions';

/**
 * An edit refused because the record changed since it was loaded waits here for the user's choice: 'keep' sends
 * theirs again over the new version, 'reload' gives it up (the screen reloads the record). The dialog that asks
 * (src/components/ConflictDialog.tsx) subscribes; its code comes after the first screen's, so a refusal met while
 * it is on its way waits for it (`expectAsker`). With no dialog coming, the refusal is simply an error.
 */
export type ConflictChoice = 'reload' | 'keep';

export interface Conflict {
  resource: string;
  id: Identifier;
  mine: Record<string, unknown>;
  theirs: Record<string, unknown>;
  /** how to show each field's value, as the backend declares it (a status by its name, money in the currency) */
  kinds: Record<string, FieldKind>;
  /** the fields where what the user sent differs from the record as it is now */
  changed: string[];
  choose(choice: ConflictChoice): void;
}

let current: Conflict | null = null;
const listeners = new Set<() => void>();
let askersComing = 0;
const notify = () => listeners.forEach((listener) => listener());

export const conflicts = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  current: () => current,
  /** The layout says a dialog will ask, drawn once its code is in (src/layout/Layout.tsx). Returns the release. */
  expectAsker() {
    askersComing += 1;
    return () => void (askersComing -= 1);
  },
  /** Asks the user (when the dialog comes, if it is on its way); answers 'reload' at once when nothing can ask. */
  ask(
    resource: string,
    id: Identifier,
    mine: Record<string, unknown>,
    theirs: Record<string, unknown>,
    kinds: Record<string, FieldKind>,
  ) {
    if (!listeners.size && !askersComing) return Promise.resolve<ConflictChoice>('reload');
    return new Promise<ConflictChoice>((resolve) => {
      current = {
        resource,
        id,
        mine,
        theirs,
        kinds,
        changed: changedFields(mine, theirs),
        choose(choice) {
          current = null;
          notify();
          resolve(choice);
        },
      };
      notify();
    });
  },
};
