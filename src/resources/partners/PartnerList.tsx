import { SimpleList, useTranslate } from 'react-admin';
import { SelectFilter } from '../../components/filters';
import { FilterTabs } from '../../components/FilterTabs';
import { CountText, DateText, DecimalText } from '../../components/FormatFields';
import { PagedList } from '../../components/PagedList';
import { ListTable } from '../../components/ListTable';
import { ListColumn } from '../../components/ListColumn';
import { MoneyField } from '../../components/MoneyField';
import { useFormat } from '../../components/useFormat';
import { PARTNER_STATUSES } from '../../domain/statuses';
import { StatusChip } from '../../components/status';
import { PARTNER_FLAGS } from '../../domain/partnerValidation';
import {
  DebtField,
  DistrictsField,
  ListServiceTypesProvider,
  NameField,
  PartnerStatusField,
  ServiceTypesText,
} from './displayFields';
import { partnerStatusChoices, useDistricts } from './choices';
import { ServiceTypeFilter } from './ServiceTypeFilter';
import type { Partner } from '../../providers/records/partner';
import { SearchBox } from '../../components/SearchBox';
import { LIST_DEFAULTS } from '../listDefaults';
import { RowMark } from '../../components/live/RowMark';

const Column = ListColumn<Partner>;

/** The list tabs of docs/decisions-partners.md; the server decides who is in each. */
export const partnerTabs = [
  { key: 'all', label: 'resources.partners.tabs.all', filter: {} },
  { key: 'debt', label: 'resources.partners.tabs.debt', filter: { tab: 'debt' } },
  { key: 'lowRating', label: 'resources.partners.tabs.lowRating', filter: { tab: 'lowRating' } },
  { key: 'fewOrders', label: 'resources.partners.tabs.fewOrders', filter: { tab: 'fewOrders' } },
];

const kindChoices = [
  { id: 'private', name: 'resources.partners.kinds.private' },
  { id: 'company', name: 'resources.partners.kinds.company' },
];
const flagChoices = PARTNER_FLAGS.map((flag) => ({
  id: flag,
  name: `resources.partners.fields.flags.${flag}`,
}));

function useFilters() {
  const districts = useDistricts();
  const translate = useTranslate();
  return [
    <SearchBox
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('resources.partners.searchHint')}
      slotProps={{ htmlInput: { maxLength: 255, 'aria-label': translate('resources.partners.searchHint') } }}
      sx={{ minWidth: { sm: 320 } }}
    />,
    <SelectFilter key="status" source="status" choices={partnerStatusChoices} />,
    <SelectFilter key="kind" source="kind" label="resources.partners.fields.kind" choices={kindChoices} />,
    <SelectFilter
      key="activePolygons"
      source="activePolygons"
      label="resources.partners.fields.district"
      choices={districts.map((d) => ({ id: d.id, name: d.label }))}
      translateChoice={false}
    />,
    <ServiceTypeFilter
      key="serviceTypes"
      source="serviceTypes"
      label="resources.partners.fields.serviceType"
    />,
    <SelectFilter key="flag" source="flag" label="resources.partners.fields.flag" choices={flagChoices} />,
  ];
}

/** Shown once the user asks for them in the column chooser, so the default fits 1280 px. */
const HIDDEN_COLUMNS = ['rating', 'balance', 'activePolygons', 'registrationDate'];

function PhoneList() {
  const format = useFormat();
  return (
    <SimpleList<Partner>
      rowClick="show"
      primaryText={(record) => (
        <>
          {record.name} {record.surname}
          <RowMark id={record.id} />
        </>
      )}
      secondaryText={(record) => <StatusChip statuses={PARTNER_STATUSES} value={record.status} />}
      tertiaryText={(record) => format.decimal(record.rating30)}
    />
  );
}

export default function PartnerList() {
  const filters = useFilters();
  return (
    <PagedList filters={filters} sort={LIST_DEFAULTS.partners.sort} perPage={LIST_DEFAULTS.partners.perPage}>
      <FilterTabs tabs={partnerTabs} />
      <ListServiceTypesProvider>
        <ListTable<Partner>
          rowClick="show"
          bulkActionButtons={false}
          hiddenColumns={HIDDEN_COLUMNS}
          phone={<PhoneList />}
        >
          <Column source="id" />
          <Column source="name" field={NameField} />
          <Column source="status" field={PartnerStatusField} />
          <Column source="rating" field={DecimalText} />
          <Column source="rating30" field={DecimalText} />
          <Column source="numberOfOrders" field={CountText} align="right" />
          <Column source="balance" field={MoneyField} align="right" />
          <Column source="debtAmount" field={DebtField} />
          <Column source="activePolygons" field={DistrictsField} disableSort />
          <Column source="serviceTypes" field={ServiceTypesText} disableSort />
          <Column source="registrationDate" field={DateText} />
        </ListTable>
      </ListServiceTypesProvider>
    </PagedList>
  );
}
