/**
 * The settlement ledger of one partner: what the platform owes the partner and what the partner owes the
 * platform, over the orders not yet settled. One pure module, used by the fake backend (which answers the
 * figures) and by the unit tests; the screens only show what the backend computed.
 *
 * Money is in integer minor units throughout.
 */

/** One completed order as it concerns one partner. */
export interface LedgerOrder {
  orderId: number;
  /** YYYY-MM-DD */
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

export interface LedgerAdjustment {
  id: number;
  date: string;
  kind: 'bonus' | 'reduction';
  amount: number;
}

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
  debtType: 'platform' | 'partner' | 'none';
  debtAmount: number;
  numberOfOrders: number;
  /** first and last order date in the period (null without orders) */
  dateFrom: string | null;
  dateTo: string | null;
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

/** A closed period: the orders and adjustments it covered, with its totals frozen. */
export interface Settlement extends LedgerTotals {
  /** the day the period was closed (YYYY-MM-DD) */
  date: string;
  orderIds: number[];
  adjustmentIds: number[];
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
