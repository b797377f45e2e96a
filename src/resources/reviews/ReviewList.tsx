import { SimpleList } from 'react-admin';
import { PagedList } from '../../components/PagedList';
import { ListTable, Truncate } from '../../components/ListTable';
import { ListColumn } from '../../components/ListColumn';
import { FilterTabs, type FilterTab } from '../../components/FilterTabs';
import { LOW_RATES } from '../../domain/orderStatus';
import { DateTimeCell, PartnersCell, RateCell, ServiceTypesCell } from '../orders/fields';
import { CatalogueProvider } from '../orders/useServicesAndLabels';
import { ReviewBulkButtons } from './ReviewBulkButtons';
import { ReviewVisibilityCell } from './ReviewVisibility';
import { reviewFilters } from './reviewFilters';
import type { Review } from './types';
import { LIST_DEFAULTS } from '../listDefaults';

const Column = ListColumn<Review>;

/** Reviews are the customers' ratings of completed orders: all of them, and the low ones (1-3). */
const tabs: FilterTab[] = [
  { key: 'all', label: 'resources.reviews.tabs.all', filter: {} },
  { key: 'low', label: 'resources.reviews.tabs.low', filter: { rates: [...LOW_RATES] } },
];

/** On a phone: the rating and who gave it, then the review itself. */
const PhoneList = () => (
  <SimpleList<Review>
    rowClick="show"
    primaryText={(record) => record.customer?.name ?? `#${record.id}`}
    secondaryText={(record) => record.review ?? ''}
    tertiaryText={(record) => <RateCell rate={record.rate} />}
  />
);

export default function ReviewList() {
  return (
    <PagedList
      filters={reviewFilters}
      sort={LIST_DEFAULTS.reviews.sort}
      perPage={LIST_DEFAULTS.reviews.perPage}
    >
      <FilterTabs tabs={tabs} />
      <CatalogueProvider>
        <ListTable<Review> rowClick="show" bulkActionButtons={<ReviewBulkButtons />} phone={<PhoneList />}>
          <Column source="id" label="resources.reviews.fields.order" />
          <Column
            source="date"
            label="resources.reviews.fields.date"
            render={(record) => <DateTimeCell record={record} />}
          />
          <Column
            source="customer"
            label="resources.reviews.fields.customer"
            render={(record) => <Truncate text={record.customer?.name} width={180} />}
          />
          <Column
            source="serviceTypes"
            label="resources.reviews.fields.serviceTypes"
            disableSort
            render={(record) => <ServiceTypesCell record={record} />}
          />
          <Column
            source="partners"
            label="resources.reviews.fields.partners"
            disableSort
            render={(record) => <PartnersCell record={record} />}
          />
          <Column
            source="rate"
            label="resources.reviews.fields.rate"
            render={(record) => <RateCell rate={record.rate} />}
          />
          <Column
            source="review"
            label="resources.reviews.fields.review"
            disableSort
            render={(record) => <Truncate text={record.review} width={320} />}
          />
          <Column
            source="reviewHidden"
            label="reviewModeration.status"
            render={(record) => <ReviewVisibilityCell hidden={!!record.reviewHidden} />}
          />
        </ListTable>
      </CatalogueProvider>
    </PagedList>
  );
}
