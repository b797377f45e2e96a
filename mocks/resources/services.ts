import { NOT_OWN_ANCESTOR, isOwnAncestor } from '../../src/domain/treeAncestry';
import type { ContentRow, ServiceRow, ServiceTypeRow } from '../rows';
import { db } from '../server/db';
import { refersTo, registerContent } from '../server/contentCollection';
import { serviceTypesApi, servicesApi } from '../../src/api/contract/services';
import { RECORD_STATUSES } from '../../src/domain/statuses';
import { csvColumns } from '../server/csvExport';

const csv = csvColumns('resources.services.fields');

/** Service types: a type cannot be its own ancestor, and the parent must exist. */
registerContent<ContentRow & ServiceTypeRow>('serviceTypes', serviceTypesApi, {
  labels: 'services/types',
  check(record, existing, errors) {
    const parent = record.parent as number | null;
    if (parent == null) return;
    const types = db().collection<ContentRow & ServiceTypeRow>('serviceTypes').all();
    if (!types.some((type) => type.id === parent) || isOwnAncestor(types, existing?.id, parent))
      errors.parent = NOT_OWN_ANCESTOR;
  },
});

/** Services: lower adminOrder shows higher, grouped by their service type. */
registerContent<ContentRow & ServiceRow>('services', servicesApi, {
  sortValue: { adminOrder: (row) => (row.idServiceType ?? 0) * 1000 + (row.adminOrder ?? 0) },
  exportColumns: [
    csv.count('id'),
    csv.text('label'),
    csv.status('status', RECORD_STATUSES),
    csv.money('price'),
    csv.count('time'),
    csv.label('unit', 'resources.services.units'),
    csv.count('idServiceType'),
    csv.count('adminOrder'),
    csv.count('customerOrder'),
  ],
  check: refersTo('idServiceType', 'serviceTypes'),
});
