import { RECORD_STATUS, RECORD_STATUSES, statusName } from '../../../src/domain/statuses';
import { isBelowMinimum } from '../../../src/domain/warehouse';
import { normalizeSku, validateItem } from '../../../src/domain/warehouseItems';
import type { WarehouseItemRow, WarehouseLevel } from '../../rows';
import type { CollectionSpec, RequestContext } from '../../server/crud';
import { Refusal, read } from '../../server/http';
import { registerCollection } from '../../server/router';
import { tables } from '../../server/tables';

/** The item's level at the request's location (nothing stocked yet: zeros). */
export const levelAt = (row: WarehouseItemRow, location: number): WarehouseLevel =>
  row.levels.find((level) => level.locationId === location) ?? { itemId: row.id, locationId: location, quantity: 0, minimumStock: 0, cost: 0 };

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
    belowMinimum: (row, value, ctx) => read.bool(value) === isBelowMinimum(here(ctx)(row)) && row.status !== RECORD_STATUS.deleted,
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
    return { ...item, quantity, minimumStock, cost, belowMinimum: isBelowMinimum({ quantity, minimumStock }) };
  },
  prepare(body, existing, ctx) {
    const base = tables.locations().get(ctx.location)?.baseLanguage ?? 'pl';
    const name = Object.fromEntries(
      Object.entries(read.texts(body.name)).map(([language, text]) => [language, String(text ?? '').trim()]).filter(([, text]) => text),
    );
    const sku = normalizeSku(read.str(body.sku));
    const unit = read.str(body.unit) ?? '';
    const minimumStock = read.num(body.minimumStock) ?? 0;
    const cost = read.num(body.cost) ?? 0;
    const errors = validateItem({ name, sku, unit, minimumStock, cost }, base);
    if (!errors.sku && tables.warehouse().all().some((row) => row.sku === sku && row.id !== existing?.id))
      errors.sku = 'resources.warehouse.validation.skuTaken';
    if (Object.keys(errors).length) throw new Refusal(Object.values(errors)[0], errors);
    const status = statusName(RECORD_STATUSES, read.int(body.status)) ? read.int(body.status)! : RECORD_STATUS.active;
    const id = existing?.id ?? 0;
    const level = { ...levelAt(existing ?? { id, levels: [] } as unknown as WarehouseItemRow, ctx.location), minimumStock, cost };
    const levels = [...(existing?.levels ?? []).filter((item) => item.locationId !== ctx.location), level];
    return { name, sku, unit, status, levels };
  },
};
registerCollection(spec);
