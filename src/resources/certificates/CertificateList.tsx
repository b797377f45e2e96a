import { SimpleList } from 'react-admin';
import { DateFilter, MoneyFilter } from '../../components/filters';
import { FilterTabs } from '../../components/FilterTabs';
import { DateText } from '../../components/FormatFields';
import { PagedList } from '../../components/PagedList';
import { ListTable } from '../../components/ListTable';
import { ListColumn } from '../../components/ListColumn';
import { MoneyField } from '../../components/MoneyField';
import { useMoney } from '../../components/money';
import { CertificateStatusField, certificateStatusTabs } from './fields';
import type { GiftCertificate } from './types';
import { SearchBox } from '../../components/SearchBox';

const Column = ListColumn<GiftCertificate>;

const filters = [
  <SearchBox key="q" source="q" alwaysOn />,
  <MoneyFilter key="balance_gte" source="balance_gte" />,
  <DateFilter key="validTo_lte" source="validTo_lte" />,
];

/** Gift certificates of this location, newest first; the tabs are the effective statuses. */
export default function CertificateList() {
  const { format } = useMoney();
  return (
    <PagedList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <FilterTabs tabs={certificateStatusTabs} />
      <ListTable<GiftCertificate>
        rowClick="show"
        bulkActionButtons={false}
        phone={
          <SimpleList<GiftCertificate>
            primaryText={(record) => record.code}
            secondaryText={(record) =>
              `${format(record.balance)} / ${format(record.amount)} · ${record.buyerName}`
            }
            linkType="show"
          />
        }
      >
        <Column source="id" />
        <Column source="code" />
        <Column source="status" field={CertificateStatusField} />
        <Column source="amount" field={MoneyField} />
        <Column source="balance" field={MoneyField} />
        <Column source="buyerName" />
        <Column source="recipientName" />
        <Column source="validFrom" field={DateText} />
        <Column source="validTo" field={DateText} />
      </ListTable>
    </PagedList>
  );
}
