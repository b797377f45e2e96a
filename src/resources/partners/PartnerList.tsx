import { Box } from '@mui/material';
import {
  CreateButton,
  DataTable,
  DateField,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { FilterTabs } from '../../components/FilterTabs';
import { MoneyField } from '../../components/MoneyField';
import { PAGE_SIZE } from '../../domain/paging';
import { PARTNER_FLAGS } from '../../domain/partnerValidation';
import {
  DebtField,
  DistrictsField,
  NameField,
  PartnerStatusField,
  RatingField,
  ServiceTypesText,
  partnerStatusChoices,
  useDistricts,
  useServiceTypes,
} from './fields';
import type { Partner } from '../../providers/records/partner';

const Column = DataTable.Col<Partner>;

/** The list tabs of DECISIONS.md section 4; the server decides who is in each. */
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
  const types = useServiceTypes();
  const translate = useTranslate();
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('resources.partners.searchHint')}
      slotProps={{ htmlInput: { maxLength: 255, 'aria-label': translate('resources.partners.searchHint') } }}
      sx={{ minWidth: 320 }}
    />,
    <SelectInput key="status" source="status" choices={partnerStatusChoices} />,
    <SelectInput key="kind" source="kind" label="resources.partners.fields.kind" choices={kindChoices} />,
    <SelectInput
      key="activePolygons"
      source="activePolygons"
      label="resources.partners.fields.district"
      choices={districts.map((d) => ({ id: d.id, name: d.label }))}
      translateChoice={false}
    />,
    <SelectInput
      key="serviceTypes"
      source="serviceTypes"
      label="resources.partners.fields.serviceType"
      choices={types}
      translateChoice={false}
    />,
    <SelectInput key="flag" source="flag" label="resources.partners.fields.flag" choices={flagChoices} />,
  ];
}

const Actions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

export default function PartnerList() {
  const filters = useFilters();
  // A grid track of minmax(0, 1fr) keeps the wide table scrolling inside the page, not widening it.
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', '& > *': { minWidth: 0 } }}>
      <List
        filters={filters}
        actions={<Actions />}
        perPage={PAGE_SIZE}
        sort={{ field: 'id', order: 'DESC' }}
        exporter={false}
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
      >
        <FilterTabs tabs={partnerTabs} />
        <DataTable rowClick="show" bulkActionButtons={false} size="small">
          <Column source="id" />
          <Column source="name" field={NameField} />
          <Column source="status" field={PartnerStatusField} />
          <Column source="rating" field={RatingField} />
          <Column source="rating30" field={RatingField} />
          <Column source="numberOfOrders" />
          <Column source="balance" field={MoneyField} />
          <Column source="debtAmount" field={DebtField} />
          <Column source="activePolygons" field={DistrictsField} disableSort />
          <Column source="serviceTypes" field={ServiceTypesText} disableSort />
          <Column source="registrationDate" field={DateField} />
        </DataTable>
      </List>
    </Box>
  );
}
