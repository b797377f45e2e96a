import type { Identifier } from 'react-admin';
import type { FieldKind } from '../api/contract/fieldKinds';
import { changedFields } from '../domain/versions';

/**
 * An edit refused because the record changed since it was loaded waits here for the user's choice: 'keep' sends
 * theirs again over the new version, 'reload' gives it up (the screen reloads the record). The dialog that asks
 * (src/components/ConflictDialog.tsx) subscribes; with no dialog mounted the refusal is simply an error.
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
const notify = () => listeners.forEach((listener) => listener());

export const conflicts = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  current: () => current,
  /** Asks the user; answers 'reload' at once when nothing can ask. */
  ask(
    resource: string,
    id: Identifier,
    mine: Record<string, unknown>,
    theirs: Record<string, unknown>,
    kinds: Record<string, FieldKind>,
  ) {
    if (!listeners.size) return Promise.resolve<ConflictChoice>('reload');
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
