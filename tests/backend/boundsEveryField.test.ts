import { beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../mocks/routes';
import { db } from '../../mocks/server/db';
import { declaredCollections } from '../../mocks/server/router';
import { collectionOf } from '../../mocks/server/crud';
import { endpointsOf } from '../../src/api/contract';
import { NAME_CHARACTERS, TEXT_MAX, TEXT_TOO_LONG, type TextKind } from '../../src/domain/bounds';
import { call, loginAs } from './backendCalls';
import { newOrder } from './newOrder';

/**
 * A hostile client against issue 29's class 4, "no length limits" (docs/decisions-safety.md "Bounds"): walks every
 * request schema of the contract, never a hand list. Every text field has a declared maximum, of one of the kinds of
 * src/domain/bounds.ts; one character past it is refused under that field with its kind's message, and nothing is
 * stored; every name refuses control and direction characters.
 */
/** A text field of a request (those of a fixed pattern, dates, are bounded by it and left out). */
interface Leaf {
  /** `address.city`, `label{}` (a text per language), `periods[].from` */
  path: string;
  max?: number;
}

type Check = { _zod: { def: { check: string; maximum?: number; format?: string } } };
type Schema = { _zod: { def: Record<string, unknown> & { type: string; checks?: Check[] } } };

/** A text of a fixed format (a date: YYYY-MM-DD) is bounded by its pattern. */
const patterned = (schema: Schema) =>
  !!schema._zod.def.checks?.some((check) => check._zod.def.format === 'regex');

/** A string's declared maximum length (its max_length check). */
const maximumOf = (schema: Schema) =>
  schema._zod.def.checks?.find((check) => check._zod.def.check === 'max_length')?._zod.def.maximum;

function leavesOf(schema: Schema, path = '', out: Leaf[] = []): Leaf[] {
  const def = schema._zod.def;
  const inner = (key: string) => def[key] as Schema;
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, Schema>))
        leavesOf(value, path ? `${path}.${key}` : key, out);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
    case 'prefault':
      leavesOf(inner('innerType'), path, out);
      break;
    case 'pipe':
      leavesOf(inner('out'), path, out);
      break;
    case 'array':
      leavesOf(inner('element'), `${path}[]`, out);
      break;
    case 'record':
      // The keys are languages or filter names; the values are the texts.
      leavesOf(inner('valueType'), `${path}{}`, out);
      break;
    case 'union':
      for (const option of def.options as Schema[]) leavesOf(option, path, out);
      break;
    case 'string':
      if (!patterned(schema)) out.push({ path, max: maximumOf(schema) });
      break;
  }
  return out;
}

const requests = () =>
  endpointsOf()
    .filter((endpoint) => endpoint.path !== 'admin/logout')
    .map((endpoint) => ({ path: endpoint.path, leaves: leavesOf(endpoint.request as unknown as Schema) }));

/** The payload holding `value` at a leaf's path (a text per language under `pl`, a list's first item). */
function payloadAt(path: string, value: string): Record<string, unknown> {
  const parts = path.split('.');
  const build = (index: number): unknown => {
    if (index === parts.length) return value;
    const part = parts[index];
    const name = part.replace(/(\[\]|\{\})+$/, '');
    let child = build(index + 1);
    for (const suffix of [...part.slice(name.length).matchAll(/\[\]|\{\}/g)].reverse())
      child = suffix[0] === '[]' ? [child] : { pl: child };
    return { [name]: child };
  };
  return build(0) as Record<string, unknown>;
}

/** Where the refusal names the field: `label.pl`, `periods[0].from`. */
const errorKey = (path: string) => path.replace(/\{\}/g, '.pl').replace(/\[\]/g, '[0]');

/** Cheap and enough: a write adds a record or raises a version somewhere. */
const storeState = () =>
  declaredCollections()
    .map((spec) => {
      const rows = collectionOf(spec).all();
      return `${spec.api}:${rows.length}:${rows.reduce((sum, row) => sum + Number(row.version ?? 1), 0)}`;
    })
    .join(' ');

/** The kinds of that maximum (a line and a search are both 255 characters, each with its message). */
const kindsOf = (max: number) =>
  (Object.keys(TEXT_MAX) as TextKind[]).filter((kind) => TEXT_MAX[kind] === max);

beforeAll(allRoutes);

describe('every text field of every request is bounded', () => {
  it('declares a maximum of one of the kinds on every text field', () => {
    const all = requests().flatMap(({ path, leaves }) => leaves.map((leaf) => ({ ...leaf, endpoint: path })));
    expect(all.length).toBeGreaterThan(150);
    const unbounded = all.filter((leaf) => leaf.max === undefined || !kindsOf(leaf.max).length);
    expect(unbounded.map((leaf) => `${leaf.endpoint} ${leaf.path} (${leaf.max ?? 'no maximum'})`)).toEqual(
      [],
    );
  });

  it('refuses one character past the maximum under the field, storing nothing', async () => {
    await loginAs('admin');
    const before = storeState();
    const missed: string[] = [];
    for (const { path, leaves } of requests()) {
      for (const leaf of leaves) {
        if (leaf.max === undefined) continue;
        const answer = await call(path, payloadAt(leaf.path, 'x'.repeat(leaf.max + 1)));
        const expected = kindsOf(leaf.max).map((kind) => TEXT_TOO_LONG[kind]);
        if (answer.result !== false || !expected.includes(answer.errors?.[errorKey(leaf.path)] ?? ''))
          missed.push(`${path} ${leaf.path}: ${JSON.stringify(answer).slice(0, 160)}`);
      }
    }
    expect(missed).toEqual([]);
    expect(storeState()).toBe(before);
  });

  it('refuses control and direction characters in every name', async () => {
    await loginAs('admin');
    const before = storeState();
    const names = requests().flatMap(({ path, leaves }) =>
      leaves.filter((leaf) => leaf.max === TEXT_MAX.name).map((leaf) => ({ endpoint: path, ...leaf })),
    );
    expect(names.length).toBeGreaterThan(10);
    const missed: string[] = [];
    for (const { endpoint, path } of names) {
      for (const value of ['Jan\u202eKowalski', 'Jan\u0000', 'Jan\u0007', 'Jan\u2066x\u2069']) {
        const answer = await call(endpoint, payloadAt(path, value));
        if (answer.result !== false || answer.errors?.[errorKey(path)] !== NAME_CHARACTERS)
          missed.push(
            `${endpoint} ${path} ${JSON.stringify(value)}: ${JSON.stringify(answer).slice(0, 120)}`,
          );
      }
    }
    expect(missed).toEqual([]);
    expect(storeState()).toBe(before);
  });

  it("refuses the issue's cases: a 100,000-character order description, a 10,000-character customer name", async () => {
    await loginAs('admin');
    const orders = db().collection('orders').all().length;
    const description = await call('admin/orders/add', { ...newOrder(), description: 'd'.repeat(100_000) });
    expect(description.errors?.description).toBe(TEXT_TOO_LONG.text);
    expect(db().collection('orders').all().length).toBe(orders);
    const name = await call('admin/customers/add', { name: 'n'.repeat(10_000), phone: '+48 600 100 200' });
    expect(name.errors?.name).toBe(TEXT_TOO_LONG.name);
    const ok = await call('admin/customers/add', {
      name: 'Zoë Łukasiewicz-Ó\u2019Brien',
      phone: '+48 600 100 201',
    });
    expect(ok.result).toBe(true);
  });
});
