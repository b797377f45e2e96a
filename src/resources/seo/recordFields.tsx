import { STATIC_PAGE_NAMES } from '../../domain/contentRecordSchemas';
import type { ContentDecl, TextDecl } from '../../components/content/types';
import {
  OrderPageServicesField,
  OrderPageServicesInput,
  OrderPageTypeField,
  OrderPageTypeInput,
} from './OrderPageInputs';

/** Every SEO page has the same texts: H1, title, description, content and a slug made from the H1. */
const texts: TextDecl[] = [
  { source: 'h1' },
  { source: 'slug', kind: 'slug', from: 'h1' },
  { source: 'pageTitle' },
  { source: 'metaDescription', kind: 'textarea' },
  { source: 'content', kind: 'rich' },
];
const status = { source: 'status', kind: 'status' } as const;

export const districts: ContentDecl = {
  resource: 'seo/districts',
  api: 'seoDistricts',
  texts,
  fields: [status, { source: 'image', kind: 'image' }],
  columns: ['id', 'h1', 'image', 'status'],
};

export const orderPages: ContentDecl = {
  resource: 'seo/orderPages',
  api: 'seoOrderPages',
  texts,
  fields: [
    status,
    { source: 'idServiceType', kind: 'custom', input: OrderPageTypeInput, field: OrderPageTypeField },
    { source: 'services', kind: 'custom', input: OrderPageServicesInput, field: OrderPageServicesField },
  ],
  columns: ['id', 'h1', 'idServiceType', 'status'],
};

export const staticPages: ContentDecl = {
  resource: 'seo/staticPages',
  api: 'seoStaticPages',
  texts,
  fields: [
    status,
    {
      source: 'innerName',
      kind: 'select',
      choices: STATIC_PAGE_NAMES,
      labels: 'resources.seo/staticPages.innerNames',
    },
    { source: 'innerSlug', kind: 'text' },
  ],
  columns: ['id', 'h1', 'innerName', 'status'],
};

export const serviceTypes: ContentDecl = {
  resource: 'seo/services/types',
  api: 'seoServiceTypes',
  texts,
  fields: [status, { source: 'idServiceType', kind: 'reference', reference: 'services/types' }],
  columns: ['id', 'h1', 'idServiceType', 'status'],
};
