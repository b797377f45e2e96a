import { describe, expect, it } from 'vitest';
import { API } from '../../src/api/contract';
import { fieldKindsOf } from '../../src/api/contract/fieldKinds';
import { RESOURCES } from '../../src/resources/declared';
import { en } from '../../i18n/en';
import { ru } from '../../i18n/ru';
import { pl } from '../../i18n/pl';

type Def = {
  type: string;
  innerType?: unknown;
  shape?: Record<string, unknown>;
  valueType?: unknown;
  element?: unknown;
};
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;
/** The record's object schema, through optional and the like (and the object of an `extend`). */
const shapeOf = (schema: unknown): Record<string, unknown> => {
  let current = schema;
  while (current && !defOf(current).shape && defOf(current).innerType) current = defOf(current).innerType;
  return current ? (defOf(current).shape ?? {}) : {};
};
/** A field's own type, through optional, nullable and defaults. */
const bare = (schema: unknown) => {
  let current = schema;
  while (
    ['optional', 'nullable', 'default', 'pipe'].includes(defOf(current).type) &&
    defOf(current).innerType
  )
    current = defOf(current).innerType;
  return defOf(current);
};

type Names = { fields?: Record<string, unknown>; fieldGroups?: Record<string, unknown> };
const LANGUAGES = { en, ru, pl } as unknown as Record<
  string,
  { resources: Record<string, Names | undefined> }
>;

/** Bookkeeping: never compared by the history (mocks/server/history.ts). */
const BOOKKEEPING = new Set(['id', 'version', 'history', 'updatedAt']);
/** The records written by staff whose changes the history keeps (everything but sessions and saved views). */
const UNRECORDED = new Set([
  'savedViews',
  'session',
  'history',
  'search',
  'analytics',
  'dashboard',
  'calendar',
]);
const RECORDS = Object.entries(API).flatMap(([api, endpoints]) => {
  const details = (endpoints as Record<string, { answer?: unknown } | undefined>).details;
  const writes = 'edit' in endpoints || 'add' in endpoints;
  return details && writes && !UNRECORDED.has(api) ? [[api, details.answer] as const] : [];
});
/** Every route showing an API's records (customer and partner agreements are two routes of one API). */
const routesOf = (api: string) => {
  const routes = RESOURCES.filter((resource) => resource.api === api).map((resource) => resource.name);
  return routes.length ? routes : [api];
};

/**
 * A value that reads as itself: a text, a flag (yes / no), a text per language. A field holding anything else (a
 * number that is a status, money or an id; a list; an object; a date) must declare how it is shown.
 */
const isPlain = (field: string, schema: unknown) => {
  const def = bare(schema);
  if (def.type === 'boolean') return true;
  if (def.type === 'record' && defOf(def.valueType).type === 'string') return true;
  // a list of texts (the codes entered) reads as the texts
  if (def.type === 'array' && bare(def.element).type === 'string') return true;
  // a date kept as text reads as the screens' dates only through the format module
  return def.type === 'string' && !/(date|Date|At|From|To|registration|lastOrder)$/.test(field);
};

/**
 * Issue 30: the record history showed internal values ('Status — → 1', 'Price 30283', a partner's flags as
 * 'yes no yes') and untranslated field names. The history names a field by `resources.<route>.fields.<field>`
 * (or `fieldGroups`) and shows its value by the kind its record's schema declares (src/api/contract/fieldKinds.ts).
 * A field added to a record later without a name or a kind fails here.
 */
describe('record history: fields', () => {
  it('walks every record the history keeps', () => {
    expect(RECORDS.map(([api]) => api)).toEqual(
      expect.arrayContaining(['orders', 'partners', 'customers', 'promocodes', 'services', 'certificates']),
    );
    expect(RECORDS.map(([api]) => api)).toEqual(expect.arrayContaining(['warehouse', 'warehouseMovements']));
  });

  describe.each(RECORDS)('%s', (api, record) => {
    const fields = Object.keys(shapeOf(record)).filter((field) => !BOOKKEEPING.has(field));

    it.each(Object.keys(LANGUAGES))('names every field in %s', (language) => {
      const missing = routesOf(api).flatMap((route) => {
        const names = LANGUAGES[language].resources[route] ?? {};
        return fields
          .filter(
            (field) =>
              typeof names.fields?.[field] !== 'string' && typeof names.fieldGroups?.[field] !== 'string',
          )
          .map((field) => `${route}.${field}`);
      });
      expect(missing.join(' ')).toBe('');
    });

    it('declares the kind of every field that is not plain text', () => {
      const kinds = fieldKindsOf(record as Parameters<typeof fieldKindsOf>[0]);
      const shape = shapeOf(record);
      const undeclared = fields.filter((field) => !kinds[field] && !isPlain(field, shape[field]));
      expect(undeclared.join(' ')).toBe('');
    });
  });

  it.each(Object.keys(LANGUAGES))('translates every label a kind declares in %s', (language) => {
    const messages = LANGUAGES[language] as unknown as Record<string, unknown>;
    const lookup = (key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    const keys = RECORDS.flatMap(([, record]) =>
      Object.values(fieldKindsOf(record as Parameters<typeof fieldKindsOf>[0])).flatMap((kind) =>
        kind.kind === 'label' || kind.kind === 'flags' ? Object.values(kind.keys) : [],
      ),
    );
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => typeof lookup(key) !== 'string').join(' ')).toBe('');
  });

  it('declares the kind of the order fields the history showed as raw values', () => {
    const kinds = fieldKindsOf(API.orders.details.answer);
    expect(kinds.price).toEqual({ kind: 'money' });
    expect(kinds.status).toMatchObject({ kind: 'label', keys: { 1: 'resources.orders.status.new' } });
    expect(kinds.paymentStatus).toMatchObject({
      kind: 'label',
      keys: { 0: 'resources.orders.payment.unpaid' },
    });
    expect(kinds.periodicity).toMatchObject({ kind: 'label', keys: { 3: 'resources.orders.periodicity.3' } });
    expect(kinds.paymentMethodId).toEqual({ kind: 'paymentMethod' });
    expect(kinds.customerId).toEqual({ kind: 'ref', api: 'customers' });
    expect(kinds.time).toEqual({ kind: 'timeSlot' });
    expect(kinds.services).toEqual({ kind: 'services' });
    expect(kinds.labels).toEqual({ kind: 'ref', api: 'labels' });
  });
});
