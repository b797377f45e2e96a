/**
 * The content records (services, types, questions, agreements, SEO pages, labels, tutorials, mobile apps): what
 * each holds, its closed lists of values and its defaults, declared once as data. The forms and the fake backend
 * validate by these declarations (contentValidation.ts), and the API contract derives its schemas from them.
 */
import type { ContentSchema } from './contentSchema';
import { RECORD_STATUS } from './statuses';
import { TRAINING_SCHEMAS } from './training';

export const UNITS = ['thing', 'hour', 'm2', 'm3', 'km'] as const;

// The kind of each content text (for its maximum length) has a module of its own, which the rules read too.
export { contentTextKind } from './contentTextKinds';
export const QUESTION_TYPE_KINDS = ['general', 'customer', 'partner'] as const;
export const AGREEMENT_TYPES = ['customer', 'partner'] as const;
export const STATIC_PAGE_NAMES = ['front', 'prices', 'services'] as const;
/** Who sees an order label: the cleaner with the order, or only the office. */
export const LABEL_VISIBILITIES = ['partner', 'manager'] as const;

const SEO_TEXTS = ['h1', 'pageTitle', 'metaDescription', 'content', 'slug'] as const;
const seoPage = <const Extra extends Partial<ContentSchema>>(extra: Extra) => ({
  texts: SEO_TEXTS,
  required: ['h1', 'slug'] as const,
  slugs: ['slug'] as const,
  defaults: { status: RECORD_STATUS.active },
  ...extra,
});

/** Keyed by API resource name; kept literal (`as const`) so the API contract derives exact types from it. */
export const CONTENT_SCHEMAS = {
  services: {
    texts: ['label', 'slug', 'pageTitle', 'metaDescription', 'pageContent'],
    required: ['label', 'slug'],
    slugs: ['slug'],
    numbers: {
      price: { min: 0, integer: true, required: true },
      time: { min: 0, integer: true, required: true },
      max: { min: 1, integer: true },
      customerOrder: { min: 0, integer: true },
      adminOrder: { min: 0, integer: true },
    },
    booleans: ['periodicity', 'fixPrice', 'fullPriceToPartner', 'discount', 'base'],
    choices: { unit: UNITS },
    refs: ['idServiceType'],
    requiredRefs: ['idServiceType'],
    images: ['icon'],
    defaults: {
      status: RECORD_STATUS.active,
      max: 1,
      unit: 'thing',
      periodicity: false,
      fixPrice: false,
      fullPriceToPartner: false,
      discount: false,
      base: false,
      customerOrder: 0,
      adminOrder: 0,
    },
  },
  serviceTypes: {
    texts: [
      'label',
      'slug',
      'h1',
      'pageTitle',
      'metaDescription',
      'content',
      'priceSlug',
      'priceH1',
      'priceTitle',
      'priceDescription',
      'priceContent',
    ],
    required: ['label', 'slug'],
    slugs: ['slug', 'priceSlug'],
    numbers: {
      minPrice: { min: 0, integer: true },
      minTime: { min: 0, integer: true },
      basePercent: { min: 0, max: 100, required: true },
      basePercentChoose: { min: 0, max: 100, required: true },
    },
    refs: ['parent'],
    strings: ['innerSlug'],
    images: ['icon'],
    defaults: {
      status: RECORD_STATUS.active,
      parent: null,
      basePercent: 50,
      basePercentChoose: 52,
      minPrice: 0,
      minTime: 0,
    },
  },
  questions: {
    texts: ['question', 'answer', 'slug', 'pageTitle', 'metaDescription'],
    required: ['question', 'answer', 'slug'],
    slugs: ['slug'],
    booleans: ['front'],
    refs: ['idQuestionType'],
    requiredRefs: ['idQuestionType'],
    defaults: { status: RECORD_STATUS.active, front: false },
  },
  questionTypes: {
    texts: ['label', 'slug'],
    required: ['label', 'slug'],
    slugs: ['slug'],
    choices: { type: QUESTION_TYPE_KINDS },
    defaults: { status: RECORD_STATUS.active, type: 'general' },
  },
  agreements: {
    texts: ['title', 'shortTitle', 'slug', 'metaDescription', 'pageTitle', 'content'],
    required: ['title', 'slug', 'content'],
    slugs: ['slug'],
    choices: { type: AGREEMENT_TYPES },
    defaults: { status: RECORD_STATUS.active, type: 'customer' },
  },
  seoDistricts: seoPage({ images: ['image'] }),
  seoOrderPages: seoPage({
    refs: ['idServiceType'],
    lists: ['services'],
    defaults: { status: RECORD_STATUS.active, idServiceType: null, services: [] },
  }),
  seoStaticPages: seoPage({
    strings: ['innerSlug'],
    choices: { innerName: STATIC_PAGE_NAMES },
    defaults: { status: RECORD_STATUS.active, innerName: 'front' },
  }),
  seoServiceTypes: seoPage({ refs: ['idServiceType'], requiredRefs: ['idServiceType'] }),
  ...TRAINING_SCHEMAS,
  // Order labels (docs/decisions-stock.md): a name per language, a colour (#rrggbb), who sees it.
  labels: {
    texts: ['label'],
    required: ['label'],
    slugs: [],
    choices: { visibility: LABEL_VISIBILITIES },
    strings: ['colour'],
    defaults: { status: RECORD_STATUS.active, visibility: 'manager', colour: '#546e7a' },
  },
} as const satisfies Record<string, ContentSchema>;

export type ContentApi = keyof typeof CONTENT_SCHEMAS;
