/**
 * The settlement ledger of one partner: what the platform owes the partner and what the partner owes the
 * platform, over the orders not yet settled. One pure module, used by the fake backend (which answers the
 * figures) and by the unit tests; the screens only show what the backend computed.
 *
 * Money is in integer minor units throughout.
 */
import { splitByLargestRemainder } from './money';
import { amountToPay } from './amountToPay';

// The shapes the ledger computes are declared here once; the API contract's schemas (src/api/contract/
// partnerFigures.ts) are checked against them. A percentage may be weighted (a partner on two service types of
// one order), so it is any number; days are YYYY-MM-DD.

/** One completed order as it concerns one partner. */
export interface LedgerOrder {
  orderId: number;
  date: string;
  /** the partner's part of the order price (the price split over the partners who did the work) */
  amount: number;
  /** the partner's percentage of that part (per service type; the "at client's choice" one when chosen) */
  percent: number;
  /** cash the partner collected from the customer for this order (0 when paid by card or transfer) */
  cash: number;
  tips: number;
  transport: number;
}

export const ADJUSTMENT_KINDS = ['bonus', 'reduction'] as const;

export interface LedgerAdjustment {
  id: number;
  date: string;
  kind: (typeof ADJUSTMENT_KINDS)[number];
  amount: number;
}

/** Who owes: the platform (the partner earned more than the cash held), the partner, or nobody. */
export const DEBT_TYPES = ['platform', 'partner', 'none'] as const;

export interface LedgerTotals {
  /** sum of the partner's parts of the orders */
  ordersAmount: number;
  /** cash the partner holds */
  cashAmount: number;
  /** the partner's percentage of the orders */
  remuneration: number;
  transport: number;
  bonusPayments: number;
  reductions: number;
  tips: number;
  /** what the partner earned: remuneration + transport + tips + bonuses - reductions */
  earnedByPartner: number;
  /** the platform's share: orders amount - remuneration */
  earnedForPlatform: number;
  /** earned by partner - cash held: positive when the platform owes, negative when the partner owes */
  balance: number;
  debtOfPlatform: number;
  debtOfPartner: number;
  /** the part of the two claims that cancels out: min(earned by partner, cash held) */
  netting: number;
  debtType: (typeof DEBT_TYPES)[number];
  debtAmount: number;
  numberOfOrders: number;
  /** first and last order date in the period (null without orders) */
  dateFrom: string | null;
  dateTo: string | null;
}

/** A closed period: the orders and adjustments it covered, with its totals frozen. */
export interface Settlement extends LedgerTotals {
  /** the day the period was closed */
  date: string;
  orderIds: number[];
  adjustmentIds: number[];
}

export const remunerationOf = (order: Pick<LedgerOrder, 'amount' | 'percent'>) =>
  Math.round((order.amount * order.percent) / 100);

export function computeLedger(orders: LedgerOrder[], adjustments: LedgerAdjustment[] = []): LedgerTotals {
  let ordersAmount = 0;
  let cashAmount = 0;
  let remuneration = 0;
  let transport = 0;
  let tips = 0;
  let bonusPayments = 0;
  let reductions = 0;
  const dates: string[] = [];
  for (const order of orders) {
    ordersAmount += order.amount;
    cashAmount += order.cash;
    remuneration += remunerationOf(order);
    transport += order.transport;
    tips += order.tips;
    dates.push(order.date);
  }
  for (const adjustment of adjustments) {
    if (adjustment.kind === 'bonus') bonusPayments += adjustment.amount;
    else reductions += adjustment.amount;
    dates.push(adjustment.date);
  }
  dates.sort();
  const earnedByPartner = remuneration + transport + tips + bonusPayments - reductions;
  const balance = earnedByPartner - cashAmount;
  const debtOfPlatform = Math.max(balance, 0);
  const debtOfPartner = Math.max(-balance, 0);
  return {
    ordersAmount,
    cashAmount,
    remuneration,
    transport,
    bonusPayments,
    reductions,
    tips,
    earnedByPartner,
    earnedForPlatform: ordersAmount - remuneration,
    balance,
    debtOfPlatform,
    debtOfPartner,
    netting: Math.max(0, Math.min(earnedByPartner, cashAmount)),
    debtType: balance > 0 ? 'platform' : balance < 0 ? 'partner' : 'none',
    debtAmount: Math.abs(balance),
    numberOfOrders: orders.length,
    dateFrom: dates[0] ?? null,
    dateTo: dates[dates.length - 1] ?? null,
  };
}

/**
 * What is still open: orders and adjustments no settlement covered. A settlement covers what it lists, and a
 * historical one without lists (seeded before the ledger kept them) covers everything dated up to its date.
 */
export function openItems<
  O extends Pick<LedgerOrder, 'orderId' | 'date'>,
  A extends Pick<LedgerAdjustment, 'id' | 'date'>,
