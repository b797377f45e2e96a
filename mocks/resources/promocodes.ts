import {
  PROMOCODE_DEFAULTS,
  PROMOCODE_EDITABLE_WHEN_USED,
  isLocked,
  validatePromocode,
  type PromocodeDraft,
} from '../../src/domain/promocode';
import { RECORD_STATUS, RECORD_STATUSES } from '../../src/domain/statuses';
import type { PromocodeRow } from '../rows';
import { collectionOf, type CollectionSpec } from '../server/crud';
import { Refusal } from '../server/http';
import { registerCollection } from '../server/router';
import { csvColumns } from '../server/csvExport';
import { declareEndpoints, payloadOf } from '../server/contract';
import { promocodesApi } from '../../src/api/contract/promocodes';

const csv = csvColumns('resources.promocodes.fields');

function fromBody(body: Record<string, unknown>): PromocodeDraft {
  const posted = payloadOf(promocodesApi.edit, body);
  return {
    code: posted.code?.trim().toUpperCase(),
    status: posted.status,
    type: posted.type,
    value: posted.value,
    numberOfUses: posted.numberOfUses,
    dateFrom: posted.dateFrom,
    dateTo: posted.dateTo,
    serviceTypes: posted.serviceTypes ?? [],
    services: posted.services ?? [],
  };
}

/**
 * Promocodes: scoped by their `location` field (the router's default, docs/decisions.md section 8): a code is made in, seen
 * from and applied to orders of its own location only, and unique within it.
 */
const spec: CollectionSpec<PromocodeRow> = {
  api: 'promocodes',
  search: (row) => [row.id, row.code],
  filters: {
    dateActive: (row, value) => {
      const day = String(value);
      return (!row.dateFrom || row.dateFrom <= day) && (!row.dateTo || row.dateTo >= day);
    },
  },
  deletedStatus: RECORD_STATUS.deleted,
  exportColumns: [
    csv.count('id'),
    csv.text('code'),
    csv.status('status', RECORD_STATUSES),
    csv.label('type', 'resources.promocodes.types'),
    csv.text('value'),
    csv.count('numberOfUses'),
    csv.count('numberOfOrders'),
    csv.date('dateFrom'),
    csv.date('dateTo'),
  ],
  prepare(body, existing, ctx) {
    const posted = fromBody(body);
    if (existing && isLocked(existing)) {
      // Once orders used the code its terms are fixed: only status and end date may change.
      const changed = (Object.keys(posted) as (keyof PromocodeDraft)[]).filter(
        (key) =>
          !(PROMOCODE_EDITABLE_WHEN_USED as readonly string[]).includes(key) &&
          posted[key] !== undefined &&
          JSON.stringify(posted[key]) !==
            JSON.stringify(existing[key] ?? (Array.isArray(posted[key]) ? [] : undefined)),
      );
      if (changed.length)
        throw new Refusal(
          'app.errors.locked',
          Object.fromEntries(changed.map((key) => [key, 'app.errors.locked'])),
        );
      return { ...existing, status: posted.status ?? existing.status, dateTo: posted.dateTo };
    }
    const location = existing?.location ?? ctx.location;
    const draft: PromocodeDraft = {
      ...PROMOCODE_DEFAULTS,
      ...existing,
      ...posted,
      // Left out, these keep their stored value or default: every record has them (the contract's record).
      status: posted.status ?? existing?.status ?? PROMOCODE_DEFAULTS.status,
      type: posted.type ?? existing?.type ?? PROMOCODE_DEFAULTS.type,
      numberOfUses: posted.numberOfUses ?? existing?.numberOfUses ?? PROMOCODE_DEFAULTS.numberOfUses,
      numberOfOrders: existing?.numberOfOrders ?? 0,
    };
    const errors = validatePromocode(draft);
    // Unique within the location: another location's codes are neither seen nor named from here.
    const duplicate = collectionOf(spec)
      .all()
      .some((row) => row.location === location && row.code === draft.code && row.id !== existing?.id);
    if (duplicate) errors.code = 'app.errors.codeTaken';
    if (Object.keys(errors).length) throw new Refusal(Object.values(errors)[0], errors);
    return { ...draft, location };
  },
};

registerCollection(spec);
declareEndpoints(promocodesApi);
