import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import type { ItemField } from './ItemDialog';
import { LEGAL_ENTITY_FIELDS, legalEntityErrors } from '../../../domain/customerRules';
import type { Customer, LegalEntity } from '../../../providers/records/customer';
import { useCustomerAction } from '../useCustomerAction';
import { ItemsTab } from './ItemsTab';

const FIELDS: ItemField[] = LEGAL_ENTITY_FIELDS.map((source) => ({
  source,
  required: true,
  limit: source === 'companyName' ? 'name' : 'line',
}));

/** Legal entities for VAT invoices, the ones the order form's invoice section offers. */
export default function LegalEntitiesTab({ record: customer }: ProfileTabProps<Customer>) {
  const save = useCustomerAction<LegalEntity>((provider, item) =>
    provider.saveLegalEntity({ id: customer.id, item }),
  );
  const remove = useCustomerAction<number>(
    (provider, itemId) => provider.removeLegalEntity({ id: customer.id, itemId }),
    'resources.customers.removed',
  );
  return (
    <ItemsTab<LegalEntity>
      items={customer.legalEntities}
      kind="legalEntities"
      fields={FIELDS}
      title={(entity) => entity.companyName}
      lines={(entity) => [entity.taxNumber, entity.address, `${entity.postcode} ${entity.city}`]}
      validate={legalEntityErrors}
      save={(item) => save.mutateAsync(item as LegalEntity)}
      remove={(id) => remove.mutateAsync(id)}
    />
  );
}
