import { useAction } from '../../components/useAction';
import type { AppDataProvider } from '../../providers/types';
import type { Customer } from '../../providers/records/customer';

/**
 * One of the customer's item actions (address, legal entity, card, points): on success the customer is read
 * again everywhere (profile, list, the order form's picker) and a confirmation shown; a refusal is thrown back to
 * the caller's form (field errors) and notified.
 */
export const useCustomerAction = <P>(
  method: (provider: AppDataProvider, payload: P) => Promise<Customer>,
  success = 'resources.customers.saved',
) => useAction(method, { refresh: [['customers']], success });
