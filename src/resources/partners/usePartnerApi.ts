import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Payload } from '../../api/encode';

/** A partner-side endpoint read through the dataProvider (admin/partners/...). */
export function usePartnerQuery<T>(action: string, payload: Payload, enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['partners', action, payload],
    queryFn: () => dataProvider.call<T>(`admin/partners/${action}`, payload),
    enabled,
    retry: false,
  });
}

/** A partner-side action; on success the partner's cached answers are refreshed, a refusal is notified. */
export function usePartnerAction<T = unknown>(action: string, { success }: { success?: string } = {}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (payload: Payload) => dataProvider.call<T>(`admin/partners/${action}`, payload),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: ['partners'] });
      if (success) notify(success, { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
}
