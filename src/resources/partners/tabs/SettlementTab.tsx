import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import { DataTable, Pagination, ReferenceManyField, useTranslate } from 'react-admin';
import { DateText } from '../../../components/FormatFields';
import { useFormat } from '../../../components/useFormat';
import { Typography } from '@mui/material';
import { MoneyField } from '../../../components/MoneyField';
import type { Partner } from '../../../providers/records/partner';
import { usePartnerLedger } from '../usePartnerApi';

const Column = DataTable.Col;
const l = (key: string) => `resources.partners.ledger.${key}`;

/** Closed periods, newest first, with their frozen figures. */
export default function SettlementTab({ record: partner }: ProfileTabProps<Partner>) {
  const translate = useTranslate();
  const { data } = usePartnerLedger(partner.id);
  const last = data?.lastSettlementDate;
  const format = useFormat();
  return (
    <>
      <Typography sx={{ mb: 1 }} data-testid="last-settlement">
        {translate(l('lastSettlementDate'))}: {format.date(last) || '—'}
      </Typography>
      <ReferenceManyField
        reference="partnerSettlements"
        target="partnerId"
        sort={{ field: 'date', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
        empty={<Typography color="text.secondary">{translate(l('noSettlements'))}</Typography>}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <Column source="date" label={l('date')} field={DateText} />
          <Column source="numberOfOrders" label={l('numberOfOrders')} />
          <Column source="ordersAmount" label={l('ordersAmount')} field={MoneyField} />
          <Column source="cashAmount" label={l('cashAmount')} field={MoneyField} />
          <Column source="remuneration" label={l('remuneration')} field={MoneyField} />
          <Column source="earnedByPartner" label={l('earnedByPartner')} field={MoneyField} />
          <Column source="netting" label={l('netting')} field={MoneyField} />
          <Column source="balance" label={l('balance')} field={MoneyField} />
        </DataTable>
      </ReferenceManyField>
    </>
  );
}
