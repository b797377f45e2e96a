import { DEFAULT_MONTHLY_WEEKEND_LIMIT, limitProblem, validateDayOff, type DayOff } from '../../../src/domain/daysOff';
import type {
  PartnerAdjustmentRow,
  PartnerDayOffRow,
  PartnerInventoryRow,
  PartnerNoteRow,
  PartnerOwnedRow,
  PartnerSettlementRow,
} from '../../rows';
import type { CollectionSpec } from '../../server/crud';
import { db } from '../../server/db';
import { Refusal, read } from '../../server/http';
import { registerCollection } from '../../server/router';
import { tables } from '../../server/tables';
import { str } from './draft';
import { today } from './figures';

/**
 * Records that belong to one partner: listed by `filter[partnerId]`, always tied to an existing partner, and in
 * the scope of that partner's location (the router hides another location's partners' records).
 */
const ofPartner = { locationOf: (row: PartnerOwnedRow) => tables.partners().get(row.partnerId)?.location ?? 0 };

const partnerIdOf = (body: Record<string, unknown>, existing: PartnerOwnedRow | undefined) => {
  const partnerId = existing?.partnerId ?? read.int(body.partnerId);
  if (!partnerId || !tables.partners().get(partnerId)) throw new Refusal('app.errors.notFound');
  return partnerId;
};

const refuseWrites = () => {
  throw new Refusal('app.errors.forbidden');
};

function registerOwned<T extends PartnerOwnedRow>(spec: Omit<CollectionSpec<T>, 'locationOf'>) {
  registerCollection<T>({ ...ofPartner, ...spec });
}

registerOwned<PartnerNoteRow>({
  api: 'partnerNotes',
  search: (row) => [row.text],
  prepare(body, existing, ctx) {
    const partnerId = partnerIdOf(body, existing);
    const text = str(body.text);
    if (!text) throw new Refusal('app.validation.required', { text: 'app.validation.required' });
    const author = existing ? existing.author : ctx.account.name;
    return { partnerId, text, author, createdAt: existing?.createdAt ?? new Date().toISOString() };
  },
});

registerOwned<PartnerDayOffRow>({
  api: 'partnerDaysOff',
  prepare(body, existing) {
    const partnerId = partnerIdOf(body, existing);
    const periods = (Array.isArray(body.periods) ? body.periods : Object.values((body.periods as object) ?? {})) as {
      from?: unknown;
      to?: unknown;
    }[];
    const draft: DayOff = {
      id: existing?.id,
      date: str(body.date) ?? '',
      wholeDay: read.bool(body.wholeDay),
      periods: periods.map((p) => ({ from: str(p?.from) ?? '', to: str(p?.to) ?? '' })),
    };
    if (draft.wholeDay) draft.periods = [];
    const errors = validateDayOff(draft);
    if (Object.keys(errors).length) throw new Refusal(Object.values(errors)[0], errors);
    const partner = tables.partners().get(partnerId)!;
    const taken = db()
      .collection<PartnerDayOffRow>('partnerDaysOff')
      .all()
      .filter((row) => row.partnerId === partnerId);
    const problem = limitProblem(taken, draft, {
      enabled: !!partner.flags?.weekendLimitEnabled,
      limit: partner.monthlyWeekendLimit ?? DEFAULT_MONTHLY_WEEKEND_LIMIT,
    });
    if (problem) throw new Refusal(problem, { date: problem });
    const { id: _id, ...data } = draft;
    return { ...data, partnerId };
  },
});

registerOwned<PartnerAdjustmentRow>({
  api: 'partnerAdjustments',
  prepare(body, existing) {
    const partnerId = partnerIdOf(body, existing);
    const amount = read.int(body.amount);
    if (!amount || amount <= 0) throw new Refusal('app.validation.positive', { amount: 'app.validation.positive' });
    const kind = body.kind === 'reduction' ? 'reduction' : 'bonus';
    return { partnerId, kind, amount, date: str(body.date) ?? today(), note: str(body.note) };
  },
});

// Read-only from the profile: settlements are made by admin/partners/settle, inventory by the warehouse.
registerOwned<PartnerSettlementRow>({ api: 'partnerSettlements', prepare: refuseWrites });
registerOwned<PartnerOwnedRow>({ api: 'partnerInvoices', prepare: refuseWrites });
registerOwned<PartnerInventoryRow>({
  api: 'partnerInventory',
  prepare(body, existing) {
    // Only the return is recorded here (returned items after dismissal).
    if (!existing) throw new Refusal('app.errors.forbidden');
    return { ...existing, returnedAt: read.bool(body.returned) ? (existing.returnedAt ?? today()) : null };
  },
});
