import { z } from 'zod';
import { MOVEMENT_KINDS } from '../../domain/warehouse';
import { WAREHOUSE_UNITS } from '../../domain/warehouseItems';
import { collectionEndpoints, recordOf } from './collection';
import { endpoint } from './endpoint';
import { wire } from './wire';

/** An item as the backend answers it: the catalogue's fields and the session's location's stock figures. */
export const warehouseItemRecord = recordOf({
  name: z.record(z.string(), z.string()),
  sku: z.string(),
  unit: z.enum(WAREHOUSE_UNITS),
  status: z.number().int(),
  quantity: z.number().int(),
  minimumStock: z.number().int().nonnegative(),
  /** unit cost in minor units */
  cost: z.number().int().nonnegative(),
  belowMinimum: z.boolean(),
});

/** The item form; the stock itself moves only by movements. Unit and figures are checked by the domain's rules. */
export const warehouseItemInput = z.object({
  name: wire.texts().optional(),
  sku: z.string().optional(),
  unit: z.string().optional(),
  minimumStock: wire.num().optional(),
  cost: wire.num().optional(),
  status: wire.int().optional(),
});

export const warehouseItemFilter = z.object({
  q: z.string().optional(),
  status: wire.list(wire.int()).optional(),
  unit: z.string().optional(),
  /** 1: only the items below their minimum at this location */
  belowMinimum: wire.bool().optional(),
});

/** A stock movement as the domain reads it (src/domain/warehouse.ts): in or out of one location's stock. */
export const movement = z.object({
  id: z.number().int().optional(),
  itemId: z.number().int(),
  locationId: z.number().int(),
  kind: z.enum(MOVEMENT_KINDS),
  /** whole units */
  quantity: z.number(),
  partnerId: z.number().int().nullable().optional(),
  /** YYYY-MM-DD */
  date: z.string(),
  note: z.string().optional(),
});

/** A movement as every answer holds it: a ledger line with who recorded it and when. */
export const warehouseMovementRecord = movement.omit({ id: true }).extend(
  recordOf({
    partnerId: z.number().int().nullable(),
    afterDismissal: z.boolean(),
    by: z.string(),
    createdAt: z.string(),
  }).shape,
);

/** A new movement; an existing one changes only its note. Kind, quantity and partner are the domain's rules. */
export const warehouseMovementInput = z.object({
  itemId: wire.int().optional(),
  kind: z.enum(MOVEMENT_KINDS).optional(),
  quantity: wire.num().optional(),
  partnerId: wire.int().optional(),
  date: wire.date().optional(),
  note: z.string().optional(),
  /** a return by a dismissed partner: sets the partner's 'returned items after dismissal' flag once all is back */
  afterDismissal: wire.bool().optional(),
});

export const warehouseMovementFilter = z.object({
  q: z.string().optional(),
  kind: z.enum(MOVEMENT_KINDS).optional(),
  itemId: wire.int().optional(),
  partnerId: wire.int().optional(),
  date_gte: wire.date().optional(),
  date_lte: wire.date().optional(),
});

/** One item a partner holds now (issued minus returned), with the item's name per language. */
export const heldItem = z.object({
  itemId: z.number().int(),
  quantity: z.number(),
  name: z.record(z.string(), z.string()),
  sku: z.string(),
  unit: z.string(),
});

const REFUSALS = ['resources.warehouse.refusals.negativeStock', 'resources.warehouse.refusals.notHeld'];

export const warehouseApi = collectionEndpoints('warehouse', {
  record: warehouseItemRecord,
  input: warehouseItemInput,
  filter: warehouseItemFilter,
  writeErrors: [
    'app.validation.required',
    'app.validation.nonNegativeInteger',
    'resources.warehouse.validation.skuTaken',
  ],
});

const movements = collectionEndpoints('warehouseMovements', {
  record: warehouseMovementRecord,
  input: warehouseMovementInput,
  filter: warehouseMovementFilter,
  writeErrors: ['app.validation.required', 'app.validation.positive', ...REFUSALS],
});

export const warehouseMovementsApi = {
  list: movements.list,
  details: movements.details,
  add: movements.add,
  edit: movements.edit,
  export: movements.export,
  delete: endpoint({
    path: 'admin/warehouseMovements/delete',
    summary:
      'Deletes a ledger line and moves its stock back; refused when that would go below zero or undo a return.',
    access: { resource: 'warehouseMovements', action: 'delete' },
    request: z.object({ id: wire.id(), version: wire.int().optional() }),
    answer: warehouseMovementRecord.omit({ version: true }),
    errors: REFUSALS,
  }),
  held: endpoint({
    path: 'admin/warehouseMovements/held',
    summary: "What a partner of the location holds now, item by item (the partner's Inventory tab).",
    access: { resource: 'warehouseMovements', action: 'list' },
    request: z.object({ partnerId: wire.id() }),
    answer: z.array(heldItem),
  }),
};

export type WarehouseItem = z.output<typeof warehouseItemRecord>;
export type WarehouseMovement = z.output<typeof warehouseMovementRecord>;
export type Movement = z.output<typeof movement>;
export type MovementKind = Movement['kind'];
export type HeldItem = z.output<typeof heldItem>;
