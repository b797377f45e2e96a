import type { RaRecord } from 'react-admin';
import { AGREEMENT_TYPES } from '../../domain/contentRecordSchemas';
import type { ContentDecl } from '../../components/content/types';

const listPath = (record: RaRecord | undefined) =>
  record?.type === 'partner' ? '/agreements/partners' : '/agreements';

/** Customer agreements at /agreements; partner ones list at /agreements/partners and open as agreements. */
export const decl: ContentDecl = {
  resource: 'agreements',
  api: 'agreements',
  texts: [
    { source: 'title' },
    { source: 'shortTitle' },
    { source: 'slug', kind: 'slug', from: 'title' },
    { source: 'pageTitle' },
    { source: 'metaDescription', kind: 'textarea' },
    { source: 'content', kind: 'rich' },
  ],
  fields: [
    { source: 'type', kind: 'select', choices: AGREEMENT_TYPES, labels: 'resources.agreements.types' },
    { source: 'status', kind: 'status' },
  ],
  columns: ['id', 'title', 'shortTitle', 'status'],
  links: [{ label: 'resources.agreements/partners.name', to: '/agreements/partners' }],
  listPath,
};

export const partnersDecl: ContentDecl = {
  ...decl,
  resource: 'agreements/partners',
  recordResource: 'agreements',
  links: [{ label: 'resources.agreements.name', to: '/agreements' }],
  createState: { type: 'partner' },
};
