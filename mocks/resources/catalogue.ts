import type { Row } from '../store';
import { registerCollection } from '../server/router';

interface CatalogueRow extends Row {
  label: Record<string, string>;
  status: number;
  idServiceType?: number;
  adminOrder?: number;
}

/** Services and service types: read by the promocode and order screens; their own screens come with issue 4. */
registerCollection<CatalogueRow>({
  api: 'serviceTypes',
  search: (row) => [row.id, row.label.pl, row.label.en],
});

registerCollection<CatalogueRow>({
  api: 'services',
  search: (row) => [row.id, row.label.pl, row.label.en],
  sortValue: { adminOrder: (row) => (row.idServiceType ?? 0) * 1000 + (row.adminOrder ?? 0) },
});
