import { UNITS } from '../../domain/contentRecordSchemas';
import type { ContentDecl } from '../../components/content/types';

/** Services: /services (All, Types, Deleted), sorted as managers see them (lower adminOrder higher). */
export const decl: ContentDecl = {
  resource: 'services',
  api: 'services',
  texts: [
    { source: 'label' },
    { source: 'slug', kind: 'slug', from: 'label' },
    { source: 'pageTitle' },
    { source: 'metaDescription', kind: 'textarea' },
    { source: 'pageContent', kind: 'rich' },
  ],
  fields: [
    { source: 'idServiceType', kind: 'reference', reference: 'services/types' },
    { source: 'status', kind: 'status' },
    { source: 'price', kind: 'money' },
    { source: 'time', kind: 'number' },
    { source: 'max', kind: 'number' },
    { source: 'unit', kind: 'select', choices: UNITS, labels: 'resources.services.units' },
    { source: 'base', kind: 'boolean' },
    { source: 'periodicity', kind: 'boolean' },
    { source: 'fixPrice', kind: 'boolean' },
    { source: 'fullPriceToPartner', kind: 'boolean' },
    { source: 'discount', kind: 'boolean' },
    { source: 'customerOrder', kind: 'number', helper: 'resources.services.helpers.order' },
    { source: 'adminOrder', kind: 'number', helper: 'resources.services.helpers.order' },
    { source: 'icon', kind: 'image' },
  ],
  columns: ['id', 'label', 'idServiceType', 'status', 'price', 'time', 'unit', 'adminOrder'],
  sort: { field: 'adminOrder', order: 'ASC' },
  links: [{ label: 'resources.services/types.name', to: '/services/types' }],
};
