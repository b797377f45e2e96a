/**
 * The analytics figures of a date range, computed in ONE pass over the orders (the fake backend hands it the
 * location's 10,000 rows), and the comparison with the previous period of equal length.
 *
 * Decisions where the spec is silent (docs: these comments):
 * - Deleted orders (6) count only in `byStatus`; every other figure leaves them out.
 * - Revenue is what customers paid or owe for work done or a paid cancellation: completed (3) and cancelled with
 *   payment (5) orders, their price and fullPrice.
 * - Partners' and the platform's earnings are the ledger's (ledger.ts) over the completed orders: the partners'
 *   percentage of their parts plus tips and transport, and the rest of the work price for the platform.
 * - A customer is new in the range when their first non-deleted order in the whole data set falls in it.
 */
import type { DateRange } from './isoDates';
import { orderShares, remunerationOf, type SharedOrder } from './ledger';
import { ORDER_STATUS } from './statuses';

/** The fields of an order row (mocks/seed/orders.ts) the figures need. */
export interface AnalyticsOrder extends Omit<SharedOrder, 'date'> {
  date: string | null;
  status: number;
  paymentStatus: number;
  fullPrice: number;
  customerId: number | null;
  channel?: string | null;
  /** the customer's 1-5 rating, null when not rated */
  rate?: number | null;
  promocode?: string | null;
  discount?: number;
  discountType?: string;
  /** the customer chose the partners (a partner may then earn a different percentage) */
  partnersChooseByCustomer?: boolean;
}

/**
 * A partner's percentage for a service type, null for an unknown partner (as ledger.orderShares takes it). The
 * order is passed too: a partner chosen by the customer may earn a different percentage on it.
 */
export type PercentOf = (partnerId: number, idServiceType: number, order: AnalyticsOrder) => number | null;

/** Called once for each dated order of the pass, so a caller can add its own figures without a second loop. */
export type OrderVisitor = (order: AnalyticsOrder & { date: string }) => void;

/** Counts by id or name (the keys are text, as they travel in JSON). */
type Counts = Record<string, number>;

/**
 * A range's figures (analyseRanges computes them; the summary answers them, its schema checked against this type in
 * src/api/contract/analytics.ts). Money in minor units.
 */
export interface AnalyticsFigures {
  range: DateRange;
  /** orders dated in the range, deleted ones left out */
  orders: number;
  revenue: number;
  fullRevenue: number;
  /** status id -> orders, deleted included */
  byStatus: Counts;
  byChannel: Counts;
  /** service type id -> orders having it (an order of two types counts in both) */
  byServiceType: Counts;
  /** mean of the 1-5 rates, to 2 decimals; null without any */
  averageRating: number | null;
  ratings: number;
  cancelled: number;
  /** cancelled / orders, 0..1 to 4 decimals */
  cancellationRate: number;
  customers: { total: number; new: number; returning: number };
  promocodes: { orders: number; discount: number; byCode: Counts };
  earnings: { partners: number; platform: number };
}

export const countsAsRevenue = (status: number) =>
  status === ORDER_STATUS.completed || status === ORDER_STATUS.cancelledWithPayment;
export const isCancelled = (status: number) =>
  status === ORDER_STATUS.cancelledWithoutPay || status === ORDER_STATUS.cancelledWithPayment;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
/** Counts by id or name: the keys are text, as they travel in JSON. */
const bump = (record: Record<string, number>, key: string | number) => {
  record[key] = (record[key] ?? 0) + 1;
};

interface Accumulator {
  figures: AnalyticsFigures;
  rateSum: number;
  customers: Set<number>;
}

const emptyFigures = (range: DateRange): AnalyticsFigures => ({
  range,
  orders: 0,
  revenue: 0,
  fullRevenue: 0,
  byStatus: {},
  byChannel: {},
  byServiceType: {},
  averageRating: null,
  ratings: 0,
  cancelled: 0,
  cancellationRate: 0,
  customers: { total: 0, new: 0, returning: 0 },
  promocodes: { orders: 0, discount: 0, byCode: {} },
  earnings: { partners: 0, platform: 0 },
});

function add(acc: Accumulator, order: AnalyticsOrder & { date: string }, percentOf: PercentOf) {
  const figures = acc.figures;
  bump(figures.byStatus, order.status);
  if (order.status === ORDER_STATUS.deleted) return;
  figures.orders += 1;
  if (countsAsRevenue(order.status)) {
    figures.revenue += order.price;
    figures.fullRevenue += order.fullPrice;
  }
  if (isCancelled(order.status)) figures.cancelled += 1;
  if (order.channel) bump(figures.byChannel, order.channel);
  // An order of two types counts in both, a type listed twice once (no Set: this runs for every order).
  order.serviceTypes.forEach((type, index) => {
    if (order.serviceTypes.findIndex((t) => t.idServiceType === type.idServiceType) === index)
      bump(figures.byServiceType, type.idServiceType);
  });
  if (typeof order.rate === 'number' && order.rate >= 1 && order.rate <= 5) {
    figures.ratings += 1;
    acc.rateSum += order.rate;
  }
  if (order.customerId != null) acc.customers.add(order.customerId);
  if (order.promocode) {
    figures.promocodes.orders += 1;
    bump(figures.promocodes.byCode, order.promocode);
    if (order.discountType === 'promocode') figures.promocodes.discount += order.discount ?? 0;
  }
  if (order.status === ORDER_STATUS.completed) {
    for (const share of orderShares(order, (partnerId, type) => percentOf(partnerId, type, order)).values()) {
      const remuneration = remunerationOf(share);
      figures.earnings.partners += remuneration + share.tips + share.transport;
      figures.earnings.platform += share.amount - remuneration;
    }
  }
}

/**
 * The figures of several ranges in a single loop over the orders. Pass ALL the location's orders, not only
 * those in the ranges: telling new customers from returning ones needs each customer's first order.
 */
export function analyseRanges(
  orders: readonly AnalyticsOrder[],
  ranges: readonly DateRange[],
  percentOf: PercentOf,
  visit?: OrderVisitor,
): AnalyticsFigures[] {
  const accumulators: Accumulator[] = ranges.map((range) => ({
    figures: emptyFigures(range),
    rateSum: 0,
    customers: new Set(),
  }));
  const firstOrder = new Map<number, string>();
  for (const order of orders) {
    const date = order.date;
    if (!date) continue;
    if (order.customerId != null && order.status !== ORDER_STATUS.deleted) {
      const first = firstOrder.get(order.customerId);
      if (first === undefined || date < first) firstOrder.set(order.customerId, date);
    }
    // The same object, narrowed: no copy of 10,000 rows.
    const dated = order as AnalyticsOrder & { date: string };
    visit?.(dated);
    for (const acc of accumulators)
      if (date >= acc.figures.range.from && date <= acc.figures.range.to) add(acc, dated, percentOf);
  }
  return accumulators.map(({ figures, rateSum, customers }) => {
    let newCustomers = 0;
    for (const customer of customers) if (firstOrder.get(customer)! >= figures.range.from) newCustomers += 1;
    return {
      ...figures,
      averageRating: figures.ratings ? round(rateSum / figures.ratings, 2) : null,
      cancellationRate: figures.orders ? round(figures.cancelled / figures.orders, 4) : 0,
      customers: { total: customers.size, new: newCustomers, returning: customers.size - newCustomers },
    };
  });
}

export const analyse = (orders: readonly AnalyticsOrder[], range: DateRange, percentOf: PercentOf) =>
  analyseRanges(orders, [range], percentOf)[0];
