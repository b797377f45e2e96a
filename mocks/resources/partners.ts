import {
  DEFAULT_MONTHLY_WEEKEND_LIMIT,
  limitProblem,
  validateDayOff,
  type DayOff,
} from '../../src/domain/daysOff';
import {
  computeLedger,
  lastSettlementDate,
  openItems,
  orderShares,
  settle,
  type LedgerAdjustment,
  type LedgerOrder,
  type Settlement,
  type SharedOrder,
} from '../../src/domain/ledger';
import {
  hasDebt,
  hasFewOrders,
  isLowRating,
  isoDay,
  partnerStatistics,
  type RatedOrder,
} from '../../src/domain/partnerStats';
import {
  PARTNER_FLAGS,
  duplicateFields,
  normalisePhone,
  validatePartner,
  type PartnerDraft,
} from '../../src/domain/partnerValidation';
import type { Row } from '../store';
import {
  query,
  present as presentRow,
  toCsv,
  type CollectionSpec,
  type RequestContext,
} from '../server/crud';
import { db } from '../server/db';
import { Refusal, ok, read } from '../server/http';
import { registerCollection, registerRoute } from '../server/router';
import { HttpResponse } from 'msw';

/** The order row as the orders seed writes it (only what partners read). */
interface OrderRow extends Row {
  location: number;
  status: number;
  paymentMethodId: number;
  date: string | null;
  services: { idServiceType: number; quantity: number; price: number }[];
  serviceTypes: { idServiceType: number; partners: number[] }[];
  price: number;
  addressPrice?: number;
  rate: number | null;
  tips?: number;
  transport?: number;
  cashPartnerId?: number;
  partnersChooseByCustomer?: boolean;
}

interface PartnerRow extends Row, Omit<PartnerDraft, 'password' | 'repeatPassword'> {
  location: number;
  status: number;
  serviceTypes: number[];
  activePolygons: number[];
  flags: Record<string, boolean>;
  monthlyWeekendLimit: number;
  registrationDate: string;
  percentages?: Record<string, { percent: number; percentChoose: number }>;
  passwordSet?: boolean;
}

interface ServiceTypeRow extends Row {
  basePercent: number;
  basePercentChoose: number;
}

type PartnerLine = LedgerOrder & RatedOrder & { status: number };

const COMPLETED = 3;
const today = () => isoDay(new Date());
const partnerCollection = () => db().collection<PartnerRow>('partners');
const byPartner = <T extends Row & { partnerId: number }>(name: string, partnerId: number) =>
  db()
    .collection<T>(name)
    .all()
    .filter((row) => row.partnerId === partnerId);

/** The percentages of a partner for each service type: its own, or the type's defaults. */
function percentagesOf(partner: PartnerRow, types = db().collection<ServiceTypeRow>('serviceTypes').all()) {
  return Object.fromEntries(
    types.map((type) => {
      const own = partner.percentages?.[type.id];
      return [
        type.id,
        {
          percent: own?.percent ?? type.basePercent ?? 50,
          percentChoose: own?.percentChoose ?? type.basePercentChoose ?? 52,
        },
      ];
    }),
  ) as Record<number, { percent: number; percentChoose: number }>;
}

/** How one completed order concerns each of its partners: the domain ledger splits it; this adds who and how rated. */
function linesOfOrder(
  order: OrderRow,
  partners: Map<number, PartnerRow>,
  rates: (partner: PartnerRow) => Record<number, { percent: number; percentChoose: number }>,
): Map<number, PartnerLine> {
  const percentOf = (partnerId: number, idServiceType: number) => {
    const partner = partners.get(partnerId);
    if (!partner) return null;
    const typeRates = rates(partner)[idServiceType] ?? { percent: 50, percentChoose: 52 };
    return partner.flags?.percentageAtClientChoice && order.partnersChooseByCustomer
      ? typeRates.percentChoose
      : typeRates.percent;
  };
  const lines = new Map<number, PartnerLine>();
  for (const [partnerId, share] of orderShares(order as SharedOrder, percentOf))
    lines.set(partnerId, { ...share, status: order.status, rate: order.rate ?? null });
  return lines;
}