>(orders: O[], adjustments: A[], settlements: Pick<Settlement, 'date' | 'orderIds' | 'adjustmentIds'>[]) {
  const settledOrders = new Set(settlements.flatMap((s) => s.orderIds ?? []));
  const settledAdjustments = new Set(settlements.flatMap((s) => s.adjustmentIds ?? []));
  const coveredUntil = settlements
    .filter((s) => !s.orderIds?.length && !s.adjustmentIds?.length)
    .reduce<string>((latest, s) => (s.date > latest ? s.date : latest), '');
  return {
    orders: orders.filter((o) => !settledOrders.has(o.orderId) && o.date > coveredUntil),
    adjustments: adjustments.filter((a) => !settledAdjustments.has(a.id) && a.date > coveredUntil),
  };
}

/** Closing the period: everything open is settled at once and the totals are frozen in the record. */
export function settle(orders: LedgerOrder[], adjustments: LedgerAdjustment[], date: string): Settlement {
  return {
    ...computeLedger(orders, adjustments),
    date,
    orderIds: orders.map((o) => o.orderId),
    adjustmentIds: adjustments.map((a) => a.id),
  };
}

/** The latest settlement date, or null. */
export const lastSettlementDate = (settlements: Pick<Settlement, 'date'>[]) =>
  settlements.reduce<string | null>(
    (latest, s) => (latest === null || s.date > latest ? s.date : latest),
    null,
  );

/** What the ledger needs of a completed order to split it among its partners. */
export interface SharedOrder {
  id: number;
  date: string;
  price: number;
  addressPrice?: number;
  /** what a gift certificate covered: the cash holder collects only the rest (amountToPay.ts) */
  certificateUsed?: number;
  paymentMethodId?: number;
  cashPartnerId?: number;
  tips?: number;
  transport?: number;
  services: { idServiceType: number; price: number; quantity: number }[];
  serviceTypes: { idServiceType: number; partners: number[] }[];
}

/** The cash payment method's id: its partner collects the amount to pay (the price less a certificate). */
export const CASH_PAYMENT_METHOD = 1;

/**
 * Splits one order among its partners: the price without the address price is shared by service type in
 * proportion to that type's lines, then evenly among the type's partners; tips and transport evenly among all;
 * the cash of a cash order (its amount to pay) to its cash holder. A partner on two types gets one line, its percentage weighted by
 * the parts. `percentOf` gives a partner's percentage for a service type (null: not a known partner).
 */
export function orderShares(
  order: SharedOrder,
  percentOf: (partnerId: number, idServiceType: number) => number | null,
) {
  const shares = new Map<number, LedgerOrder>();
  const everyone = [...new Set(order.serviceTypes.flatMap((type) => type.partners))];
  if (!everyone.length || !order.date) return shares;
  // The lines' totals, overall and per type, in one loop: analytics runs this for every completed order.
  let total = 0;
  const typeTotals = new Map<number, number>();
  for (const line of order.services) {
    const amount = line.price * line.quantity;
    total += amount;
    typeTotals.set(line.idServiceType, (typeTotals.get(line.idServiceType) ?? 0) + amount);
  }
  const lineTotal = (idServiceType: number) => typeTotals.get(idServiceType) ?? 0;
  const workPrice = Math.max(0, order.price - (order.addressPrice ?? 0));
  const cashHolder =
    order.paymentMethodId === CASH_PAYMENT_METHOD
      ? (order.cashPartnerId ?? order.serviceTypes[0]?.partners[0])
      : undefined;
  // Largest remainder at both levels (types, then a type's partners), so the parts add up to the work price
  // exactly instead of each being rounded on its own and missing it by a unit.
  // Lines of a type the order does not list keep their weight (the last one) and their part goes to nobody.
  const weights = order.serviceTypes.map((type) => Math.max(0, Math.round(lineTotal(type.idServiceType))));
  const listed = weights.reduce((sum, weight) => sum + weight, 0);
  const typeParts = listed
    ? splitByLargestRemainder(Math.round(workPrice), [...weights, Math.max(0, Math.round(total) - listed)])
    : weights.map(() => 0);
  // Tips and transport are split the same way: 601 between two partners is 301 + 300, never 301 + 301.
  const even = (amount: number | undefined) =>
    splitByLargestRemainder(
      Math.round(amount ?? 0),
      everyone.map(() => 1),
    );
  const tips = even(order.tips);
  const transport = even(order.transport);
  for (const [typeIndex, type] of order.serviceTypes.entries()) {
    if (!type.partners.length) continue;
    const parts = splitByLargestRemainder(
      typeParts[typeIndex],
      type.partners.map(() => 1),
    );
    for (const [partnerIndex, partnerId] of type.partners.entries()) {
      const part = parts[partnerIndex];
      const percent = percentOf(partnerId, type.idServiceType);
      if (percent == null) continue;
      const share = shares.get(partnerId) ?? {
        orderId: order.id,
        date: order.date,
        amount: 0,
        percent,
        cash: partnerId === cashHolder ? amountToPay(order.price, order.certificateUsed) : 0,
        tips: tips[everyone.indexOf(partnerId)],
        transport: transport[everyone.indexOf(partnerId)],
      };
      const amount = share.amount + part;
      share.percent = amount ? (share.percent * share.amount + percent * part) / amount : percent;
      share.amount = amount;
      shares.set(partnerId, share);
    }
  }
  return shares;
}
