import {
  computeLedger,
  openItems,
  orderShares,
  type LedgerOrder,
  type SharedOrder,
} from '../../../src/domain/ledger';
import { isoDay, partnerStatistics, type RatedOrder } from '../../../src/domain/partnerStats';
import { ORDER_STATUS } from '../../../src/domain/statuses';
import type {
  OrderRow,
  PartnerAdjustmentRow,
  PartnerOwnedRow,
  PartnerRow,
  PartnerSettlementRow,
} from '../../rows';
import { db } from '../../server/db';
import { tables } from '../../server/tables';
import type { Store } from '../../store';

/**
 * A partner's figures (rating, order counts, balance, debt) and ledger, computed from the orders: every
 * completed order is split among its partners once, and the lines are kept until the data changes (`allLines`).
 */
type PartnerLine = LedgerOrder & RatedOrder & { status: number };
type Percentages = Record<number, { percent: number; percentChoose: number }>;

export const today = () => isoDay(new Date());

/** The percentages of a partner for each service type: its own, or the type's defaults. */
export function percentagesOf(partner: PartnerRow, types = tables.serviceTypes().all()): Percentages {
  return Object.fromEntries<Percentages[number]>(
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
  );
}

/** How one completed order concerns each of its partners: the domain ledger splits it; this adds who and how rated. */
function linesOfOrder(
  order: OrderRow,
  partners: Map<number, PartnerRow>,
  rates: (partner: PartnerRow) => Percentages,
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

/** What the lines are computed from, and the figures beside them (`Store.revisionOf`). */
const LINE_SOURCES = ['orders', 'partners', 'serviceTypes'];
const FIGURE_SOURCES = [...LINE_SOURCES, 'partnerAdjustments', 'partnerSettlements'];

/**
 * Every partner's completed-order lines (10,000 orders read once), kept while what they are computed from stays
 * the same: its revision moves with every write to those collections, another tab's change to them and a reset, so
 * the lines are built again only then. The dashboard's debt, the partners' list and its counts read them on every
 * call.
 */
let kept: { store: Store; revision: string; lines: Map<number, PartnerLine[]> } | null = null;
export function allLines(): Map<number, PartnerLine[]> {
  const store = db();
  const revision = store.revisionOf(...LINE_SOURCES);
  if (kept?.store === store && kept.revision === revision) return kept.lines;
  const partners = new Map(
    tables
      .partners()
      .all()
      .map((p) => [p.id, p]),
  );
  const types = tables.serviceTypes().all();
  const rateCache = new Map<number, Percentages>();
  const rates = (partner: PartnerRow) => {
    let found = rateCache.get(partner.id);
    if (!found) rateCache.set(partner.id, (found = percentagesOf(partner, types)));
    return found;
  };
  const result = new Map<number, PartnerLine[]>();
  for (const order of tables.orders().all()) {
    if (order.status !== ORDER_STATUS.completed || !Array.isArray(order.serviceTypes)) continue;
    for (const [partnerId, line] of linesOfOrder(order, partners, rates)) {
      const list = result.get(partnerId) ?? [];
      list.push(line);
      result.set(partnerId, list);
    }
  }
  kept = { store, revision, lines: result };
  return result;
}

/** A partner-owned collection grouped by partner, once per request. */
const groupCache = new WeakMap<object, Map<string, Map<number, PartnerOwnedRow[]>>>();
function ownedBy<T extends PartnerOwnedRow>(name: string, partnerId: number, ctx: object): T[] {
  let byName = groupCache.get(ctx);
  if (!byName) groupCache.set(ctx, (byName = new Map()));
  let groups = byName.get(name);
  if (!groups) {
    groups = new Map();
    for (const row of db().collection<PartnerOwnedRow>(name).all()) {
      const list = groups.get(row.partnerId) ?? [];
      list.push(row);
      groups.set(row.partnerId, list);
    }
    byName.set(name, groups);
  }
  return (groups.get(partnerId) ?? []) as T[];
}

export function ledgerOf(partnerId: number, ctx: object) {
  const lines = allLines().get(partnerId) ?? [];
  const adjustments = ownedBy<PartnerAdjustmentRow>('partnerAdjustments', partnerId, ctx);
  const settlements = ownedBy<PartnerSettlementRow>('partnerSettlements', partnerId, ctx);
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

/**
 * Each partner's figures, kept like the lines while their sources stay the same, and for the day (the 30-day
 * figures move with it): the dashboard's debt asks every partner's on each visit, the partners' list a page's.
 */
let keptFigures: { store: Store; revision: string; day: string; byPartner: Map<number, Figures> } | null =
  null;
export function figuresOf(partnerId: number, ctx: object): Figures {
  const store = db();
  const revision = store.revisionOf(...FIGURE_SOURCES);
  const day = today();
  if (keptFigures?.store !== store || keptFigures.revision !== revision || keptFigures.day !== day)
    keptFigures = { store, revision, day, byPartner: new Map() };
  const map = keptFigures.byPartner;
  const known = map.get(partnerId);
  if (known) return known;
  const stats = partnerStatistics(allLines().get(partnerId) ?? [], day);
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
