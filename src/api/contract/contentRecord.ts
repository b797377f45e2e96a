import { z } from 'zod/mini';
import { UPLOAD_ERROR } from '../../domain/upload';
import { VERSION_CONFLICT } from '../../domain/versions';
import { CONTENT_SCHEMAS, contentTextKind, type ContentApi } from '../../domain/contentRecordSchemas';
import { RECORD_STATUSES } from '../../domain/statuses';
import type { ContentSchema } from '../../domain/contentSchema';
import { collectionEndpoints, recordOf } from './collection';
import { endpoint } from './endpoint';
import { wire } from './wire';
import { codeLabels, ofKind, statusLabels, type FieldKind } from './fieldKinds';

/**
 * The content records (services, types, questions, agreements, SEO pages, labels, tutorials, mobile apps) are
 * declared once, as data, in src/domain/contentRecordSchemas.ts: the forms validate with it and the fake backend
 * stores by it. Their record and form schemas are derived from that declaration here, by one function, so no
 * content resource declares its shape a second time. The types follow the same rules as the values.
 */

type Schema<A extends ContentApi> = (typeof CONTENT_SCHEMAS)[A];
type Listed<S, K extends string> = S extends { readonly [P in K]: readonly (infer N extends string)[] }
  ? N
  : never;
type Keyed<S, K extends string> = S extends { readonly [P in K]: infer R } ? keyof R & string : never;
type ChoicesOf<S> = S extends { readonly choices: infer C } ? C : never;
type Defaulted<S> = S extends { readonly defaults: infer D } ? keyof D : never;
type NumberRuleOf<S, F extends string> = S extends { readonly numbers: { readonly [P in F]: infer R } }
  ? R
  : never;
type Values<T> = T extends readonly [infer First extends string, ...infer Rest extends string[]]
  ? [First, ...Rest]
  : never;

const texts = z.record(z.string(), z.string());
type Texts = typeof texts;
type Num = z.ZodMiniNumber;
type Nullable<T extends z.ZodMiniType> = z.ZodMiniNullable<T>;
type Enum<T> = z.ZodMiniEnum<{ [V in Values<T>[number]]: V }>;

/** A stored number is always set when the form requires it or the schema gives a default. */
type NumberField<S, F extends string> =
  NumberRuleOf<S, F> extends { readonly required: true } ? Num : F extends Defaulted<S> ? Num : Nullable<Num>;

type RecordShape<S> = { status: Num } & { [F in Listed<S, 'texts'>]: Texts } & {
  [F in Keyed<S, 'numbers'>]: NumberField<S, F>;
} & { [F in Listed<S, 'booleans'>]: z.ZodMiniBoolean } & {
  [F in Keyed<S, 'choices'>]: Enum<ChoicesOf<S>[F & keyof ChoicesOf<S>]>;
} & { [F in Listed<S, 'refs'>]: F extends Listed<S, 'requiredRefs'> ? Num : Nullable<Num> } & {
  [F in Listed<S, 'lists'>]: z.ZodMiniArray<Num>;
} & { [F in Listed<S, 'strings'> | Listed<S, 'images'>]: Nullable<z.ZodMiniString> };

type Optional<T extends z.ZodMiniType> = z.ZodMiniOptional<T>;
type Wire<K extends keyof typeof wire> = Optional<ReturnType<(typeof wire)[K]>>;
type InputShape<S> = { status: Wire<'int'> } & { [F in Listed<S, 'texts'>]: Wire<'texts'> } & {
  [F in Keyed<S, 'numbers'>]: Wire<'num'>;
} & { [F in Listed<S, 'booleans'>]: Wire<'bool'> } & {
  [F in Keyed<S, 'choices'>]: Optional<Enum<ChoicesOf<S>[F & keyof ChoicesOf<S>]>>;
} & { [F in Listed<S, 'refs'>]: Wire<'id'> } & { [F in Listed<S, 'lists'>]: Wire<'ids'> } & {
  [F in Listed<S, 'strings'> | Listed<S, 'images'>]: Optional<z.ZodMiniString>;
};

const fieldsOf = (schema: ContentSchema) => ({
  texts: schema.texts,
  numbers: Object.entries(schema.numbers ?? {}),
  booleans: schema.booleans ?? [],
  choices: Object.entries(schema.choices ?? {}) as [string, readonly [string, ...string[]]][],
  refs: schema.refs ?? [],
  lists: schema.lists ?? [],
  strings: schema.strings ?? [],
  images: schema.images ?? [],
});

const ref = (api: string): FieldKind => ({ kind: 'ref', api });
const MONEY: FieldKind = { kind: 'money' };
const PERCENT: FieldKind = { kind: 'percent' };
const MINUTES: FieldKind = { kind: 'duration' };

/**
 * How the fields of each content record are shown out of their screens (the record history): the other records its
 * references name, the labels of its closed lists (the screens' own), its money, percents and durations. A number
 * not listed is a plain number; texts, flags and strings read as themselves. tests/unit/historyFields.test.ts fails
 * on a field that needs a kind and has none.
 */
