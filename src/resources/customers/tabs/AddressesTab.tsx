import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import { addressErrors } from '../../../domain/customerRules';
import type { Customer, CustomerAddress } from '../../../providers/records/customer';
import { useCustomerAction } from '../useCustomerAction';
import { ItemsTab } from './ItemsTab';

const FIELDS = [
  { source: 'city', required: true },
  { source: 'postcode' },
  { source: 'street', required: true },
  { source: 'house', required: true, short: true },
  { source: 'apartment', short: true },
  { source: 'entrance', short: true },
  { source: 'floor', short: true },
  { source: 'code', short: true },
];

export const addressLine = (address: CustomerAddress) =>
  `${[address.street, address.house].filter(Boolean).join(' ')}${address.apartment ? `/${address.apartment}` : ''}`;

/** Saved addresses, the ones the order form offers for this customer. */
export default function AddressesTab({ record: customer }: ProfileTabProps<Customer>) {
  const save = useCustomerAction<CustomerAddress>((provider, item) =>
    provider.saveCustomerAddress({ id: customer.id, item }),
  );
  const remove = useCustomerAction<number>(
    (provider, itemId) => provider.removeCustomerAddress({ id: customer.id, itemId }),
    'resources.customers.removed',
  );
  return (
    <ItemsTab<CustomerAddress>
      items={customer.addresses}
      kind="addresses"
      fields={FIELDS}
      title={addressLine}
      lines={(address) => [[address.postcode, address.city].filter(Boolean).join(' ')]}
      validate={addressErrors}
      save={(item) => save.mutateAsync(item as CustomerAddress)}
      remove={(id) => remove.mutateAsync(id)}
    />
  );
}
