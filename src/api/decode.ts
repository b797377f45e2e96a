import type { Payload } from './encode';

/**
 * The fake backend's reading of a form body, as qs's `parse` reads it with `arrayLimit: 1000, depth: 10`:
 * `a[0][b]=1` -> { a: [{ b: '1' }] }; an index up to 1000 makes an array (holes closed up), a larger one or a name
 * an object key; a repeated key collects its values in an array; names of Object.prototype's members are ignored
 * (no prototype pollution); more than 10 bracket levels stay one key.
 */
const ARRAY_LIMIT = 1000;
const DEPTH = 10;

type Node = Record<string, unknown> | unknown[];

const decode = (text: string) => {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
};

/** `a[b][0]` -> ['a', 'b', '0']; levels past DEPTH stay one segment, as qs keeps them. */
function segmentsOf(key: string): string[] | null {
  const open = key.indexOf('[');
  const parent = open > 0 ? key.slice(0, open) : key;
  const segments = [parent];
  let rest = open > 0 ? key.slice(open) : '';
  const child = /^\[([^[\]]*)\]/;
  for (let depth = 0; depth < DEPTH && rest; depth++) {
    const match = child.exec(rest);
    if (!match) break;
    segments.push(match[1]);
    rest = rest.slice(match[0].length);
  }
  if (rest) segments.push(rest);
  return segments.some((segment) => Object.hasOwn(Object.prototype, segment)) ? null : segments;
}

const indexOf = (segment: string) => {
  const index = Number(segment);
  return segment !== '' && String(index) === segment && index >= 0 && index <= ARRAY_LIMIT ? index : null;
};

/** An array that must take a name becomes an object keyed by its indices (qs does the same). */
const asObject = (node: Node): Record<string, unknown> => (Array.isArray(node) ? { ...node } : node);

function place(parent: Node, segments: string[], value: string): Node {
  const [segment, ...rest] = segments;
  const index = segment === '' ? (Array.isArray(parent) ? parent.length : null) : indexOf(segment);
  const target: Node = index === null ? asObject(parent) : parent;
  const key = index === null ? segment : index;
  const slot = target as Record<string | number, unknown>;
  if (rest.length === 0) {
    const existing = slot[key];
    slot[key] = existing === undefined ? value : ([] as unknown[]).concat(existing, value);
    return target;
  }
  const current = slot[key];
  const child: Node = current && typeof current === 'object' ? (current as Node) : indexOf(rest[0]) !== null || rest[0] === '' ? [] : {};
  slot[key] = place(child, rest, value);
  return target;
}

/** Arrays with holes (`a[2]=x` alone) are closed up, as qs's compact does. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compact);
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) (value as Record<string, unknown>)[key] = compact(item);
  }
  return value;
}

export function decodeBody(body: string): Payload {
  let result: Payload = {};
  for (const part of body.split('&')) {
    if (!part) continue;
    const bracketEquals = part.indexOf(']=');
    const equals = bracketEquals === -1 ? part.indexOf('=') : bracketEquals + 1;
    const key = decode(equals === -1 ? part : part.slice(0, equals));
    const value = equals === -1 ? '' : decode(part.slice(equals + 1));
    const segments = key ? segmentsOf(key) : null;
    if (segments) result = place(result, segments, value) as Payload;
  }
  return compact(result) as Payload;
}
