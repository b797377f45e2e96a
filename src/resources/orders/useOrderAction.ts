import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../providers/types';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

/** Runs one order action and refreshes the screen; a refusal is reported with the server's message. */
export function useOrderAction<P>(
  run: (dataProvider: AppDataProvider, payload: P) => Promise<unknown>,
  done: string,
) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: P) => run(dataProvider, payload),
    onSuccess: () => {
      notify(done, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
}
