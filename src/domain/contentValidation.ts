/**
 * The rules every content record's values must meet, and the message keys they refuse with: the forms validate
 * with these and the fake backend refuses with the same answers. Each record's own rules come with its
 * declaration (ContentSchema.rules).
 */
import type { ContentSchema } from './contentSchema';
import { isSlug } from './slug';
import { withNameCharacters } from './bounds';
import { contentTextKind } from './contentTextKinds';

export type Texts = Record<string, string | undefined>;

export const REQUIRED = 'app.validation.required';
export const SLUG_FORMAT = 'content.validation.slugFormat';
export const SLUG_TAKEN = 'content.validation.slugTaken';
export const NUMBER_RANGE = 'content.validation.number';

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
  // a name (a label) refuses control and direction characters, as the API does (src/domain/bounds.ts)
  withNameCharacters(
    errors,
    values,
    schema.texts.filter((field) => contentTextKind(field) === 'name').map((field) => `${field}.*`),
  );
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
