import { z } from 'zod/mini';
import {
  ADJUSTMENT_KINDS,
  DEBT_TYPES,
  type LedgerAdjustment,
  type LedgerOrder,
  type LedgerTotals,
  type Settlement,
} from '../../domain/ledger';
import type { PartnerStatistics } from '../../domain/partnerStats';
import { recordOf } from './collection';

/**
 * The partner's figures as the backend computes them (src/domain/ledger.ts, partnerStats.ts): the domain owns
 * their types, and each schema is checked against its type. Money in integer minor units; a percentage may be
 * weighted (a partner on two service types of one order), so it is any number.
 */
const money = () => z.int();
const count = () => z.int().check(z.nonnegative());
/** YYYY-MM-DD */
const day = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** an average of 1-5 rates, two decimals; null without rates */
const rating = () => z.nullable(z.number().check(z.minimum(1), z.maximum(5)));

/** One completed order as it concerns one partner. */
export const ledgerOrder = z.object({
  orderId: z.int(),
  date: day(),
  /** the partner's part of the order price (the price split over the partners who did the work) */
  amount: money(),
  /** the partner's percentage of that part (per service type; the "at client's choice" one when chosen) */
  percent: z.number(),
  /** cash the partner collected from the customer for this order (0 when paid by card or transfer) */
  cash: money(),
  tips: money(),
  transport: money(),
}) satisfies z.ZodMiniType<LedgerOrder>;

export const ledgerAdjustment = z.object({
  id: z.int(),
  date: day(),
  kind: z.enum(ADJUSTMENT_KINDS),
  amount: money(),
}) satisfies z.ZodMiniType<LedgerAdjustment>;

export const ledgerTotals = z.object({
  /** sum of the partner's parts of the orders */
  ordersAmount: money(),
  /** cash the partner holds */
  cashAmount: money(),
  /** the partner's percentage of the orders */
  remuneration: money(),
  transport: money(),
  bonusPayments: money(),
  reductions: money(),
  tips: money(),
  /** what the partner earned: remuneration + transport + tips + bonuses - reductions */
  earnedByPartner: money(),
  /** the platform's share: orders amount - remuneration */
  earnedForPlatform: money(),
  /** earned by partner - cash held: positive when the platform owes, negative when the partner owes */
  balance: money(),
  debtOfPlatform: money(),
  debtOfPartner: money(),
  /** the part of the two claims that cancels out: min(earned by partner, cash held) */
  netting: money(),
  debtType: z.enum(DEBT_TYPES),
  debtAmount: money(),
  numberOfOrders: count(),
  /** first and last order date in the period (null without orders) */
  dateFrom: z.nullable(day()),
  dateTo: z.nullable(day()),
}) satisfies z.ZodMiniType<LedgerTotals>;

/** A closed period: the orders and adjustments it covered, with its totals frozen. */
export const settlement = z.extend(ledgerTotals, {
  /** the day the period was closed */
  date: day(),
  orderIds: z.array(z.int()),
  adjustmentIds: z.array(z.int()),
}) satisfies z.ZodMiniType<Settlement>;

/** A settlement as its list and admin/partners/settle answer it. */
export const settlementRecord = recordOf({ partnerId: z.int(), ...settlement.shape });

/** The open period's ledger: the totals, the last closing day and the period's items. */
export const ledgerAnswer = z.extend(ledgerTotals, {
  lastSettlementDate: z.nullable(day()),
  orders: z.array(ledgerOrder),
  adjustments: z.array(z.extend(ledgerAdjustment, { note: z.optional(z.string()) })),
});

export const partnerStatistics = z.object({
  totalOrders: count(),
  averageRating: rating(),
  rating30: rating(),
  ratingMonth: rating(),
  numberOfRatings: count(),
  averageRatingsPerOrder: z.number().check(z.nonnegative()),
  lowScoreOrders: count(),
  earnedByPartner: money(),
  earnedForPlatform: money(),
  orders30: count(),
  /** the last 12 months, oldest first: orders, average rating and earnings of each */
  months: z.array(
    z.object({
      /** YYYY-MM */
      month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
      orders: count(),
      rating: rating(),
      earnedByPartner: money(),
      earnedForPlatform: money(),
    }),
  ),
}) satisfies z.ZodMiniType<PartnerStatistics>;

export type LedgerAnswer = z.output<typeof ledgerAnswer>;
