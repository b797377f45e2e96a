import { z } from 'zod/mini';
import { MOVEMENT_KINDS, type Movement } from '../../domain/warehouse';
import { WAREHOUSE_UNITS } from '../../domain/warehouseItems';
import { collectionEndpoints, recordOf } from './collection';
import { endpoint } from './endpoint';
import { wire } from './wire';
import { COUNT_INVALID, MONEY_INVALID } from '../../domain/bounds';
import { codeLabels, count, date, dateTime, money, ofKind, refTo, statusLabels } from './fieldKinds';
import { RECORD_STATUSES } from '../../domain/statuses';

/** An item as the backend answers it: the catalogue's fields and the session's location's stock figures. */
export const warehouseItemRecord = recordOf({
  name: z.record(z.string(), z.string()),
  sku: z.string(),
  unit: ofKind(z.enum(WAREHOUSE_UNITS), codeLabels('resources.warehouse.units', WAREHOUSE_UNITS)),
  status: ofKind(z.int(), statusLabels(RECORD_STATUSES)),
  quantity: ofKind(z.int(), { kind: 'number' }),
  minimumStock: count(),
  /** unit cost in minor units */
  cost: money(),
  belowMinimum: z.boolean(),
});

/** The item form; the stock itself moves only by movements. Unit and figures are checked by the domain's rules. */
export const warehouseItemInput = z.object({
  name: z.optional(wire.texts('name')),
  sku: z.optional(wire.text()),
  unit: z.optional(wire.text()),
  minimumStock: z.optional(wire.count()),
  cost: z.optional(wire.money()),
  status: z.optional(wire.int()),
});

export const warehouseItemFilter = z.object({
  q: z.optional(wire.text('search')),
  status: z.optional(wire.list(wire.int())),
  unit: z.optional(wire.text()),
  /** 1: only the items below their minimum at this location */
  belowMinimum: z.optional(wire.bool()),
});

/** A stock movement as the domain reads it (src/domain/warehouse.ts, which owns its type): in or out of one location's stock. */
export const movement = z.object({
  id: z.optional(z.int()),
  itemId: refTo('warehouse'),
  locationId: ofKind(z.int(), { kind: 'location' }),
  kind: ofKind(z.enum(MOVEMENT_KINDS), codeLabels('resources.warehouse/movements.kinds', MOVEMENT_KINDS)),
  /** whole units */
  quantity: ofKind(z.number(), { kind: 'number' }),
  partnerId: z.optional(z.nullable(refTo('partners'))),
  /** YYYY-MM-DD */
  date: date(),
  note: z.optional(z.string()),
}) satisfies z.ZodMiniType<Movement>;

/** A movement as every answer holds it: a ledger line with who recorded it and when. */
export const warehouseMovementRecord = z.extend(
  z.omit(movement, { id: true }),
  recordOf({
    partnerId: z.nullable(refTo('partners')),
    afterDismissal: z.boolean(),
    by: z.string(),
    createdAt: dateTime(),
  }).shape,
);

/** A new movement; an existing one changes only its note. Kind, quantity and partner are the domain's rules. */
export const warehouseMovementInput = z.object({
  itemId: z.optional(wire.int()),
  kind: z.optional(z.enum(MOVEMENT_KINDS)),
  quantity: z.optional(wire.count()),
  partnerId: z.optional(wire.int()),
  date: z.optional(wire.date()),
  note: z.optional(wire.text('text')),
  /** a return by a dismissed partner: sets the partner's 'returned items after dismissal' flag once all is back */
  afterDismissal: z.optional(wire.bool()),
});

export const warehouseMovementFilter = z.object({
  q: z.optional(wire.text('search')),
  kind: z.optional(z.enum(MOVEMENT_KINDS)),
  itemId: z.optional(wire.int()),
  partnerId: z.optional(wire.int()),
  date_gte: z.optional(wire.date()),
  date_lte: z.optional(wire.date()),
});

/** One item a partner holds now (issued minus returned), with the item's name per language. */
export const heldItem = z.object({
  itemId: z.int(),
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
    COUNT_INVALID,
    MONEY_INVALID,
  ],
});

const movements = collectionEndpoints('warehouseMovements', {
  record: warehouseMovementRecord,
  input: warehouseMovementInput,
  filter: warehouseMovementFilter,
  writeErrors: ['app.validation.required', 'app.validation.positive', COUNT_INVALID, ...REFUSALS],
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
    request: z.object({ id: wire.id(), version: z.optional(wire.int()) }),
    answer: z.omit(warehouseMovementRecord, { version: true }),
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
export type HeldItem = z.output<typeof heldItem>;
