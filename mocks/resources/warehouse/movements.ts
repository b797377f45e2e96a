import { RECORD_STATUS } from '../../../src/domain/statuses';
import {
  STOCK_EFFECT,
  applyMovement,
  partnerInventory,
  returnProblem,
  validateMovement,
  type Movement,
} from '../../../src/domain/warehouse';
import { warehouseMovementsApi } from '../../../src/api/contract/warehouse';
import { declareEndpoints, payloadOf } from '../../server/contract';
import type { WarehouseItemRow, WarehouseMovementRow } from '../../rows';
import type { CollectionSpec, RequestContext } from '../../server/crud';
import { Refusal } from '../../server/http';
import { registerCollection } from '../../server/router';
import { tables, today } from '../../server/tables';
import { levelAt } from './items';

const refuse = (problem: string, field = 'quantity'): never => {
  throw new Refusal(problem, { [field]: problem });
};

/** The movements of the request's location, as the domain reads them. */
const movementsHere = (ctx: RequestContext) =>
  tables
    .warehouseMovements()
    .all()
    .filter((row) => row.locationId === ctx.location);

/** Applies a movement to its item's level at the movement's location, or refuses with the domain's message. */
function moveStock(item: WarehouseItemRow, movement: Movement) {
  const levels = item.levels.map((level) => ({ ...level, itemId: item.id }));
  const result = applyMovement(levels, { ...movement, itemId: item.id });
  if (!result.ok) return refuse(result.problem);
  const level = { ...levelAt(item, movement.locationId), ...result.level };
  tables.warehouse().update(item.id, {
    levels: [...item.levels.filter((row) => row.locationId !== movement.locationId), level],
  });
}

/** A dismissed partner who gave everything back: the partner's 'returned items after dismissal' flag is set. */
function markReturned(partnerId: number, movements: Movement[]) {
  if (partnerInventory(movements, partnerId).length) return;
  const partner = tables.partners().get(partnerId)!;
  tables.partners().update(partnerId, { flags: { ...partner.flags, returnedItemsAfterDismissal: true } });
}

/** The posted movement; what the schema leaves open (a missing kind, item or quantity) the domain's rules refuse. */
function draftOf(body: Record<string, unknown>, ctx: RequestContext): Movement & { afterDismissal: boolean } {
  const posted = payloadOf(warehouseMovementsApi.add, body);
  const kind = posted.kind as Movement['kind'];
  return {
    itemId: posted.itemId ?? 0,
    locationId: ctx.location,
    kind,
    quantity: posted.quantity ?? Number.NaN,
    partnerId: kind === 'issued' || kind === 'returned' ? (posted.partnerId ?? null) : null,
    date: posted.date || today(),
    note: posted.note?.trim() || undefined,
    afterDismissal: kind === 'returned' && posted.afterDismissal === true,
  };
}

/**
 * Stock movements of the session's location: received, issued to a partner, returned, written off. Adding one
 * moves the stock (never below zero) and, for partners, their inventory; only the note can be edited later (a
 * wrong movement is deleted by an admin, which moves the stock back, or corrected by another movement).
 */
const spec: CollectionSpec<WarehouseMovementRow> = {
  api: 'warehouseMovements',
  locationOf: (row) => row.locationId,
  search: (row) => {
    const item = tables.warehouse().get(row.itemId);
    const partner = row.partnerId ? tables.partners().get(row.partnerId) : undefined;
    return [
      row.id,
      item?.sku,
      item?.name,
      partner ? `${partner.name} ${partner.surname}` : '',
      row.note,
      row.by,
    ];
  },
  operations: ['list', 'details', 'add', 'edit', 'export'],
  labels: 'warehouse/movements',
  exportColumns: [
    'id',
    'date',
    'kind',
    'itemId',
    'quantity',
    'partnerId',
    'afterDismissal',
    'note',
    'by',
    'createdAt',
  ],
  prepare(body, existing, ctx) {
    if (existing)
      return { ...existing, note: payloadOf(warehouseMovementsApi.edit, body).note?.trim() || undefined };
    const draft = draftOf(body, ctx);
    const errors = validateMovement(draft);
    const item = draft.itemId ? tables.warehouse().get(draft.itemId) : undefined;
    if (draft.itemId && (!item || item.status === RECORD_STATUS.deleted))
      errors.itemId = 'app.errors.notFound';
    const partner = draft.partnerId ? tables.partners().get(draft.partnerId) : undefined;
    if (draft.partnerId && partner?.location !== ctx.location) errors.partnerId = 'app.errors.notFound';
    if (Object.keys(errors).length) throw new Refusal(Object.values(errors)[0], errors);
    const problem = returnProblem(movementsHere(ctx), draft);
    if (problem) refuse(problem);
    moveStock(item!, draft);
    if (draft.afterDismissal && draft.partnerId)
      markReturned(draft.partnerId, [...movementsHere(ctx), draft]);
    return { ...draft, by: ctx.account.name, createdAt: new Date().toISOString() };
  },
  actions: {
    // Deleting a ledger line moves its stock back, refused when that would go below zero or undo a return.
    delete: {
      permission: 'delete',
      handle(row, ctx) {
        const reverse: Movement = { ...row, kind: STOCK_EFFECT[row.kind] > 0 ? 'writtenOff' : 'received' };
        const rest = movementsHere(ctx).filter((other) => other.id !== row.id);
        if (row.partnerId && partnerInventory(rest, row.partnerId).some((held) => held.quantity < 0))
          refuse('resources.warehouse.refusals.notHeld');
        moveStock(tables.warehouse().get(row.itemId)!, reverse);
        tables.warehouseMovements().remove(row.id);
        return row;
      },
    },
    /** What a partner holds now, item by item (the partner's Inventory tab). */
    held: {
      permission: 'list',
      collection: true,
      handle(ctx) {
        const { partnerId } = payloadOf(warehouseMovementsApi.held, ctx.body);
        if (tables.partners().get(partnerId)?.location !== ctx.location)
          throw new Refusal('app.errors.notFound');
        return partnerInventory(movementsHere(ctx), partnerId).map(({ itemId, quantity }) => {
          const item = tables.warehouse().get(itemId);
          return {
            itemId,
            quantity,
            name: item?.name ?? {},
            sku: item?.sku ?? '',
            unit: item?.unit ?? 'piece',
          };
        });
      },
    },
  },
};
registerCollection(spec);
declareEndpoints(warehouseMovementsApi);
