import { addressErrors, legalEntityErrors, type FieldErrors } from '../../../src/domain/customerRules';
import type { CustomerRow } from '../../rows';
import type { ActionContext, DeclaredAction } from '../../server/crud';
import { Refusal } from '../../server/http';
import { payloadOf } from '../../server/contract';
import { customersApi } from '../../../src/api/contract/customers';
import { tables } from '../../server/tables';

type Ctx = ActionContext<CustomerRow>;
type Item = { id: number } & Record<string, unknown>;
type ItemList = 'addresses' | 'legalEntities';

const ADDRESS_FIELDS = [
  'city',
  'street',
  'house',
  'postcode',
  'entrance',
  'apartment',
  'floor',
  'code',
] as const;
const ENTITY_FIELDS = ['companyName', 'taxNumber', 'postcode', 'address', 'city'] as const;

/** Ids of saved items are unique across customers (the order form keeps an address id), so the next is the largest + 1. */
function nextId(list: ItemList | 'cards') {
  let max = 0;
  for (const customer of tables.customers().all())
    for (const item of customer[list] ?? []) max = Math.max(max, Number((item as Item).id) || 0);
  return max + 1;
}

function refuseIf(errors: FieldErrors) {
  if (Object.keys(errors).length) throw new Refusal(Object.values(errors)[0], errors);
}

const trimmed = (values: Partial<Record<string, unknown>>, fields: readonly string[]) =>
  Object.fromEntries(
    fields.map((field) => [
      field,
      typeof values[field] === 'string' ? values[field].trim() || undefined : undefined,
    ]),
  );

/** Adds the item (no id) or replaces the one with its id; an id the customer does not have is not found. */
function save(row: CustomerRow, list: ItemList, id: number | undefined, values: Record<string, unknown>) {
  const items = (row[list] ?? []) as Item[];
  if (id !== undefined && !items.some((item) => item.id === id)) throw new Refusal('app.errors.notFound');
  const next =
    id === undefined
      ? [...items, { ...values, id: nextId(list) }]
      : items.map((item) => (item.id === id ? { ...item, ...values, id } : item));
  return tables.customers().update(row.id, { [list]: next });
}

/** The item an action names (admin/customers/addressRemove, legalEntityRemove, cardDefault, cardRemove). */
const itemIdOf = (ctx: Ctx) => payloadOf(customersApi.cardRemove, ctx.body).itemId;

function remove<L extends ItemList | 'cards'>(
  row: CustomerRow,
  list: L,
  ctx: Ctx,
): NonNullable<CustomerRow[L]> {
  const id = itemIdOf(ctx);
  const items = (row[list] ?? []) as unknown as Item[];
  if (!items.some((item) => item.id === id)) throw new Refusal('app.errors.notFound');
  return items.filter((item) => item.id !== id) as unknown as NonNullable<CustomerRow[L]>;
}

/** The map point of a new address: as posted, or the location's map centre until someone places it. */
function coordinates(values: { latitude?: number; longitude?: number }, location: number) {
  const settings = tables.locations().get(location);
  return {
    latitude: values.latitude ?? settings?.mapLatitude ?? 0,
    longitude: values.longitude ?? settings?.mapLongitude ?? 0,
  };
}

/**
 * The customer's saved items, each change its own action answering the whole customer: addresses (the order
 * form's picker), legal entities (VAT invoices), cards (default, remove: a card is added only by paying online)
 * and points (a staff adjustment with its reason, written into the history).
 */
export function itemActions(
  present: (row: CustomerRow, ctx: Ctx) => unknown,
): Record<string, DeclaredAction<CustomerRow>> {
  return {
    addressSave: {
      handle(row, ctx) {
        const { item } = payloadOf(customersApi.addressSave, ctx.body);
        refuseIf(addressErrors(item));
        const address = { ...trimmed(item, ADDRESS_FIELDS), ...coordinates(item, row.location) };
        return present(save(row, 'addresses', item.id, address), ctx);
      },
    },
    addressRemove: {
      handle: (row, ctx) =>
        present(tables.customers().update(row.id, { addresses: remove(row, 'addresses', ctx) }), ctx),
    },
    legalEntitySave: {
      handle(row, ctx) {
        const { item } = payloadOf(customersApi.legalEntitySave, ctx.body);
        refuseIf(legalEntityErrors(item));
        return present(save(row, 'legalEntities', item.id, trimmed(item, ENTITY_FIELDS)), ctx);
      },
    },
    legalEntityRemove: {
      handle: (row, ctx) =>
        present(tables.customers().update(row.id, { legalEntities: remove(row, 'legalEntities', ctx) }), ctx),
    },
    cardDefault: {
      handle(row, ctx) {
        const id = itemIdOf(ctx);
        const cards = row.cards ?? [];
        if (!cards.some((card) => card.id === id)) throw new Refusal('app.errors.notFound');
        return present(
          tables
            .customers()
            .update(row.id, { cards: cards.map((card) => ({ ...card, isDefault: card.id === id })) }),
          ctx,
        );
      },
    },
    cardRemove: {
      handle(row, ctx) {
        const cards = remove(row, 'cards', ctx);
        // The first remaining card becomes the default when the default one is removed.
        const fixed = cards.some((card) => card.isDefault)
          ? cards
          : cards.map((card, index) => ({ ...card, isDefault: index === 0 }));
        return present(tables.customers().update(row.id, { cards: fixed }), ctx);
      },
    },
    pointsAdjust: {
      handle(row, ctx) {
        const posted = payloadOf(customersApi.pointsAdjust, ctx.body);
        const change = posted.change;
        const note = posted.note?.trim();
        const errors: FieldErrors = {};
        if (!change) errors.change = 'app.validation.required';
        if (!note) errors.note = 'app.validation.required';
        refuseIf(errors);
        const points = (row.points ?? 0) + change!;
        if (points < 0)
          throw new Refusal('resources.customers.errors.pointsBelowZero', {
            change: 'resources.customers.errors.pointsBelowZero',
          });
        const history = row.pointsHistory ?? [];
        const entry = {
          id: history.reduce((max, item) => Math.max(max, item.id), 0) + 1,
          at: new Date().toISOString().slice(0, 10),
          change: change!,
          reason: 'adjustment' as const,
          note,
          by: ctx.account.name,
        };
        return present(
          tables.customers().update(row.id, { points, pointsHistory: [...history, entry] }),
          ctx,
        );
      },
    },
  };
}
