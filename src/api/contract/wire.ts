import { z } from 'zod/mini';

/**
 * Field types of a request as it travels: bodies are form-encoded (src/api/encode.ts), so numbers, booleans and
 * lists arrive as text. Each builder reads the text back and checks the typed value; its output type is what the
 * client sends before encoding, so the dataProvider's payload types are inferred from the same declaration.
 * Answers are JSON and use plain zod types.
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

export const wire = {
  num: () => z.pipe(z.transform(toNumber), z.number()),
  int: () => z.pipe(z.transform(toNumber), z.int()),
  /** a record's id */
  id: () => z.pipe(z.transform(toNumber), z.int().check(z.positive())),
  bool: () => z.pipe(z.transform(toBoolean), z.boolean()),
  text: () => z.string(),
  /** YYYY-MM-DD */
  date: () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  list: <T extends z.ZodMiniType>(item: T) => z.pipe(z.transform(toList), z.array(item)),
  ids: () => wire.list(wire.id()),
  /** one text per interface language */
  texts: () => z.record(z.string(), z.string()),
  oneOf: <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values),
};
