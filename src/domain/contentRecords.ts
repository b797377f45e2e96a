/**
 * Messages and content records (services, types, questions, agreements, SEO pages): what each holds, its
 * defaults and its rules. The forms validate with these and the fake backend refuses with the same answers.
 */
import type { ContentSchema, NumberRule } from './contentSchema';
import { isSlug } from './slug';
import { RECORD_STATUS } from './statuses';
import { TRAINING_SCHEMAS } from './training';

export type Texts = Record<string, string | undefined>;

export type { ContentSchema, NumberRule };

export const UNITS = ['thing', 'hour', 'm2', 'm3', 'km'] as const;
export const QUESTION_TYPE_KINDS = ['general', 'customer', 'partner'] as const;
export const AGREEMENT_TYPES = ['customer', 'partner'] as const;
export const STATIC_PAGE_NAMES = ['front', 'prices', 'services'] as const;
/** Who sees an order label: the cleaner with the order, or only the office. */
export const LABEL_VISIBILITIES = ['partner', 'manager'] as const;
/** A label's colour as the colour picker gives it. */
export const isLabelColour = (value: unknown) => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);
export const LABEL_COLOUR = 'resources.labels.validation.colour';

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

export const REQUIRED = 'app.validation.required';
export const SLUG_FORMAT = 'content.validation.slugFormat';
export const SLUG_TAKEN = 'content.validation.slugTaken';
export const NUMBER_RANGE = 'content.validation.number';
export const NOT_OWN_ANCESTOR = 'content.validation.ancestor';

/** Empty, or only the empty paragraphs a rich text editor leaves behind. */
export const isBlank = (value: unknown) =>
  value == null || (typeof value === 'string' && /^(\s|&nbsp;|<p>|<\/p>|<br\s*\/?>)*$/i.test(value));
const blank = isBlank;

/**
 * Field errors of a content record, keyed by path ('label.pl', 'price'): base-language texts required, slugs well
 * formed, numbers in range, required references chosen.
 */
export function validateContent(
  schema: ContentSchema,
  values: Record<string, unknown>,
  languages: readonly string[],
  base: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const textOf = (field: string, language: string) => ((values[field] ?? {}) as Texts)[language];
  for (const field of schema.required) if (blank(textOf(field, base))) errors[`${field}.${base}`] = REQUIRED;
  for (const field of schema.slugs) {
    for (const language of languages) {
      const slug = textOf(field, language);
      if (!blank(slug) && !isSlug(String(slug))) errors[`${field}.${language}`] = SLUG_FORMAT;
    }
  }
  for (const [field, rule] of Object.entries(schema.numbers ?? {})) {
    const raw = values[field];
    if (raw == null || raw === '') {
      if (rule.required) errors[field] = REQUIRED;
      continue;
    }
    const number = Number(raw);
    const bad =
      !Number.isFinite(number) ||
      (rule.integer && !Number.isInteger(number)) ||
      (rule.min != null && number < rule.min) ||
      (rule.max != null && number > rule.max);
    if (bad) errors[field] = NUMBER_RANGE;
  }
  for (const field of schema.requiredRefs ?? [])
    if (values[field] == null || values[field] === '') errors[field] = REQUIRED;
  return { ...errors, ...schema.rules?.(values) };
}

/** 'label.pl' -> { label: { pl } }: the shape react-admin's form-level validation expects. */
export function nestErrors(flat: Record<string, string>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = nested;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]] = message;
  }
  return nested;
}

/** Which languages hold at least one of the given errors ('label.pl' -> pl). */
export function languagesWithErrors(flat: Record<string, string>, languages: readonly string[]): string[] {
  return languages.filter((language) => Object.keys(flat).some((path) => path.endsWith(`.${language}`)));
}

export interface TreeNode {
  id: number;
  parent?: number | null;
}

/** True when `candidate` is `id` itself or one of its descendants: choosing it as parent would make a loop. */
export function isOwnAncestor(
  nodes: readonly TreeNode[],
  id: number | null | undefined,
  candidate: number | null | undefined,
): boolean {
  if (id == null || candidate == null) return false;
  const parentOf = new Map(nodes.map((node) => [node.id, node.parent ?? null]));
  const seen = new Set<number>();
  let current: number | null = candidate;
  while (current != null && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    current = parentOf.get(current) ?? null;
  }
  return false;
}

/** Choosing the chosen value again clears it (parent of a service type, service type of an SEO order page). */
export const toggleChoice = <T>(current: T | null | undefined, chosen: T): T | null =>
  current === chosen ? null : chosen;

/** An SEO order page's service type: a new type (or none) clears the chosen services; the same one keeps them. */
export function chooseOrderPageType(
  page: { idServiceType?: number | null; services?: number[] },
  chosen: number,
) {
  const idServiceType = toggleChoice(page.idServiceType ?? null, chosen);
  return {
    idServiceType,
    services: idServiceType === (page.idServiceType ?? null) ? (page.services ?? []) : [],
  };
}

/** Services an SEO order page may list: only those of its service type. */
export const servicesOfType = <S extends { idServiceType?: number | null }>(
  services: readonly S[],
  idServiceType: number | null | undefined,
) => (idServiceType == null ? [] : services.filter((service) => service.idServiceType === idServiceType));
