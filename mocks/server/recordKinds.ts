import { fieldKindsOf, type FieldKind } from '../../src/api/contract/fieldKinds';
import { VERSION_CONFLICT } from '../../src/domain/versions';
import { endpointAt } from './contract';
import { db } from './db';
import { Refusal } from './http';

type Values = Record<string, unknown>;

/** The kind the record's schema declares for each of its fields (the API's details answer). */
export const declaredKinds = (api: string) => fieldKindsOf(endpointAt(`admin/${api}/details`)?.answer);

/** An order's customer's saved cards by id, as the order form names them ('visa •••• 4242'). */
export function cardNames(order: Values | undefined): Record<string, string> {
  const customer = db().collection('customers').get(Number(order?.customerId));
  const cards = (customer?.cards ?? []) as { id: number; brand: string; last4: string }[];
  return Object.fromEntries(cards.map((card) => [card.id, `${card.brand} •••• ${card.last4}`]));
}

/**
 * Each field's kind as this record shows it: a kind that follows another field (fieldKinds.ts `byField`) by this
 * record's value of that field, a customer's card by its name.
 */
export function kindsOfRecord(api: string, record: Values): Record<string, FieldKind> {
  const kinds: Record<string, FieldKind> = {};
  for (const [field, kind] of Object.entries(declaredKinds(api))) {
    const shown =
      kind.kind === 'card'
        ? { kind: 'names' as const, names: cardNames(record) }
        : kind.kind === 'byField'
          ? kind.kinds[String(record[kind.field])]
          : kind;
    if (shown) kinds[field] = shown;
  }
  return kinds;
}

/**
 * A write based on an older version than the record's: refused with the record as it is now, and how to show each
 * of its fields, so the screen can say what changed in words (a status by its name, not its number).
 */
export const versionConflict = (api: string, current: Values) =>
  new Refusal(VERSION_CONFLICT, undefined, false, current, kindsOfRecord(api, current));
