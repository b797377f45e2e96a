import { describe, expect, it } from 'vitest';
import { API } from '../../src/api/contract';
import { fieldKindsOf } from '../../src/api/contract/fieldKinds';
import { en } from '../../i18n/en';

type Shape = Record<string, unknown>;
const shapeOf = (schema: unknown) => (schema as { _zod: { def: { shape?: Shape } } })._zod.def.shape ?? {};
const messages = en as unknown as Record<
  string,
  Record<string, { fields?: Record<string, unknown>; fieldGroups?: Record<string, unknown> }>
>;

/**
 * Issue 30: the record history showed internal values ('Status — → 1', 'Price 30283') and untranslated field names
 * (location, discountType, promocodeId, invoice, flags). The history names a field by `resources.<route>.fields.<field>`
 * and shows its value by the kind its record's schema declares.
 */
describe('record history: fields', () => {
  // the records with a history timeline whose screens are orders and partners (route = API name)
  const RECORDS = { orders: API.orders.details.answer, partners: API.partners.details.answer };
  const BOOKKEEPING = new Set(['id', 'version', 'history']);

  it.each(Object.entries(RECORDS))(
    'names every field of %s in English (ru and pl by the parity test)',
    (route, record) => {
      const { fields = {}, fieldGroups = {} } = messages.resources[route];
      const missing = Object.keys(shapeOf(record)).filter(
        (field) =>
          !BOOKKEEPING.has(field) &&
          typeof fields[field] !== 'string' &&
          typeof fieldGroups[field] !== 'string',
      );
      expect(missing).toEqual([]);
    },
  );

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
