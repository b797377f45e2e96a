/**
 * The warehouse: stock of each item per location, its minimum, and the movements that change it. Items go
 * out to partners (a partner's inventory: the Inventory tab) and come back; damaged or lost ones are written
 * off. A movement that would take stock below zero is refused; the screens and the fake backend ask the same
 * functions.
 *
 * Quantities are whole units (pieces, bottles, packs).
 */

import { COUNT_INVALID, isCount } from './bounds';

export const MOVEMENT_KINDS = ['received', 'issued', 'returned', 'writtenOff'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** A stock movement: in or out of one location's stock (the contract's `movement` is checked against it). */
export interface Movement {
  id?: number;
  itemId: number;
  locationId: number;
  kind: MovementKind;
  /** whole units */
  quantity: number;
  partnerId?: number | null;
  /** YYYY-MM-DD */
  date: string;
  note?: string;
}

/** How a movement changes the location's stock: in (+1) or out (-1). */
export const STOCK_EFFECT: Readonly<Record<MovementKind, 1 | -1>> = {
  received: 1,
  issued: -1,
  returned: 1,
  writtenOff: -1,
};

/** Movements that concern a partner and must name one. */
export const PARTNER_MOVEMENTS: readonly MovementKind[] = ['issued', 'returned'];

export interface StockLevel {
  itemId: number;
  locationId: number;
  quantity: number;
  /** below this the item is flagged for reordering */
  minimumStock: number;
}

export const WAREHOUSE_REFUSALS = {
  negativeStock: 'resources.warehouse.refusals.negativeStock',
  notHeld: 'resources.warehouse.refusals.notHeld',
} as const;

/** Field errors of a movement draft (message keys), empty when valid. */
export function validateMovement(draft: Partial<Movement>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.itemId) errors.itemId = 'app.validation.required';
  if (!draft.kind || !(draft.kind in STOCK_EFFECT)) errors.kind = 'app.validation.required';
  if (draft.quantity == null || Number.isNaN(draft.quantity)) errors.quantity = 'app.validation.required';
  else if (!Number.isInteger(draft.quantity) || draft.quantity <= 0)
    errors.quantity = 'app.validation.positive';
  else if (!isCount(draft.quantity)) errors.quantity = COUNT_INVALID;
  if (draft.kind && PARTNER_MOVEMENTS.includes(draft.kind) && !draft.partnerId)
    errors.partnerId = 'app.validation.required';
  if (!draft.date) errors.date = 'app.validation.required';
  return errors;
}

const sameLevel = (level: StockLevel, movement: Pick<Movement, 'itemId' | 'locationId'>) =>
  level.itemId === movement.itemId && level.locationId === movement.locationId;

/** The quantity of an item at a location (0 when it was never stocked there). */
export const stockOf = (stock: readonly StockLevel[], itemId: number, locationId: number) =>
  stock.find((level) => sameLevel(level, { itemId, locationId }))?.quantity ?? 0;

export type MovementResult =
  { ok: true; stock: StockLevel[]; level: StockLevel } | { ok: false; problem: string };

/**
 * The stock after the movement, or the refusal when it would go below zero (nothing is changed then).
 * A first receipt of an item at a location creates its level with a minimum of 0. The input is not mutated.
 */
export function applyMovement(stock: readonly StockLevel[], movement: Movement): MovementResult {
  const current = stock.find((level) => sameLevel(level, movement));
  const quantity = (current?.quantity ?? 0) + STOCK_EFFECT[movement.kind] * movement.quantity;
  if (quantity < 0) return { ok: false, problem: WAREHOUSE_REFUSALS.negativeStock };
  const level: StockLevel = current
    ? { ...current, quantity }
    : { itemId: movement.itemId, locationId: movement.locationId, quantity, minimumStock: 0 };
  return {
    ok: true,
    level,
    stock: current ? stock.map((item) => (item === current ? level : item)) : [...stock, level],
  };
}

/** Strictly below the minimum: at the minimum there is still enough. A minimum of 0 never flags. */
export const isBelowMinimum = (level: Pick<StockLevel, 'quantity' | 'minimumStock'>) =>
  level.quantity < level.minimumStock;

/** What a partner holds: issued minus returned per item, over every location; items at 0 are left out. */
export function partnerInventory(
  movements: readonly Movement[],
  partnerId: number,
): { itemId: number; quantity: number }[] {
  const held = new Map<number, number>();
  for (const movement of movements) {
    if (movement.partnerId !== partnerId) continue;
    const sign = movement.kind === 'issued' ? 1 : movement.kind === 'returned' ? -1 : 0;
    if (sign) held.set(movement.itemId, (held.get(movement.itemId) ?? 0) + sign * movement.quantity);
  }
  return [...held]
    .filter(([, quantity]) => quantity !== 0)
    .sort(([a], [b]) => a - b)
    .map(([itemId, quantity]) => ({ itemId, quantity }));
}

/**
 * A return of more than the partner holds is refused (it would invent stock); null when it is fine or when
 * the movement is not a return.
 */
export function returnProblem(movements: readonly Movement[], movement: Movement): string | null {
  if (movement.kind !== 'returned' || movement.partnerId == null) return null;
  const held = partnerInventory(movements, movement.partnerId).find((row) => row.itemId === movement.itemId);
  return (held?.quantity ?? 0) < movement.quantity ? WAREHOUSE_REFUSALS.notHeld : null;
}
