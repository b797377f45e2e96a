/**
 * Partner statistics and the list's tab rules (docs/decisions-partners.md), from the partner's completed orders.
 * Ratings average the customers' 1-5 rates; the 30-day figures look at orders dated in the last 30 days.
 */
import { remunerationOf } from './ledger';

/**
 * What admin/partners/statistics answers (the contract's schema is checked against it): money in minor units,
 * ratings the average of 1-5 rates to two decimals, null without rates.
 */
export interface PartnerStatistics {
  totalOrders: number;
  averageRating: number | null;
  rating30: number | null;
  ratingMonth: number | null;
  numberOfRatings: number;
  averageRatingsPerOrder: number;
  lowScoreOrders: number;
  earnedByPartner: number;
  earnedForPlatform: number;
  orders30: number;
  /** the last 12 months, oldest first: orders, average rating and earnings of each */
  months: {
    /** YYYY-MM */
    month: string;
    orders: number;
    rating: number | null;
    earnedByPartner: number;
    earnedForPlatform: number;
  }[];
}

export interface RatedOrder {
  date: string;
  rate: number | null;
  amount: number;
  percent: number;
  tips?: number;
  transport?: number;
}

export const LOW_RATING = 4.0;
export const LOW_SCORE = 3;
export const FEW_ORDERS = 5;
export const RECENT_DAYS = 30;

const DAY = 86400000;
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export const daysBefore = (today: string, days: number) =>
  isoDay(new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY));

const average = (rates: number[]) =>
  rates.length ? Math.round((rates.reduce((a, b) => a + b, 0) / rates.length) * 100) / 100 : null;
const ratesOf = (orders: RatedOrder[]) =>
  orders.map((o) => o.rate).filter((r): r is number => typeof r === 'number' && r >= 1);

export function partnerStatistics(orders: RatedOrder[], today: string): PartnerStatistics {
  const since30 = daysBefore(today, RECENT_DAYS);
  const month = today.slice(0, 7);
  const past = orders.filter((o) => o.date <= today);
  const recent = past.filter((o) => o.date > since30);
  const rates = ratesOf(past);
  let earnedByPartner = 0;
  let earnedForPlatform = 0;
  for (const order of past) {
    const share = remunerationOf(order);
    earnedByPartner += share + (order.tips ?? 0) + (order.transport ?? 0);
    earnedForPlatform += order.amount - share;
  }
  const months: PartnerStatistics['months'] = [];
  const [year, monthIndex] = today.split('-').map(Number);
  for (let back = 11; back >= 0; back--) {
    const date = new Date(Date.UTC(year, monthIndex - 1 - back, 1));
    const key = isoDay(date).slice(0, 7);
    const inMonth = past.filter((o) => o.date.startsWith(key));
    const shares = inMonth.map(remunerationOf);
    months.push({
      month: key,
      orders: inMonth.length,
      rating: average(ratesOf(inMonth)),
      earnedByPartner:
        shares.reduce((a, b) => a + b, 0) +
        inMonth.reduce((a, o) => a + (o.tips ?? 0) + (o.transport ?? 0), 0),
      earnedForPlatform: inMonth.reduce((a, o, i) => a + o.amount - shares[i], 0),
    });
  }
  return {
    totalOrders: past.length,
    averageRating: average(rates),
    rating30: average(ratesOf(recent)),
    ratingMonth: average(ratesOf(past.filter((o) => o.date.startsWith(month)))),
    numberOfRatings: rates.length,
    averageRatingsPerOrder: past.length ? Math.round((rates.length / past.length) * 100) / 100 : 0,
    lowScoreOrders: rates.filter((r) => r <= LOW_SCORE).length,
    earnedByPartner,
    earnedForPlatform,
    orders30: recent.length,
    months,
  };
}

/** The list tabs: with debt, low rating (30-day rating below 4.0; none yet is not low), few orders (under 5 in 30 days). */
export const hasDebt = (debtAmount: number) => debtAmount > 0;
export const isLowRating = (rating30: number | null) => rating30 !== null && rating30 < LOW_RATING;
export const hasFewOrders = (orders30: number) => orders30 < FEW_ORDERS;
