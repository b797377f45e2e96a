import { useAddUndoableMutation, useNotify } from 'react-admin';

/**
 * react-admin's undoable mode for the safe moves that are not a CRUD update (mark read, labels, hide a review, a
 * drop on the partners board): the notification offers Undo, and the move is sent only when it closes without one.
 * `onUndo` puts back what the screen showed meanwhile.
 */
export function useUndoable() {
  const addUndoableMutation = useAddUndoableMutation();
  const notify = useNotify();
  return (
    message: string,
    perform: () => void,
    { messageArgs, onUndo }: { messageArgs?: Record<string, unknown>; onUndo?: () => void } = {},
  ) => {
    addUndoableMutation(({ isUndo }: { isUndo: boolean }) => {
      if (isUndo) onUndo?.();
      else perform();
    });
    notify(message, { type: 'info', undoable: true, messageArgs });
  };
}
