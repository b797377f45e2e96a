import { LABEL_VISIBILITIES } from '../../domain/contentRecordSchemas';
import type { ContentDecl } from '../../components/content/types';
import { ColourField, ColourInput } from './colour';

/** Order labels: a plain record, so the content kit's list, form and details serve it. */
export const decl: ContentDecl = {
  resource: 'labels',
  api: 'labels',
  texts: [{ source: 'label' }],
  fields: [
    {
      source: 'visibility',
      kind: 'select',
      choices: LABEL_VISIBILITIES,
      labels: 'resources.labels.visibilities',
    },
    { source: 'colour', kind: 'custom', input: ColourInput, field: ColourField },
    { source: 'status', kind: 'status' },
  ],
  columns: ['id', 'label', 'visibility', 'colour', 'status'],
  links: [{ label: 'resources.orders.name', to: '/orders' }],
};
