import { z } from 'zod/mini';
import {
  CHOICE_INVALID,
  COUNT_INVALID,
  DATE_INVALID,
  MONEY_INVALID,
  NAME_CHARACTERS,
  PERCENT_INVALID,
  TEXT_MAX,
  TEXT_TOO_LONG,
  isCalendarDate,
  isCount,
  isMoney,
  isPercent,
  nameCharactersProblem,
  type TextKind,
} from '../../domain/bounds';
import { QUANTITY_INVALID, isQuantity } from '../../domain/orderRules';

/**
 * Field types of a request as it travels: bodies are form-encoded (src/api/encode.ts), so numbers, booleans and
 * lists arrive as text. Each builder reads the text back and checks the typed value; its output type is what the
 * client sends before encoding, so the dataProvider's payload types are inferred from the same declaration.
 * Answers are JSON and use plain zod types.
 *
 * Every request field is built here, with its kind's bounds (src/domain/bounds.ts, issue 29): a text has its
 * kind's maximum length (a name also refuses control and direction characters), a date is a real calendar day, an
 * amount of money a whole number of minor units in range. tests/backend/boundsEveryField.test.ts walks every
 * request schema and fails on a text with no maximum.
 */

const toNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

const toBoolean = (value: unknown) => {
  if (value === '1' || value === 'true' || value === 1) return true;
  if (value === '0' || value === 'false' || value === 0) return false;
  return value;
};

/** `ids[0]=3&ids[1]=5` decodes to an array; a long or sparse list decodes to an object of indices. */
const toList = (value: unknown) => {
  if (value === undefined || Array.isArray(value)) return value;
  if (value !== null && typeof value === 'object') return Object.values(value);
  return [value];
};

/** A text of its kind: at most its kind's length; a name has no control or direction characters. */
function text(kind: TextKind) {
  const bounded = z.string().check(z.maxLength(TEXT_MAX[kind], TEXT_TOO_LONG[kind]));
  return kind === 'name'
    ? bounded.check(z.refine((value) => !nameCharactersProblem(value), NAME_CHARACTERS))
    : bounded;
}

export const wire = {
  num: () => z.pipe(z.transform(toNumber), z.number()),
  int: () => z.pipe(z.transform(toNumber), z.int()),
  /** a record's id */
  id: () => z.pipe(z.transform(toNumber), z.int().check(z.positive())),
  bool: () => z.pipe(z.transform(toBoolean), z.boolean()),
  /** a text of its kind (default: one line), bounded by TEXT_MAX */
  text: (kind: TextKind = 'line') => text(kind),
  /** a person's or record's name */
  name: () => text('name'),
  /** YYYY-MM-DD, a real day between DATE_MIN and DATE_MAX; `message` is the field's own where it has one */
  date: (message: string = DATE_INVALID) =>
    z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, message), z.refine(isCalendarDate, message)),
  /** an amount in minor units: a whole number from 0 to MONEY_MAX (refused with `message`) */
  money: (message: string = MONEY_INVALID) =>
    z.pipe(z.transform(toNumber), z.number().check(z.refine(isMoney, message))),
  /** a count of things (stock, a movement's quantity): a whole number from 0 to COUNT_MAX */
  count: () => z.pipe(z.transform(toNumber), z.number().check(z.refine(isCount, COUNT_INVALID))),
  /** a percentage from 0 to 100 */
  percent: () => z.pipe(z.transform(toNumber), z.number().check(z.refine(isPercent, PERCENT_INVALID))),
  /** a service's quantity: 0 to QUANTITY_MAX, in the finest step of any unit (the unit's own is the order's rule) */
  quantity: () => z.pipe(z.transform(toNumber), z.number().check(z.refine(isQuantity, QUANTITY_INVALID))),
  /** one of `values` (a closed list of numbers), refused with `message` */
  choice: (values: readonly number[], message: string = CHOICE_INVALID) =>
    z.pipe(z.transform(toNumber), z.number().check(z.refine((value) => values.includes(value), message))),
  list: <T extends z.ZodMiniType>(item: T) => z.pipe(z.transform(toList), z.array(item)),
  ids: () => wire.list(wire.id()),
  /** one text per interface language, each of its kind */
  texts: (kind: TextKind = 'line') => z.record(wire.text('line'), text(kind)),
  oneOf: <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values),
};
