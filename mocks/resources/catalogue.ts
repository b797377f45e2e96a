import { NOT_OWN_ANCESTOR, isOwnAncestor } from '../../src/domain/catalogue';
import type { ContentRow, ServiceRow, ServiceTypeRow } from '../rows';
import { db } from '../server/db';
import { refersTo, registerContent } from './content';

/** Service types: a type cannot be its own ancestor, and the parent must exist. */
registerContent<ContentRow & ServiceTypeRow>('serviceTypes', {
  check(record, existing, errors) {
    const parent = record.parent as number | null;
    if (parent == null) return;
    const types = db().collection<ContentRow & ServiceTypeRow>('serviceTypes').all();
    if (!types.some((type) => type.id === parent) || isOwnAncestor(types, existing?.id, parent))
      errors.parent = NOT_OWN_ANCESTOR;
  },
});

/** Services: lower adminOrder shows higher, grouped by their service type. */
registerContent<ContentRow & ServiceRow>('services', {
  sortValue: { adminOrder: (row) => (row.idServiceType ?? 0) * 1000 + (row.adminOrder ?? 0) },
  exportColumns: [
    'id',
    'label',
    'status',
    'price',
    'time',
    'unit',
    'idServiceType',
    'adminOrder',
    'customerOrder',
  ],
  check: refersTo('idServiceType', 'serviceTypes'),
});