/**
 * Every partner's completed-order lines, built once per request (10,000 orders are read once). The list's
 * count requests arrive together, so the lines are also kept for a second; the partners' own writes drop them.
 */
const linesCache = new WeakMap<object, Map<number, PartnerLine[]>>();
let recentLines: { at: number; lines: Map<number, PartnerLine[]> } | null = null;
const RECENT_MS = 1000;
const forgetPartnerLines = () => {
  recentLines = null;
};
function allLines(ctx: object): Map<number, PartnerLine[]> {
  const cached = linesCache.get(ctx);
  if (cached) return cached;
  if (recentLines && Date.now() - recentLines.at < RECENT_MS) {
    linesCache.set(ctx, recentLines.lines);
    return recentLines.lines;
  }
  const partners = new Map(
    partnerCollection()
      .all()
      .map((p) => [p.id, p]),
  );
  const types = db().collection<ServiceTypeRow>('serviceTypes').all();
  const rateCache = new Map<number, Record<number, { percent: number; percentChoose: number }>>();
  const rates = (partner: PartnerRow) => {
    let found = rateCache.get(partner.id);
    if (!found) rateCache.set(partner.id, (found = percentagesOf(partner, types)));
    return found;
  };
  const result = new Map<number, PartnerLine[]>();
  for (const order of db().collection<OrderRow>('orders').all()) {
    if (order.status !== COMPLETED || !Array.isArray(order.serviceTypes)) continue;
    for (const [partnerId, line] of linesOfOrder(order, partners, rates)) {
      const list = result.get(partnerId) ?? [];
      list.push(line);
      result.set(partnerId, list);
    }
  }
  linesCache.set(ctx, result);
  recentLines = { at: Date.now(), lines: result };
  return result;
}

/** A partner-owned collection grouped by partner, once per request. */
const groupCache = new WeakMap<object, Map<string, Map<number, Row[]>>>();
function ownedBy<T extends Row>(name: string, partnerId: number, ctx: object): T[] {
  let byName = groupCache.get(ctx);
  if (!byName) groupCache.set(ctx, (byName = new Map()));
  let groups = byName.get(name);
  if (!groups) {
    groups = new Map();
    for (const row of db().collection<Row & { partnerId: number }>(name).all()) {
      const list = groups.get(row.partnerId) ?? [];
      list.push(row);
      groups.set(row.partnerId, list);
    }
    byName.set(name, groups);
  }
  return (groups.get(partnerId) ?? []) as T[];
}

function ledgerOf(partnerId: number, ctx: object) {
  const lines = allLines(ctx).get(partnerId) ?? [];
  const adjustments = ownedBy<Row & LedgerAdjustment & { partnerId: number; note?: string }>(
    'partnerAdjustments',
    partnerId,
    ctx,
  );
  const settlements = ownedBy<Row & Settlement & { partnerId: number }>('partnerSettlements', partnerId, ctx);
  const open = openItems(lines, adjustments, settlements);
  return { open, settlements, totals: computeLedger(open.orders, open.adjustments) };
}

interface Figures {
  rating: number | null;
  rating30: number | null;
  numberOfOrders: number;
  orders30: number;
  balance: number;
  debtType: 'platform' | 'partner' | 'none';
  debtAmount: number;
}

const figuresCache = new WeakMap<object, Map<number, Figures>>();
function figuresOf(partnerId: number, ctx: object): Figures {
  let map = figuresCache.get(ctx);
  if (!map) figuresCache.set(ctx, (map = new Map()));
  const known = map.get(partnerId);
  if (known) return known;
  const stats = partnerStatistics(allLines(ctx).get(partnerId) ?? [], today());
  const { totals } = ledgerOf(partnerId, ctx);
  const figures: Figures = {
    rating: stats.averageRating,
    rating30: stats.rating30,
    numberOfOrders: stats.totalOrders,
    orders30: stats.orders30,
    balance: totals.balance,
    debtType: totals.debtType,
    debtAmount: totals.debtAmount,
  };
  map.set(partnerId, figures);
  return figures;
}

