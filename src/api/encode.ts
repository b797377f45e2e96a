export type Payload = Record<string, unknown>;

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isPlainObject(value) && Object.keys(value).length === 0);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date) && !(value instanceof Blob);
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

/** A value as qs encodes it: UTF-8, every character but `A-Za-z0-9-_.~` escaped (a lone surrogate as U+FFFD). */
const encodeValue = (value: string) =>
  encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function pairs(prefix: string, value: unknown, out: string[]) {
  if (Array.isArray(value)) value.forEach((item, index) => pairs(`${prefix}[${index}]`, item, out));
  else if (isPlainObject(value)) for (const [key, item] of Object.entries(value)) pairs(`${prefix}[${key}]`, item, out);
  else if (value !== undefined && value !== null) out.push(`${prefix}=${encodeValue(String(value))}`);
}

/**
 * Form-urlencoded body in bracket notation: `services[0][id]=3&filter[status][0]=4` (what qs's `stringify` with
 * `arrayFormat: 'indices', encodeValuesOnly: true` writes; a dozen lines instead of qs and its 15 kB of helpers).
 */
export function encodeBody(payload: Payload): string {
  const out: string[] = [];
  for (const [key, value] of Object.entries(prune(payload) as Payload)) pairs(key, value, out);
  return out.join('&');
}

export { decodeBody } from './decode';
