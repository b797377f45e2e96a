import { DataTable, List, TopToolbar } from 'react-admin';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { FilterTabs, type FilterTab } from '../../components/FilterTabs';
import { LOW_RATES } from '../../domain/orderStatus';
import { PAGE_SIZE } from '../../domain/paging';
import { DateTimeCell, PartnersCell, RateCell, ServiceTypesCell } from '../orders/fields';
import type { Order } from '../../providers/records/order';
import { ReviewBulkButtons } from './ReviewBulkButtons';
import { ReviewVisibilityCell } from './ReviewVisibility';
import { useReviewFilters } from './reviewFilters';

const Column = DataTable.Col<Order & { review?: string; reviewHidden?: boolean }>;

/** Reviews are the customers' ratings of completed orders: all of them, and the low ones (1-3). */
const tabs: FilterTab[] = [
  { key: 'all', label: 'resources.reviews.tabs.all', filter: {} },
  { key: 'low', label: 'resources.reviews.tabs.low', filter: { rates: [...LOW_RATES] } },
];

export default function ReviewList() {
  return (
    <List
      filters={useReviewFilters()}
      perPage={PAGE_SIZE}
      sort={{ field: 'date', order: 'DESC' }}
      exporter={false}
      actions={
        <TopToolbar>
          <ExportCsvButton />
        </TopToolbar>
      }
    >
      <FilterTabs tabs={tabs} />
      <DataTable rowClick="show" bulkActionButtons={<ReviewBulkButtons />}>
        <Column source="id" label="resources.reviews.fields.order" />
        <Column source="date" label="resources.reviews.fields.date" render={(record) => <DateTimeCell record={record} />} />
        <Column source="customer" label="resources.reviews.fields.customer" render={(record) => record.customer?.name ?? '—'} />
        <Column source="serviceTypes" label="resources.reviews.fields.serviceTypes" disableSort render={(record) => <ServiceTypesCell record={record} />} />
        <Column source="partners" label="resources.reviews.fields.partners" disableSort render={(record) => <PartnersCell record={record} />} />
        <Column source="rate" label="resources.reviews.fields.rate" render={(record) => <RateCell rate={record.rate} />} />
        <Column source="review" label="resources.reviews.fields.review" disableSort render={(record) => record.review ?? '—'} />
        <Column source="reviewHidden" label="reviewModeration.status" render={(record) => <ReviewVisibilityCell hidden={!!record.reviewHidden} />} />
      </DataTable>
    </List>
  );
}