const displayName = (row: PartnerRow) =>
  row.isCompany && row.companyName
    ? row.companyName
    : [row.name, row.middleName, row.surname].filter(Boolean).join(' ');

const str = (value: unknown) => {
  const text = read.str(value)?.trim();
  return text ? text : undefined;
};
const file = (value: unknown) => str(value) ?? null;

function fromBody(
  body: Record<string, unknown>,
): PartnerDraft & { password?: string; repeatPassword?: string } {
  const address = (body.address ?? {}) as Record<string, unknown>;
  const flags = (body.flags ?? {}) as Record<string, unknown>;
  return {
    status: read.int(body.status) ?? 1,
    isCompany: read.bool(body.isCompany),
    companyName: str(body.companyName),
    name: str(body.name),
    surname: str(body.surname),
    middleName: str(body.middleName),
    referralCode: str(body.referralCode),
    dateOfBirth: str(body.dateOfBirth),
    documentNumber: str(body.documentNumber),
    documentIssueDate: str(body.documentIssueDate),
    documentValidDate: str(body.documentValidDate),
    personalNumber: str(body.personalNumber),
    personalTaxNumber: str(body.personalTaxNumber),
    frontDocument: file(body.frontDocument),
    backDocument: file(body.backDocument),
    additionalDocument: file(body.additionalDocument),
    address: {
      latitude: read.num(address.latitude),
      longitude: read.num(address.longitude),
      city: str(address.city),
      postcode: str(address.postcode),
      street: str(address.street),
      house: str(address.house),
      apartment: str(address.apartment),
    },
    activePolygons: read.ids(body.activePolygons),
    iban: str(body.iban)?.replace(/\s/g, '').toUpperCase(),
    bic: str(body.bic)?.toUpperCase(),
    bankName: str(body.bankName),
    email: str(body.email)?.toLowerCase(),
    phone: str(body.phone) ? normalisePhone(str(body.phone)!) : undefined,
    password: read.str(body.password) ?? '',
    repeatPassword: read.str(body.repeatPassword) ?? '',
    tShirtSize: str(body.tShirtSize) ?? 'm',
    avatar: file(body.avatar),
    socialNetworks: str(body.socialNetworks),
    serviceTypes: read.ids(body.serviceTypes),
    flags: Object.fromEntries(PARTNER_FLAGS.map((flag) => [flag, read.bool(flags[flag])])),
    monthlyWeekendLimit: read.int(body.monthlyWeekendLimit) ?? DEFAULT_MONTHLY_WEEKEND_LIMIT,
  };
}

/** Uploaded files are URLs the upload endpoint gave, or the seed's inline images; anything else is refused. */
const isStoredFile = (value: string | null | undefined) =>
  !value || value.startsWith('/uploads/') || value.startsWith('data:image/');

