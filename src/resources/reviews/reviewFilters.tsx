import { DateFilter, ReferenceFilter, SelectFilter } from '../../components/filters';
import { ServiceTypeFilter } from '../partners/ServiceTypeFilter';
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
  <SelectFilter key="rate" source="rate" label={f('rate')} choices={rateChoices} translateChoice={false} />,
  <ReferenceFilter
    key="partnerId"
    source="partnerId"
    reference="partners"
    perPage={25}
    label={f('partner')}
    optionText="displayName"
  />,
  <ServiceTypeFilter key="serviceType" source="serviceType" label={f('serviceType')} />,
  <DateFilter key="dateFrom" source="dateFrom" label={f('dateFrom')} />,
  <DateFilter key="dateTo" source="dateTo" label={f('dateTo')} />,
  <SelectFilter key="hidden" source="hidden" label={f('visibility')} choices={visibilityChoices} />,
];
