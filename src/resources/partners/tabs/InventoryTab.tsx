import { DataTable, DateField, ReferenceManyField, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import type { Partner } from '../../../providers/records/partner';

const Column = DataTable.Col;
const l = (key: string) => `resources.partners.inventory.${key}`;

/** Items issued from the warehouse, and whether they came back (returned on dismissal). */
export default function InventoryTab({ partner }: { partner: Partner }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.partners.fields.flags.returnedItemsAfterDismissal')}:{' '}
        {translate(
          partner.flags?.returnedItemsAfterDismissal ? 'resources.partners.yes' : 'resources.partners.no',
        )}
      </Typography>
      <ReferenceManyField
        reference="partnerInventory"
        target="partnerId"
        sort={{ field: 'issuedAt', order: 'DESC' }}
        perPage={50}
        empty={<Typography color="text.secondary">{translate(l('empty'))}</Typography>}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <Column source="item" label={l('item')} />
          <Column source="quantity" label={l('quantity')} />
          <Column source="issuedAt" label={l('issuedAt')} field={DateField} />
          <Column
            source="returnedAt"
            label={l('returnedAt')}
            render={(row: { returnedAt?: string | null }) =>
              row.returnedAt
                ? new Date(`${row.returnedAt}T00:00:00`).toLocaleDateString()
                : translate(l('notReturned'))
            }
          />
        </DataTable>
      </ReferenceManyField>
    </>
  );
}