const spec: CollectionSpec<PartnerRow> = {
  api: 'partners',
  search: (row) => [
    row.id,
    row.name,
    row.surname,
    row.middleName,
    row.companyName,
    displayName(row),
    row.phone,
    row.email,
    row.referralCode,
  ],
  filters: {
    location: (row, _value, ctx) => row.location === ctx.location,
    tab: (row, value, ctx) => {
      const figures = figuresOf(row.id, ctx);
      if (value === 'debt') return hasDebt(figures.debtAmount);
      if (value === 'lowRating') return isLowRating(figures.rating30);
      if (value === 'fewOrders') return hasFewOrders(figures.orders30);
      return true;
    },
    kind: (row, value) => (value === 'company' ? !!row.isCompany : !row.isCompany),
    flag: (row, value) =>
      (Array.isArray(value) ? value : [value]).every((flag) => !!row.flags?.[String(flag)]),
    debtType: (row, value, ctx) => figuresOf(row.id, ctx).debtType === value,
  },
  sortValue: {
    name: (row) => displayName(row).toLowerCase(),
    rating: (row, ctx) => figuresOf(row.id, ctx).rating ?? -1,
    rating30: (row, ctx) => figuresOf(row.id, ctx).rating30 ?? -1,
    numberOfOrders: (row, ctx) => figuresOf(row.id, ctx).numberOfOrders,
    balance: (row, ctx) => figuresOf(row.id, ctx).balance,
    debtAmount: (row, ctx) => figuresOf(row.id, ctx).debtAmount,
  },
  present: (row, ctx) => {
    const { passwordSet: _passwordSet, ...rest } = row;
    return { ...rest, displayName: displayName(row), ...figuresOf(row.id, ctx) };
  },
  // Delete archives (status 3 is Archived): a partner's orders and settlements keep their history.
  softDelete: true,
  exportColumns: [
    'id',
    'displayName',
    'status',
    'isCompany',
    'email',
    'phone',
    'referralCode',
    'rating',
    'rating30',
    'numberOfOrders',
    'balance',
    'debtType',
    'debtAmount',
    'registrationDate',
  ],
  prepare(body, existing, ctx) {
    const draft = fromBody(body);
    const errors = validatePartner(draft, { isNew: !existing });
    for (const field of ['frontDocument', 'backDocument', 'additionalDocument', 'avatar'] as const) {
      if (!isStoredFile(draft[field])) errors[field] = 'app.validation.upload';
    }
    const others = partnerCollection()
      .all()
      .filter((row) => row.id !== existing?.id);
    const duplicates = duplicateFields(draft, others);
    Object.assign(errors, duplicates);
    if (Object.keys(errors).length) {
      throw new Refusal(
        Object.keys(duplicates).length ? 'app.validation.partnerExists' : Object.values(errors)[0],
        errors,
      );
    }
    const { password, repeatPassword: _repeat, ...data } = draft;
    forgetPartnerLines();
    return {
      ...existing,
      ...data,
      location: existing?.location ?? ctx.location,
      registrationDate: existing?.registrationDate ?? today(),
      percentages: existing?.percentages ?? {},
      passwordSet: existing?.passwordSet || !!password,
    } as Omit<PartnerRow, 'id'>;
  },
};
registerCollection(spec);

/** Lists and exports are of the current location's partners only. */
const scoped = (ctx: RequestContext): RequestContext => ({
  ...ctx,
  body: { ...ctx.body, filter: { ...((ctx.body.filter as object) ?? {}), location: ctx.location } },
});
registerRoute('admin/partners/list', 'partners', 'list', (ctx) => {
  const local = scoped(ctx);
  const rows = query(spec, local);
  const page = Math.max(1, Number(ctx.body.page) || 1);
  const perPage = Math.min(500, Math.max(1, Number(ctx.body.perPage) || 25));
  return ok(
    rows.slice((page - 1) * perPage, page * perPage).map((row) => presentRow(spec, row, local)),
    rows.length,
  );
});
registerRoute('admin/partners/export', 'partners', 'export', (ctx) => {
  const local = scoped(ctx);
  const csv = toCsv(
    query(spec, local).map((row) => presentRow(spec, row, local)),
    spec.exportColumns,
  );
  return new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
});

function partnerOr404(id: unknown): PartnerRow {
  const row = partnerCollection().get(Number(id));
  if (!row) throw new Refusal('app.errors.notFound');
  return row;
}

registerRoute('admin/partners/statistics', 'partners', 'show', (ctx) => {
  const partner = partnerOr404(ctx.body.id);
  return ok(partnerStatistics(allLines(ctx).get(partner.id) ?? [], today()));
});

