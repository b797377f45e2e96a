import { useState } from 'react';
import { useNotify } from 'react-admin';

/** A refused save: the form keeps its values (pessimistic) and shows the spec's 'not saved' warning. */
export function useSaveFailure() {
  const notify = useNotify();
  const [failed, setFailed] = useState(false);
  return {
    failed,
    mutationOptions: {
      onError: (error: unknown) => {
        setFailed(true);
        notify((error as Error).message || 'app.errors.update', { type: 'error' });
      },
      onSuccess: () => setFailed(false),
    },
  };
}
