import { parse, stringify } from 'qs-esm';

export type Payload = Record<string, unknown>;

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isPlainObject(value) && Object.keys(value).length === 0);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !(value instanceof Blob)
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
const formatDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * The wire shape of a value: booleans become 1/0, dates YYYY-MM-DD, and empty values
 * (undefined, null, '', [] and objects left empty) disappear, as the API contract says.
 */
export function prune(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return formatDate(value);
  if (Array.isArray(value)) {
    const items = value.map(prune).filter((item) => !isEmpty(item));
    return items;
  }
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const pruned = prune(item);
      if (!isEmpty(pruned)) out[key] = pruned;
    }
    return out;
  }
  return value;
}

/** Form-urlencoded body in bracket notation: `services[0][id]=3&filter[status][0]=4`. */
export function encodeBody(payload: Payload): string {
  return stringify(prune(payload), { arrayFormat: 'indices', encodeValuesOnly: true });
}

/** The inverse, for the fake backend: arrays up to 1000 items stay arrays. */
export function decodeBody(body: string): Payload {
  return parse(body, { arrayLimit: 1000, depth: 10, parameterLimit: 100000 });
}
