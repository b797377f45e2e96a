import { NOT_OWN_ANCESTOR, isOwnAncestor } from '../../src/domain/catalogue';
import { db } from '../server/db';
import { registerContent, type ContentRow } from './content';

interface ServiceTypeRow extends ContentRow {
  parent?: number | null;
}

interface ServiceRow extends ContentRow {
  idServiceType?: number;
  adminOrder?: number;
}

/** Service types: a type cannot be its own ancestor, and the parent must exist. */
registerContent<ServiceTypeRow>('serviceTypes', {
  check(record, existing, errors) {
    const parent = record.parent as number | null;
    if (parent == null) return;
    const types = db().collection<ServiceTypeRow>('serviceTypes').all();
    if (!types.some((type) => type.id === parent) || isOwnAncestor(types, existing?.id, parent))
      errors.parent = NOT_OWN_ANCESTOR;
  },
});

/** Services: lower adminOrder shows higher, grouped by their service type. */
registerContent<ServiceRow>('services', {
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
  check(record, _existing, errors) {
    if (
      record.idServiceType != null &&
      !db()
        .collection('serviceTypes')
        .get(record.idServiceType as number)
    )
      errors.idServiceType = 'app.validation.required';
  },
});