registerRoute('admin/partners/ledger', 'partners', 'show', (ctx) => {
  const partner = partnerOr404(ctx.body.id);
  const { open, settlements, totals } = ledgerOf(partner.id, ctx);
  return ok({
    ...totals,
    lastSettlementDate: lastSettlementDate(settlements),
    orders: [...open.orders].sort((a, b) => b.date.localeCompare(a.date)),
    adjustments: open.adjustments,
  });
});

registerRoute('admin/partners/settle', 'partners', 'edit', (ctx) => {
  const partner = partnerOr404(ctx.body.id);
  const { open } = ledgerOf(partner.id, ctx);
  if (!open.orders.length && !open.adjustments.length)
    throw new Refusal('resources.partners.ledger.nothingToSettle');
  const record = settle(open.orders, open.adjustments, today());
  return ok(
    db()
      .collection('partnerSettlements')
      .insert({ ...record, partnerId: partner.id }),
  );
});

registerRoute('admin/partners/orders', 'partners', 'show', (ctx) => {
  const partner = partnerOr404(ctx.body.id);
  const rows = db()
    .collection<OrderRow>('orders')
    .all()
    .filter(
      (order) =>
        Array.isArray(order.serviceTypes) &&
        order.serviceTypes.some((type) => type.partners?.includes(partner.id)),
    )
    .sort((a, b) => String(b.date ?? '').localeCompare(String(a.date ?? '')) || b.id - a.id);
  const page = Math.max(1, Number(ctx.body.page) || 1);
  const perPage = Math.min(100, Math.max(1, Number(ctx.body.perPage) || 25));
  return ok(
    rows.slice((page - 1) * perPage, page * perPage).map((order) => ({
      id: order.id,
      date: order.date,
      status: order.status,
      price: order.price,
      rate: order.rate ?? null,
      paymentMethodId: order.paymentMethodId,
    })),
    rows.length,
  );
});

registerRoute('admin/partners/percentages', 'partners', 'edit', (ctx) => {
  const partner = partnerOr404(ctx.body.id);
  const posted = (ctx.body.percentages ?? {}) as Record<
    string,
    { percent?: unknown; percentChoose?: unknown }
  >;
  const errors: Record<string, string> = {};
  const percentages: Record<string, { percent: number; percentChoose: number }> = {};
  for (const [typeId, value] of Object.entries(posted)) {
    const percent = read.num(value?.percent);
    const percentChoose = read.num(value?.percentChoose);
    if (percent === undefined || percent < 0 || percent > 100)
      errors[`percentages.${typeId}.percent`] = 'app.validation.percentMax';
    if (percentChoose === undefined || percentChoose < 0 || percentChoose > 100)
      errors[`percentages.${typeId}.percentChoose`] = 'app.validation.percentMax';
    percentages[typeId] = { percent: percent ?? 0, percentChoose: percentChoose ?? 0 };
  }
  if (Object.keys(errors).length) throw new Refusal('app.validation.percentMax', errors);
  const updated = partnerCollection().update(partner.id, {
    percentages: { ...partner.percentages, ...percentages },
  });
  forgetPartnerLines();
  return ok(presentRow(spec, updated, ctx));
});

registerRoute('admin/partners/percentagesOf', 'partners', 'show', (ctx) =>
  ok(percentagesOf(partnerOr404(ctx.body.id))),
);

interface MessageRow extends Row {
  partnerId: number;
  from: 'partner' | 'staff';
  text: string;
  at: string;
  author?: string;
}

registerRoute('admin/partners/chat', 'partners', 'show', (ctx) => {
  const partner = partnerOr404(ctx.body.id);
  return ok(byPartner<MessageRow>('partnerMessages', partner.id).sort((a, b) => a.at.localeCompare(b.at)));
});

