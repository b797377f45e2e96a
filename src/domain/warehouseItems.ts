/**
 * Warehouse items (the catalogue of supplies): what the form and the fake backend check. Stock itself moves only
 * through movements (warehouse.ts).
 */

import { COUNT_INVALID, MONEY_INVALID, isCount, isMoney, withNameCharacters } from './bounds';

/** Units a warehouse item is counted in (whole units, see warehouse.ts). */
export const WAREHOUSE_UNITS = ['piece', 'pack', 'bottle', 'pair', 'set'] as const;
export type WarehouseUnit = (typeof WAREHOUSE_UNITS)[number];

export interface ItemDraft {
  name?: Record<string, string | undefined>;
  sku?: string;
  unit?: string;
  minimumStock?: number | null;
  cost?: number | null;
}

/** SKU as stored: trimmed, upper case. */
export const normalizeSku = (sku: string | undefined) => (sku ?? '').trim().toUpperCase();

const wholeOrEmpty = (value: number | null | undefined) =>
  value == null || (Number.isInteger(value) && value >= 0);

/** Field errors of an item (message keys by path, e.g. 'name.pl'), empty when valid. */
export function validateItem(draft: ItemDraft, baseLanguage: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.name?.[baseLanguage]?.trim()) errors[`name.${baseLanguage}`] = 'app.validation.required';
  if (!normalizeSku(draft.sku)) errors.sku = 'app.validation.required';
  if (!draft.unit || !(WAREHOUSE_UNITS as readonly string[]).includes(draft.unit))
    errors.unit = 'app.validation.required';
  if (!wholeOrEmpty(draft.minimumStock)) errors.minimumStock = 'app.validation.nonNegativeInteger';
  else if (draft.minimumStock != null && !isCount(draft.minimumStock)) errors.minimumStock = COUNT_INVALID;
  if (!wholeOrEmpty(draft.cost)) errors.cost = 'app.validation.nonNegativeInteger';
  else if (draft.cost != null && !isMoney(draft.cost)) errors.cost = MONEY_INVALID;
  return withNameCharacters(errors, draft, ['name.*']);
}
