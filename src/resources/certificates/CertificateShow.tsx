import {
  DataTable,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  useTranslate,
  Labeled,
} from 'react-admin';
import { DateText, DateTimeText } from '../../components/FormatFields';
import { Typography } from '@mui/material';
import { ShowActions } from '../../components/ShowActions';
import { MoneyField } from '../../components/MoneyField';
import { CertificateStatusField } from './fields';

/** The certificate and the orders it paid for (how much each took). */
export default function CertificateShow() {
  const translate = useTranslate();
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="code" />
        <CertificateStatusField label="resources.certificates.fields.status" />
        <MoneyField source="amount" />
        <MoneyField source="balance" />
        <DateText source="validFrom" />
        <DateText source="validTo" />
        <TextField source="buyerName" />
        <TextField source="buyerEmail" emptyText="—" />
        <TextField source="recipientName" emptyText="—" />
        <TextField source="recipientEmail" emptyText="—" />
        <TextField source="note" emptyText="—" />
        <DateTimeText source="createdAt" />
        <Labeled label="resources.certificates.orders" fullWidth>
          <ReferenceManyField
            reference="orders"
            target="certificateId"
            perPage={10}
            sort={{ field: 'id', order: 'DESC' }}
            empty={
              <Typography color="text.secondary">{translate('resources.certificates.noOrders')}</Typography>
            }
          >
            <DataTable bulkActionButtons={false} rowClick="show">
              <DataTable.Col source="id" label="resources.orders.fields.id" />
              <DataTable.Col source="date" label="resources.orders.fields.date" field={DateText} />
              <DataTable.Col source="price" label="resources.orders.fields.price" field={MoneyField} />
              <DataTable.Col
                source="certificateUsed"
                label="resources.certificates.fields.used"
                field={MoneyField}
              />
            </DataTable>
          </ReferenceManyField>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
