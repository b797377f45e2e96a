import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import { DataTable, ReferenceManyField, useTranslate } from 'react-admin';
import { DateText } from '../../../components/FormatFields';
import { Chip, Typography } from '@mui/material';
import { MoneyField } from '../../../components/MoneyField';
import type { Partner } from '../../../providers/records/partner';

const Column = DataTable.Col;
const l = (key: string) => `resources.partners.invoices.${key}`;

export default function InvoicesTab(_: ProfileTabProps<Partner>) {
  const translate = useTranslate();
  return (
    <ReferenceManyField
      reference="partnerInvoices"
      target="partnerId"
      sort={{ field: 'date', order: 'DESC' }}
      perPage={50}
      empty={<Typography color="text.secondary">{translate(l('empty'))}</Typography>}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="number" label={l('number')} />
        <Column source="date" label={l('date')} field={DateText} />
        <Column source="amount" label={l('amount')} field={MoneyField} />
        <Column
          source="status"
          label={l('status')}
          render={(row: { status: 'paid' | 'unpaid' }) => (
            <Chip
              size="small"
              variant="outlined"
              color={row.status === 'paid' ? 'success' : 'warning'}
              label={translate(l(row.status))}
            />
          )}
        />
      </DataTable>
    </ReferenceManyField>
  );
}
