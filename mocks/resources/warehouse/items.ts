import { RECORD_STATUS, RECORD_STATUSES, statusName } from '../../../src/domain/statuses';
import { isBelowMinimum } from '../../../src/domain/warehouse';
import { normalizeSku, validateItem } from '../../../src/domain/warehouseItems';
import type { WarehouseItemRow, WarehouseLevel } from '../../rows';
import { warehouseApi } from '../../../src/api/contract/warehouse';
import { declareEndpoints, payloadOf } from '../../server/contract';
import type { CollectionSpec, RequestContext } from '../../server/crud';
import { Refusal } from '../../server/http';
import { registerCollection } from '../../server/router';
import { tables } from '../../server/tables';

/** The item's level at the request's location (nothing stocked yet: zeros). */
export const levelAt = (row: WarehouseItemRow, location: number): WarehouseLevel =>
  row.levels.find((level) => level.locationId === location) ?? {
    itemId: row.id,
    locationId: location,
    quantity: 0,
    minimumStock: 0,
    cost: 0,
  };

const here = (ctx: RequestContext) => (row: WarehouseItemRow) => levelAt(row, ctx.location);

/**
 * Warehouse items: one catalogue for every location (name per language, SKU, unit), each with its stock,
 * minimum and unit cost per location; the list answers the session's location's figures. The stock itself only
 * moves by movements (./movements.ts): an edit changes the minimum and the cost, never the quantity.
 */
const spec: CollectionSpec<WarehouseItemRow> = {
  api: 'warehouse',
  locationOf: () => undefined,
  deletedStatus: RECORD_STATUS.deleted,
  search: (row) => [row.id, row.sku, row.name],
  filters: {
    belowMinimum: (row, value, ctx) =>
      value === isBelowMinimum(here(ctx)(row)) && row.status !== RECORD_STATUS.deleted,
  },
  sortValue: {
    quantity: (row, ctx) => here(ctx)(row).quantity,
    minimumStock: (row, ctx) => here(ctx)(row).minimumStock,
    cost: (row, ctx) => here(ctx)(row).cost,
  },
  exportColumns: ['id', 'sku', 'name', 'unit', 'quantity', 'minimumStock', 'cost', 'belowMinimum', 'status'],
  present(row, ctx) {
    const { quantity, minimumStock, cost } = here(ctx)(row);
    const { levels: _levels, ...item } = row;
    return {
      ...item,
      quantity,
      minimumStock,
      cost,
      belowMinimum: isBelowMinimum({ quantity, minimumStock }),
    };
  },
  prepare(body, existing, ctx) {
    const posted = payloadOf(warehouseApi.edit, body);
    const base = tables.locations().get(ctx.location)?.baseLanguage ?? 'pl';
    const texts: Record<string, string> = posted.name ?? {};
    const name = Object.fromEntries(
      Object.entries(texts)
        .map(([language, text]) => [language, text.trim()])
        .filter(([, text]) => text),
    );
    const sku = normalizeSku(posted.sku);
    const unit = posted.unit ?? '';
    const minimumStock = posted.minimumStock ?? 0;
    const cost = posted.cost ?? 0;
    const errors = validateItem({ name, sku, unit, minimumStock, cost }, base);
    if (
      !errors.sku &&
      tables
        .warehouse()
        .all()
        .some((row) => row.sku === sku && row.id !== existing?.id)
    )
      errors.sku = 'resources.warehouse.validation.skuTaken';
    if (Object.keys(errors).length) throw new Refusal(Object.values(errors)[0], errors);
    const status =
      posted.status !== undefined && statusName(RECORD_STATUSES, posted.status)
        ? posted.status
        : RECORD_STATUS.active;
    const id = existing?.id ?? 0;
    const level = {
      ...levelAt(existing ?? ({ id, levels: [] } as unknown as WarehouseItemRow), ctx.location),
      minimumStock,
      cost,
    };
    const levels = [...(existing?.levels ?? []).filter((item) => item.locationId !== ctx.location), level];
    return { name, sku, unit, status, levels };
  },
};
registerCollection(spec);
declareEndpoints(warehouseApi);
