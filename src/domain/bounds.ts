/**
 * The bounds of what the API accepts, one per kind of value (issue 29, classes 3 and 4; docs/decisions-safety.md
 * "Bounds"): the contract's schemas (src/api/contract/wire.ts) build every request field from these, and the forms
 * show and check the same limits (src/components/textLimits.ts), so the backend and the screens refuse the same
 * values with the same messages.
 */

import { SEARCH_MAX, SEARCH_TOO_LONG } from './search';

/**
 * Texts by kind: a person's or record's name, one line, a list's search (the spec's 255, with its own message), a
 * free text (notes, descriptions, messages), a URL, an HTML page.
 */
export const TEXT_MAX = {
  name: 100,
  line: 255,
  search: SEARCH_MAX,
  text: 2000,
  url: 2048,
  page: 100_000,
} as const;
export type TextKind = keyof typeof TEXT_MAX;

/** The message of a text over its kind's limit ('Up to 100 characters'...). */
export const TEXT_TOO_LONG: Record<TextKind, string> = {
  name: 'app.validation.maxName',
  line: 'app.validation.maxLine',
  search: SEARCH_TOO_LONG,
  text: 'app.validation.maxText',
  url: 'app.validation.maxUrl',
  page: 'app.validation.maxPage',
};

/**
 * What a name may not hold: C0 and C1 control characters (NUL, BEL, tab, line breaks...) and the bidirectional
 * embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), which turn the rest of a line around where
 * the name is shown (a list, a CSV, an SMS).
 */
// eslint-disable-next-line no-control-regex
const NOT_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
export const NAME_CHARACTERS = 'app.validation.nameCharacters';
export const isCleanName = (value: string) => !NOT_IN_NAME.test(value);
/**
 * The one check of a name's characters, for the contract (src/api/contract/wire.ts) and the forms alike: the
 * message when `value` is a text holding what a name may not, else undefined.
 */
export const nameCharactersProblem = (value: unknown) =>
  typeof value === 'string' && !isCleanName(value) ? NAME_CHARACTERS : undefined;
/**
 * A form's or a rule's name check: adds NAME_CHARACTERS under each of `fields` (dot paths: `invoice.companyName`;
 * `name.*` for a text per language) that holds what a name may not and has no other error yet. Answers `errors`.
 */
export function withNameCharacters(
  errors: Record<string, string>,
  values: unknown,
  fields: readonly string[],
) {
  const at = (path: string[], node: unknown, prefix: string) => {
    const [part, ...rest] = path;
    if (part === undefined) {
      if (nameCharactersProblem(node) && !errors[prefix]) errors[prefix] = NAME_CHARACTERS;
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const keys = part === '*' ? Object.keys(record) : [part];
    for (const key of keys) at(rest, record[key], prefix ? `${prefix}.${key}` : key);
  };
  for (const field of fields) at(field.split('.'), values, '');
  return errors;
}

/** Days: a real calendar day (no 2026-02-30) within these years, as YYYY-MM-DD. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';
export const DATE_INVALID = 'app.validation.date';

export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && value >= DATE_MIN && value <= DATE_MAX;
}

/** Money in minor units: a whole number from 0 to 1,000,000.00 (in a currency of two decimals). */
export const MONEY_MAX = 100_000_000;
export const MONEY_INVALID = 'app.validation.money';
export const isMoney = (value: number) => Number.isInteger(value) && value >= 0 && value <= MONEY_MAX;

/** Counts of things (stock levels, a movement's quantity): whole numbers from 0 to 1,000,000. */
export const COUNT_MAX = 1_000_000;
export const COUNT_INVALID = 'app.validation.count';
export const isCount = (value: number) => Number.isInteger(value) && value >= 0 && value <= COUNT_MAX;

/** A percentage (a partner's share of an order): from 0 to 100. */
export const PERCENT_MAX = 100;
export const PERCENT_INVALID = 'app.validation.percentMax';
export const isPercent = (value: number) => Number.isFinite(value) && value >= 0 && value <= PERCENT_MAX;

/** One of a closed list of values (a periodicity, a type...), when the list has no message of its own. */
export const CHOICE_INVALID = 'app.validation.choice';
