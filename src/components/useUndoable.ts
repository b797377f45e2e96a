import { useAddUndoableMutation, useNotify } from 'react-admin';

/**
 * react-admin's undoable mode for the safe moves that are not a CRUD update (mark read, labels, hide a review):
 * the notification offers Undo, and the move is sent only when it closes without one.
 */
export function useUndoable() {
  const addUndoableMutation = useAddUndoableMutation();
  const notify = useNotify();
  return (message: string, perform: () => void) => {
    addUndoableMutation(({ isUndo }: { isUndo: boolean }) => {
      if (!isUndo) perform();
    });
    notify(message, { type: 'info', undoable: true });
  };
}