registerRoute('admin/partners/chatSend', 'partners', 'edit', (ctx) => {
  const partner = partnerOr404(ctx.body.id);
  const text = str(ctx.body.text);
  if (!text) throw new Refusal('app.validation.required', { text: 'app.validation.required' });
  return ok(
    db()
      .collection<MessageRow>('partnerMessages')
      .insert({
        partnerId: partner.id,
        from: 'staff',
        text: text.slice(0, 2000),
        at: new Date().toISOString(),
        author: ctx.account.name,
      } as Omit<MessageRow, 'id'>),
  );
});

/** Records that belong to one partner: listed by `filter[partnerId]`, always tied to an existing partner. */
const owned = (body: Record<string, unknown>, existing: { partnerId?: number } | undefined) => {
  const partnerId = existing?.partnerId ?? read.int(body.partnerId);
  partnerOr404(partnerId);
  return partnerId as number;
};

registerCollection<Row & { partnerId: number; text: string; createdAt: string }>({
  api: 'partnerNotes',
  search: (row) => [row.text],
  prepare(body, existing, ctx) {
    const partnerId = owned(body, existing);
    const text = str(body.text);
    if (!text) throw new Refusal('app.validation.required', { text: 'app.validation.required' });
    return {
      partnerId,
      text,
      author: existing ? existing.author : ctx.account.name,
      createdAt: existing?.createdAt ?? new Date().toISOString(),
    };
  },
});

registerCollection<Row & DayOff & { partnerId: number }>({
  api: 'partnerDaysOff',
  prepare(body, existing) {
    const partnerId = owned(body, existing);
    const periods = (
      Array.isArray(body.periods) ? body.periods : Object.values((body.periods as object) ?? {})
    ) as { from?: unknown; to?: unknown }[];
    const draft: DayOff = {
      id: existing?.id,
      date: str(body.date) ?? '',
      wholeDay: read.bool(body.wholeDay),
      periods: periods.map((p) => ({ from: str(p?.from) ?? '', to: str(p?.to) ?? '' })),
    };
    if (draft.wholeDay) draft.periods = [];
    const errors = validateDayOff(draft);
    if (Object.keys(errors).length) throw new Refusal(Object.values(errors)[0], errors);
    const partner = partnerOr404(partnerId);
    const problem = limitProblem(
      byPartner<Row & DayOff & { partnerId: number }>('partnerDaysOff', partnerId),
      draft,
      {
        enabled: !!partner.flags?.weekendLimitEnabled,
        limit: partner.monthlyWeekendLimit ?? DEFAULT_MONTHLY_WEEKEND_LIMIT,
      },
    );
    if (problem) throw new Refusal(problem, { date: problem });
    const { id: _id, ...data } = draft;
    return { ...data, partnerId };
  },
});

registerCollection<Row & LedgerAdjustment & { partnerId: number; note?: string }>({
  api: 'partnerAdjustments',
  prepare(body, existing) {
    const partnerId = owned(body, existing);
    const amount = read.int(body.amount);
    const errors: Record<string, string> = {};
    if (!amount || amount <= 0) errors.amount = 'app.validation.positive';
    const kind = body.kind === 'reduction' ? 'reduction' : 'bonus';
    if (Object.keys(errors).length) throw new Refusal(Object.values(errors)[0], errors);
    return {
      partnerId,
      kind,
      amount: amount as number,
      date: str(body.date) ?? today(),
      note: str(body.note),
    };
  },
});

// Read-only from the profile: settlements are made by admin/partners/settle, inventory by the warehouse.
registerCollection({
  api: 'partnerSettlements',
  prepare: () => {
    throw new Refusal('app.errors.forbidden');
  },
});
registerCollection({
  api: 'partnerInvoices',
  prepare: () => {
    throw new Refusal('app.errors.forbidden');
  },
});
registerCollection<Row & { partnerId: number; returnedAt: string | null }>({
  api: 'partnerInventory',
  prepare(body, existing) {
    // Only the return is recorded here (returned items after dismissal).
    if (!existing) throw new Refusal('app.errors.forbidden');
    return { ...existing, returnedAt: read.bool(body.returned) ? (existing.returnedAt ?? today()) : null };
  },
});