const CONTENT_KINDS: { [A in ContentApi]?: Record<string, FieldKind> } = {
  services: {
    idServiceType: ref('serviceTypes'),
    price: MONEY,
    time: MINUTES,
    unit: codeLabels('resources.services.units', CONTENT_SCHEMAS.services.choices.unit),
  },
  serviceTypes: {
    parent: ref('serviceTypes'),
    minPrice: MONEY,
    minTime: MINUTES,
    basePercent: PERCENT,
    basePercentChoose: PERCENT,
  },
  questions: { idQuestionType: ref('questionTypes') },
  questionTypes: {
    type: codeLabels('resources.questions/types.kinds', CONTENT_SCHEMAS.questionTypes.choices.type),
  },
  agreements: { type: codeLabels('resources.agreements.types', CONTENT_SCHEMAS.agreements.choices.type) },
  seoOrderPages: { idServiceType: ref('serviceTypes'), services: ref('services') },
  seoServiceTypes: { idServiceType: ref('serviceTypes') },
  seoStaticPages: {
    innerName: codeLabels(
      'resources.seo/staticPages.innerNames',
      CONTENT_SCHEMAS.seoStaticPages.choices.innerName,
    ),
  },
  labels: {
    visibility: codeLabels('resources.labels.visibilities', CONTENT_SCHEMAS.labels.choices.visibility),
  },
  mobileApps: {
    app: codeLabels('resources.mobileApps.apps', CONTENT_SCHEMAS.mobileApps.choices.app),
    platform: codeLabels('resources.mobileApps.platforms', CONTENT_SCHEMAS.mobileApps.choices.platform),
  },
};

/** What a content record holds as every answer has it: stored by the fake backend from the same declaration. */
function recordShape(schema: ContentSchema, kinds: Record<string, FieldKind> = {}) {
  const fields = fieldsOf(schema);
  const shape: Record<string, z.ZodMiniType> = { status: ofKind(z.int(), statusLabels(RECORD_STATUSES)) };
  /** a schema with its field's declared kind; a number of no declared kind is a plain number */
  const kinded = <T extends z.ZodMiniType>(field: string, type: T, fallback?: FieldKind) => {
    const kind = kinds[field] ?? fallback;
    return kind ? ofKind(type, kind) : type;
  };
  for (const field of fields.texts) shape[field] = texts;
  for (const [field, rule] of fields.numbers) {
    const number = kinded(field, rule.integer ? z.int() : z.number(), { kind: 'number' });
    shape[field] = rule.required || field in schema.defaults ? number : z.nullable(number);
  }
  for (const field of fields.booleans) shape[field] = z.boolean();
  for (const [field, values] of fields.choices) shape[field] = kinded(field, z.enum(values));
  for (const field of fields.refs) {
    const id = kinded(field, z.int());
    shape[field] = schema.requiredRefs?.includes(field) ? id : z.nullable(id);
  }
  for (const field of fields.lists) shape[field] = z.array(kinded(field, z.int()));
  for (const field of fields.strings) shape[field] = z.nullable(z.string());
  for (const field of fields.images) shape[field] = z.nullable(z.string());
  return shape;
}

/**
 * The form as add and edit send it: every field may be left out (an empty value is not sent), the base-language
 * texts, slugs, number ranges and required references are the domain's rules (validateContent), answered with
 * their own messages after the types are read.
 */
function inputShape(schema: ContentSchema) {
  const fields = fieldsOf(schema);
  const shape: Record<string, z.ZodMiniType> = { status: z.optional(wire.int()) };
  for (const field of fields.texts) shape[field] = z.optional(wire.texts(contentTextKind(field)));
  for (const [field] of fields.numbers) shape[field] = z.optional(wire.num());
  for (const field of fields.booleans) shape[field] = z.optional(wire.bool());
  for (const [field, values] of fields.choices) shape[field] = z.optional(z.enum(values));
  for (const field of fields.refs) shape[field] = z.optional(wire.id());
  for (const field of fields.lists) shape[field] = z.optional(wire.ids());
  for (const field of fields.strings) shape[field] = z.optional(wire.text());
  // an uploaded file's URL (`admin/upload`); any other is refused with app.validation.upload
  for (const field of fields.images) shape[field] = z.optional(wire.text('url'));
  return shape;
}

/** The record of a content resource, derived from its declaration in CONTENT_SCHEMAS. */
export const contentRecord = <A extends ContentApi>(api: A) =>
  recordOf(recordShape(CONTENT_SCHEMAS[api], CONTENT_KINDS[api]) as RecordShape<Schema<A>>);

/** The form of a content resource, derived from its declaration in CONTENT_SCHEMAS. */
export const contentInput = <A extends ContentApi>(api: A) =>
  z.object(inputShape(CONTENT_SCHEMAS[api]) as InputShape<Schema<A>>);

/** Refusals of a content form: the shared rules' messages, and those of the resource's own rules. */
const CONTENT_ERRORS = [
  'app.validation.required',
  'content.validation.slugFormat',
  'content.validation.slugTaken',
  'content.validation.number',
] as const;

/**
 * A content resource's endpoints: list, details, many, add, edit, delete (to Deleted), export, and restore (back
 * from Deleted to Active). `record` defaults to the derived one; a resource whose answer adds computed fields
 * passes it extended.
 */
export function contentEndpoints<
  const A extends ContentApi,
  R extends z.ZodMiniType = ReturnType<typeof contentRecord<A>>,
>(api: A, { record, errors = [] }: { record?: R; errors?: readonly string[] } = {}) {
  const answer = (record ?? contentRecord(api)) as R;
  const schema: ContentSchema = CONTENT_SCHEMAS[api];
  const imageErrors = schema.images?.length ? [UPLOAD_ERROR] : [];
  return {
    ...collectionEndpoints(api, {
      record: answer,
      input: contentInput(api),
      writeErrors: [...CONTENT_ERRORS, ...imageErrors, ...errors],
    }),
    restore: endpoint({
      path: `admin/${api}/restore`,
      summary: `Moves one of ${api} from Deleted back to Active; refused when \`version\` is not the record's current one.`,
      access: { resource: api, action: 'edit' },
      request: z.object({ id: wire.id(), version: z.optional(wire.int()) }),
      answer,
      errors: [VERSION_CONFLICT],
    }),
  };
}
