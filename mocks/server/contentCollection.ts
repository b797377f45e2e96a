/**
 * A content collection on the fake server, declared by its schema (src/domain/contentRecordSchemas.ts): the
 * questions, agreements and SEO pages (mocks/resources/content.ts), and the services, labels and tutorials that share its rules.
 */
import { CONTENT_SCHEMAS, type ContentApi } from '../../src/domain/contentRecordSchemas';
import type { ContentSchema } from '../../src/domain/contentSchema';
import { SLUG_TAKEN, validateContent, type Texts } from '../../src/domain/contentValidation';
import { RECORD_STATUS, statusName, RECORD_STATUSES } from '../../src/domain/statuses';
import type { ContentRow } from '../rows';
import { collectionOf, type CollectionSpec, type RequestContext } from './crud';
import { db } from './db';
import { Refusal } from './http';
import { registerCollection } from './router';
import { stripHtml } from './htmlCleaner';
import { isStoredImage } from './uploads';
import { UPLOAD_ERROR } from '../../src/domain/upload';
import { tables } from './tables';
import { declareEndpoints, payloadOf } from './contract';
import type { Endpoint } from '../../src/api/contract/endpoint';

/** A content resource's endpoints in the contract (contentEndpoints): its edit reads the form. */
type ContentEndpoints = Record<string, Endpoint> & { edit: Endpoint };

export type { ContentRow };

/** The content languages of the request's location (base first). */
export function contentLanguages(ctx: RequestContext) {
  const location = tables.locations().get(ctx.location);
  const base = location?.baseLanguage ?? 'pl';
  const languages = location?.availableLanguages ?? [base];
  return { base, languages };
}

/** The rich-text fields (their forms' `kind: 'rich'`): stored only through the HTML policy, as the screens show them. */
const HTML_FIELDS = new Set(['pageContent', 'content', 'priceContent', 'answer']);

const cleanTexts = (value: Texts | undefined, html: boolean): Texts => {
  const texts: Texts = {};
  for (const [language, text] of Object.entries(value ?? {})) {
    const raw = typeof text === 'string' ? text.trim() : '';
    const trimmed = html ? stripHtml(raw).trim() : raw;
    if (trimmed) texts[language] = trimmed;
  }
  return texts;
};

/**
 * The posted form as a record: the contract read every declared field into its type (src/api/contract/
 * contentRecord.ts derives the form from the same schema); a field left out is empty or the schema's default.
 */
export function fromBody(
  api: ContentApi,
  edit: Endpoint,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const schema: ContentSchema = CONTENT_SCHEMAS[api];
  const posted = payloadOf(edit, body) as Record<string, unknown>;
  const given = (field: string) => posted[field] ?? schema.defaults[field];
  const record: Record<string, unknown> = {};
  for (const field of schema.texts)
    record[field] = cleanTexts(posted[field] as Texts | undefined, HTML_FIELDS.has(field));
  for (const field of Object.keys(schema.numbers ?? {})) record[field] = given(field) ?? null;
  for (const field of schema.booleans ?? []) record[field] = posted[field] ?? false;
  for (const field of Object.keys(schema.choices ?? {})) record[field] = given(field);
  for (const field of schema.refs ?? []) record[field] = posted[field] ?? null;
  for (const field of schema.lists ?? []) record[field] = posted[field] ?? [];
  for (const field of [...(schema.strings ?? []), ...(schema.images ?? [])])
    record[field] = (posted[field] as string | undefined)?.trim() || null;
  const status = posted.status as number | undefined;
  record.status = statusName(RECORD_STATUSES, status) ? status : RECORD_STATUS.active;
  return record;
}

interface ContentOptions<T extends ContentRow> extends Omit<
  CollectionSpec<T>,
  'api' | 'prepare' | 'actions'
> {
  /** further checks of one resource, adding to the field errors */
  check?: (
    record: Record<string, unknown>,
    existing: T | undefined,
    errors: Record<string, string>,
    ctx: RequestContext,
  ) => void;
}

/**
 * A content resource on the fake server: list/details/add/edit/delete (to Deleted)/export, plus restore, with the
 * shared validation (base-language texts, slug format and uniqueness per language) and the resource's own checks.
 */
export function registerContent<T extends ContentRow>(
  api: ContentApi,
  endpoints: ContentEndpoints,
  { check, ...options }: ContentOptions<T> = {},
) {
  const schema: ContentSchema = CONTENT_SCHEMAS[api];
  const spec: CollectionSpec<T> = {
    api,
    deletedStatus: RECORD_STATUS.deleted,
    search: (row) => [
      row.id,
      ...schema.texts.slice(0, 1).flatMap((field) => Object.values((row[field] ?? {}) as Texts)),
    ],
    ...options,
    prepare(body, existing, ctx) {
      const record = fromBody(api, endpoints.edit, body);
      const { base, languages } = contentLanguages(ctx);
      const errors = validateContent(schema, record, languages, base);
      const others = collectionOf(spec)
        .all()
        .filter((row) => row.id !== existing?.id);
      for (const field of schema.slugs) {
        for (const [language, slug] of Object.entries(record[field] as Texts)) {
          if (errors[`${field}.${language}`]) continue;
          if (others.some((row) => ((row[field] ?? {}) as Texts)[language] === slug))
            errors[`${field}.${language}`] = SLUG_TAKEN;
        }
      }
      // An image is a file the upload endpoint answered, or the one the record already holds.
      for (const field of schema.images ?? [])
        if (!isStoredImage(record[field], existing?.[field])) errors[field] = UPLOAD_ERROR;
      check?.(record, existing, errors, ctx);
      if (Object.keys(errors).length) throw new Refusal(Object.values(errors)[0], errors);
      return { ...existing, ...record } as Omit<T, 'id'>;
    },
    actions: {
      restore: {
        handle: (row) => collectionOf(spec).update(row.id, { status: RECORD_STATUS.active } as Partial<T>),
      },
    },
  };
  declareEndpoints(endpoints);
  return registerCollection(spec);
}

/** A check that a reference field, when set, names an existing record of another collection. */
export const refersTo =
  (field: string, collection: string) =>
  (record: Record<string, unknown>, _existing: unknown, errors: Record<string, string>) => {
    if (
      record[field] != null &&
      !db()
        .collection(collection)
        .get(record[field] as number)
    )
      errors[field] = 'app.validation.required';
  };
