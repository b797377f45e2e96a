import {
  conflictProblem,
  DEFAULT_MONTHLY_WEEKEND_LIMIT,
  limitProblem,
  validateDayOff,
  type DayOff,
} from '../../../src/domain/daysOff';
import {
  partnerAdjustmentsApi,
  partnerDaysOffApi,
  partnerInvoicesApi,
  partnerNotesApi,
  partnerSettlementsApi,
} from '../../../src/api/contract/partnerRecords';
import type {
  PartnerAdjustmentRow,
  PartnerDayOffRow,
  PartnerNoteRow,
  PartnerOwnedRow,
  PartnerSettlementRow,
} from '../../rows';
import { declareEndpoints } from '../../server/contract';
import type { CollectionSpec, CrudOperation, RequestContext } from '../../server/crud';
import type { Endpoint, RequestOf } from '../../../src/api/contract/endpoint';
import { db } from '../../server/db';
import { Refusal } from '../../server/http';
import { registerCollection } from '../../server/router';
import { tables } from '../../server/tables';
import { str } from './draft';
import { today } from './figures';

declareEndpoints(
  partnerNotesApi,
  partnerDaysOffApi,
  partnerAdjustmentsApi,
  partnerSettlementsApi,
  partnerInvoicesApi,
);

/**
 * Records that belong to one partner: listed by `filter[partnerId]`, always tied to an existing partner, and in
 * the scope of that partner's location (the router hides another location's partners' records). Each offers only
 * the operations the profile's tabs use (src/api/contract/partnerRecords.ts declares the same).
 */
const ofPartner = {
  locationOf: (row: PartnerOwnedRow) => tables.partners().get(row.partnerId)?.location ?? 0,
};

const partnerIdOf = (posted: { partnerId?: number }, existing: PartnerOwnedRow | undefined) => {
  const partnerId = existing?.partnerId ?? posted.partnerId;
  if (!partnerId || !tables.partners().get(partnerId)) throw new Refusal('app.errors.notFound');
  return partnerId;
};

type OwnedEndpoints = Record<string, Endpoint> & { add?: Endpoint };
type Posted<E extends OwnedEndpoints> = E['add'] extends Endpoint ? RequestOf<E['add']> : never;

/**
 * A partner's records of one kind: the operations its endpoints declare, and `prepare` handed the posted fields
 * (add and edit post the same ones, so add's payload type reads both) and the partner they belong to, checked.
 */
function registerOwned<T extends PartnerOwnedRow, E extends OwnedEndpoints = OwnedEndpoints>(
  endpoints: E,
  spec: Omit<CollectionSpec<T>, 'locationOf' | 'operations' | 'prepare'> & {
    prepare?: (
      posted: Posted<E>,
      partnerId: number,
      existing: T | undefined,
      ctx: RequestContext,
    ) => Omit<T, 'id'>;
  },
) {
  const { prepare } = spec;
  registerCollection<T>({
    ...ofPartner,
    ...spec,
    operations: Object.keys(endpoints) as CrudOperation[],
    prepare:
      prepare &&
      ((body, existing, ctx) => {
        const posted = body as Posted<E> & { partnerId?: number };
        return prepare(posted, partnerIdOf(posted, existing), existing, ctx);
      }),
  });
}

registerOwned<PartnerNoteRow, typeof partnerNotesApi>(partnerNotesApi, {
  api: 'partnerNotes',
  search: (row) => [row.text],
  prepare(posted, partnerId, existing, ctx) {
    const text = str(posted.text);
    if (!text) throw new Refusal('app.validation.required', { text: 'app.validation.required' });
    const author = existing ? existing.author : ctx.account.name;
    return { partnerId, text, author, createdAt: existing?.createdAt ?? new Date().toISOString() };
  },
});

registerOwned<PartnerDayOffRow, typeof partnerDaysOffApi>(partnerDaysOffApi, {
  api: 'partnerDaysOff',
  prepare(posted, partnerId, existing) {
    const draft: DayOff = {
      id: existing?.id,
      date: str(posted.date) ?? '',
      wholeDay: posted.wholeDay ?? false,
      periods: (posted.periods ?? []).map((p) => ({ from: str(p.from) ?? '', to: str(p.to) ?? '' })),
    };
    if (draft.wholeDay) draft.periods = [];
    const errors = validateDayOff(draft);
    if (Object.keys(errors).length) throw new Refusal(Object.values(errors)[0], errors);
    const partner = tables.partners().get(partnerId)!;
    const taken = db()
      .collection<PartnerDayOffRow>('partnerDaysOff')
      .all()
      .filter((row) => row.partnerId === partnerId);
    const conflict = conflictProblem(taken, draft);
    if (conflict) throw new Refusal(conflict, { date: conflict });
    const problem = limitProblem(taken, draft, {
      enabled: !!partner.flags?.weekendLimitEnabled,
      limit: partner.monthlyWeekendLimit ?? DEFAULT_MONTHLY_WEEKEND_LIMIT,
    });
    if (problem) throw new Refusal(problem, { date: problem });
    const { id: _id, ...data } = draft;
    return { ...data, partnerId };
  },
});

// Added from the Active payments tab; the ledger (admin/partners/ledger) lists them.
registerOwned<PartnerAdjustmentRow, typeof partnerAdjustmentsApi>(partnerAdjustmentsApi, {
  api: 'partnerAdjustments',
  prepare(posted, partnerId) {
    const { amount } = posted;
    if (!amount || amount <= 0)
      throw new Refusal('app.validation.positive', { amount: 'app.validation.positive' });
    return {
      partnerId,
      kind: posted.kind ?? 'bonus',
      amount,
      date: posted.date ?? today(),
      note: str(posted.note),
    };
  },
});

// Read-only lists: settlements are made by admin/partners/settle; invoices come from accounting. (The seed's old
// free-text `partnerInventory` is read by no screen: the Inventory tab is the warehouse's, docs/decisions-stock.md.)
registerOwned<PartnerSettlementRow>(partnerSettlementsApi, { api: 'partnerSettlements' });
registerOwned<PartnerOwnedRow>(partnerInvoicesApi, { api: 'partnerInvoices' });
