import fc from 'fast-check';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { decodeBody, encodeBody, prune } from '../../src/api/encode';

/** What the server should read back: the input minus empty values, every leaf a string. */
function expected(value: unknown): unknown {
  const pruned = prune(value);
  const stringify = (item: unknown): unknown =>
    Array.isArray(item)
      ? item.map(stringify)
      : item && typeof item === 'object'
        ? Object.fromEntries(Object.entries(item).map(([k, v]) => [k, stringify(v)]))
        : String(item);
  return stringify(pruned);
}

const key = fc.stringMatching(/^[a-z][a-zA-Z]{0,7}$/);
const leaf = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constant(''),
);
const tree = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    leaf,
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(key, tie('node'), { maxKeys: 4 }),
  ),
  root: fc.dictionary(key, tie('node'), { maxKeys: 6 }),
}));

describe('encodeBody', () => {
  // The app encodes with qs-esm (qs without its polyfills); a server reads bodies with qs itself.
  it('qs-parsing what it encodes gives back the input minus empty values (10,000 runs)', () => {
    fc.assert(
      fc.property(tree.root, (input) => {
        const parsed = qs.parse(encodeBody(input), {
          arrayLimit: 1000,
          depth: 10,
        });
        expect(parsed).toEqual(expected(input));
      }),
      { numRuns: 10_000 },
    );
  });

  it.each([
    [{ services: [{ id: 3, value: 2 }] }, 'services[0][id]=3&services[0][value]=2'],
    [{ filter: { status: [4] } }, 'filter[status][0]=4'],
    [{ a: '', b: null, c: undefined, d: [], e: {} }, ''],
    [{ privateHouse: true, needVatInvoice: false }, 'privateHouse=1&needVatInvoice=0'],
    [{ date: new Date(2026, 0, 5) }, 'date=2026-01-05'],
    [{ q: 'a b&c' }, 'q=a%20b%26c'],
  ])('encodes %j as %s', (input, body) => {
    expect(decodeURIComponent(encodeBody(input)).replace(/%20/g, ' ')).toBe(decodeURIComponent(body));
  });

  it('the fake backend reads a body as qs reads it (10,000 runs)', () => {
    fc.assert(
      fc.property(tree.root, (input) => {
        const body = encodeBody(input);
        expect(decodeBody(body)).toEqual(
          qs.parse(body, { arrayLimit: 1000, depth: 10, parameterLimit: 100000 }),
        );
      }),
      { numRuns: 10_000 },
    );
  });
});
