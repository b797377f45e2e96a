import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNotify, useRefresh, type HttpError } from 'react-admin';
import type { AppDataProvider } from '../providers/types';
import { useAppDataProvider } from '../providers/useAppDataProvider';

/**
 * One call beyond CRUD (an order's action, a reply, a partner's payment, a restored value) through the
 * dataProvider. On success the cached answers it changes are read again (`refresh`: the beginnings of their query
 * keys), with `screen` the screen's own queries too (react-admin's refresh), and `success` is said; a refusal is
 * said with the server's message ('Data update error' without one). The refetches are not waited for: the action is done, and they never reject.
 */
export function useAction<P, R = unknown>(
  run: (dataProvider: AppDataProvider, payload: P) => Promise<R>,
  {
    refresh = [],
    screen = false,
    success,
  }: { refresh?: QueryKey[]; screen?: boolean; success?: string } = {},
) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refreshScreen = useRefresh();
  return useMutation<R, HttpError, P>({
    mutationFn: (payload) => run(dataProvider, payload),
    onSuccess: () => {
      if (success) notify(success, { type: 'success' });
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
      if (screen) refreshScreen();
    },
    onError: (error) => notify(error.message || 'app.errors.update', { type: 'error' }),
  });
}
