import { AutocompleteInput, DateInput, ReferenceInput, SelectInput } from 'react-admin';
import { ServiceTypeInput } from '../partners/choices';
import { SearchBox } from '../../components/SearchBox';

const rateChoices = [1, 2, 3, 4, 5].map((rate) => ({ id: rate, name: String(rate) }));
const visibilityChoices = [
  { id: 0, name: 'reviewModeration.visibility.shown' },
  { id: 1, name: 'reviewModeration.visibility.hidden' },
];
const f = (key: string) => `reviewModeration.filters.${key}`;

/** The review list's filters: rating, partner, service type, date range and visibility on the public site. */
export const reviewFilters = [
  <SearchBox key="q" source="q" alwaysOn />,
  <SelectInput key="rate" source="rate" label={f('rate')} choices={rateChoices} translateChoice={false} />,
  <ReferenceInput key="partnerId" source="partnerId" reference="partners" perPage={25} label={f('partner')}>
    <AutocompleteInput label={f('partner')} optionText="displayName" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  <ServiceTypeInput key="serviceType" source="serviceType" label={f('serviceType')} />,
  <DateInput key="dateFrom" source="dateFrom" label={f('dateFrom')} />,
  <DateInput key="dateTo" source="dateTo" label={f('dateTo')} />,
  <SelectInput key="hidden" source="hidden" label={f('visibility')} choices={visibilityChoices} />,
];
