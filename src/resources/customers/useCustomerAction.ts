import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, type HttpError } from 'react-admin';
import type { AppDataProvider } from '../../providers/types';
import type { Customer } from '../../providers/records/customer';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

type Method<P> = (provider: AppDataProvider, payload: P) => Promise<Customer>;

/**
 * One of the customer's item actions (address, legal entity, card, points): on success the customer is read
 * again everywhere (profile, list, the order form's picker) and a confirmation shown; a refusal is thrown back to
 * the caller's form (field errors) and notified.
 */
export function useCustomerAction<P>(method: Method<P>, success = 'resources.customers.saved') {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation<Customer, HttpError, P>({
    mutationFn: (payload) => method(dataProvider, payload),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      notify(success, { type: 'success' });
    },
    onError: (error) => notify(error.message || 'app.errors.update', { type: 'error' }),
  });
}
