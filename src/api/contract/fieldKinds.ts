import { z } from 'zod/mini';
import { statusList, type StatusFamily } from '../../domain/statuses';

/**
 * What kind of value a record's field holds, declared on its schema in the contract, so whatever shows a field
 * out of its screen (the record history) shows it as the screens do: money through the format module, a status or
 * code by its label, a reference by the other record's name, a date as a date.
 */
export type FieldKind =
  | { kind: 'money' }
  | { kind: 'date' }
  | { kind: 'dateTime' }
  /** a code shown by its translation: value -> message key */
  | { kind: 'label'; keys: Record<string, string> }
  /** the id of a record of another API (or an object holding it in `idField`), shown by that record's name */
  | { kind: 'ref'; api: string; idField?: string }
  /** one of the location's payment methods, by id */
  | { kind: 'paymentMethod' }
  /** the session's locations, by id */
  | { kind: 'location' }
  /** the location's districts (its map's polygons), by id */
  | { kind: 'district' }
  | { kind: 'timeSlot' }
  /** an order's service lines: each service's name and quantity */
  | { kind: 'services' }
  /** a count or a measure, in the reader's number format */
  | { kind: 'number' }
  | { kind: 'percent' }
  /** a duration in minutes, or as hours and minutes ({hours, minutes}), as the order form writes it */
  | { kind: 'duration' }
  /** an object of flags: the names (message keys) of those that are set */
  | { kind: 'flags'; keys: Record<string, string> }
  /** an object, or a list of them (an address, an invoice, saved cards): these fields of each, in this order */
  | { kind: 'summary'; fields: readonly string[] }
  /** a partner's percentages by service type id: each type's name with its two percents */
  | { kind: 'rates'; api: string }
  /**
   * a value whose kind follows another field of the record (a promocode's value: percents or money by its type);
   * the history answers each change with the kind it had then (resolved, never this one)
   */
  | { kind: 'byField'; field: string; kinds: Record<string, FieldKind> }
  /** an order's card: the id of one of its customer's saved cards (answered by the history as `names`) */
  | { kind: 'card' }
  /** ids shown by the names the history answered with them (id -> name) */
  | { kind: 'names'; names: Record<string, string> };

/** A kind as an answer carries it (the history's changes, a version conflict's record). */
export const fieldKind = z.custom<FieldKind>(
  (value) => typeof value === 'object' && value !== null && typeof value.kind === 'string',
);

export const fieldKinds = z.registry<FieldKind>();

/** Declares the kind of a field's schema (and answers the schema, so it reads inline in a record). */
export const ofKind = <T extends z.ZodMiniType>(schema: T, kind: FieldKind): T => {
  fieldKinds.add(schema, kind);
  return schema;
};

export const money = () => ofKind(z.int(), { kind: 'money' });
/** A count (orders, uses, stock) in the reader's number format. */
export const count = () => ofKind(z.int().check(z.nonnegative()), { kind: 'number' });
export const date = () => ofKind(z.string(), { kind: 'date' });
export const dateTime = () => ofKind(z.string(), { kind: 'dateTime' });
/** An object or a list of objects shown by these of their fields. */
export const summaryOf = (...fields: string[]): FieldKind => ({ kind: 'summary', fields });
export const refTo = (api: string) => ofKind(z.int(), { kind: 'ref', api });

/** The label keys of a status family: id -> `<prefix>.<name>`. */
export const statusLabels = (family: StatusFamily): FieldKind => ({
  kind: 'label',
  keys: Object.fromEntries(
    statusList(family).map(({ id, key }) => [id, `${family.translationPrefix}.${key}`]),
  ),
});

/** The label keys of codes translated under one prefix: value -> `<prefix>.<value>`. */
export const codeLabels = (prefix: string, values: readonly (string | number)[]): FieldKind => ({
  kind: 'label',
  keys: Object.fromEntries(values.map((value) => [value, `${prefix}.${value}`])),
});

type Def = { type: string; innerType?: z.core.$ZodType; element?: z.core.$ZodType; shape?: z.core.$ZodShape };
const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;

/** The kind declared on a field's schema, through optional, nullable and the like. */
export function kindOf(schema: z.core.$ZodType | undefined): FieldKind | undefined {
  for (let current = schema; current;) {
    const declared = fieldKinds.get(current);
    if (declared) return declared;
    // a list of values of one kind (the order's labels) shows each item as that kind
    current = defOf(current).innerType ?? defOf(current).element;
  }
  return undefined;
}

/** The kind of each field of a record's schema that declares one. */
export function fieldKindsOf(record: z.core.$ZodType | undefined): Record<string, FieldKind> {
  let object = record;
  while (object && !defOf(object).shape && defOf(object).innerType) object = defOf(object).innerType;
  const shape = object ? defOf(object).shape : undefined;
  if (!shape) return {};
  const kinds: Record<string, FieldKind> = {};
  for (const [field, schema] of Object.entries(shape)) {
    const kind = kindOf(schema);
    if (kind) kinds[field] = kind;
  }
  return kinds;
}
