/**
 * The dashboard's figures, as pure functions over the location's orders and partners; the fake backend answers
 * them (the screen never counts a page of rows). The cards follow the order list's presets (docs/decisions.md
 * section 4) so a card and the tab it links to show the same number; deleted orders never count.
 */
import { countsAsRevenue, type AnalyticsOrder } from './analytics';
import type { LoadRow } from './dashboardWidgets';
import type { DayOff } from './daysOff';
import { addDays, eachDay } from './isoDates';
import { LOW_RATES, STATUS_GROUPS } from './orderStatus';
import { ORDER_STATUS, PARTNER_STATUS, PAYMENT_STATUS } from './statuses';

export const RECENT_DAYS = 30;
export const LOAD_DAYS = 7;

export interface DashboardOrder extends Pick<
  AnalyticsOrder,
  'date' | 'status' | 'paymentStatus' | 'price' | 'rate'
> {
  /** numberOfPartners: how many the type needs (the seed's rows have it); else its assigned partners, at least 1 */
  serviceTypes: { idServiceType: number; partners: number[]; numberOfPartners?: number }[];
}

export interface DashboardPartner {
  id: number;
  status: number;
}

export interface PartnerDayOff extends DayOff {
  partnerId: number;
}

const counted = (order: DashboardOrder) => order.status !== ORDER_STATUS.deleted;

export const isToday = (order: DashboardOrder, today: string) => counted(order) && order.date === today;
export const isNew = (order: DashboardOrder) => order.status === ORDER_STATUS.new;
export const isUnpaid = (order: DashboardOrder) =>
  counted(order) && order.paymentStatus === PAYMENT_STATUS.unpaid;

/** The last 30 days, today included (as partnerStats counts its 30-day figures). */
export const recentRange = (today: string, days = RECENT_DAYS) => ({
  from: addDays(today, 1 - days),
  to: today,
});

/** Rated 1-3 and dated in the last 30 days (`from`: the range's first day, computed once by a caller in a loop). */
export function isLowRatedRecently(order: DashboardOrder, today: string, from = recentRange(today).from) {
  return (
    counted(order) &&
    !!order.date &&
    order.date >= from &&
    order.date <= today &&
    (LOW_RATES as readonly number[]).includes(order.rate ?? 0)
  );
}

/** An order still to do: new or confirmed (the list's Active tab; docs/decisions.md section 4). */
const isStillToDo = (order: DashboardOrder) =>
  (STATUS_GROUPS.active as readonly number[]).includes(order.status);

/**
 * The order list's filter each order widget counts with, which its link opens (issue #30: a link's list, tab and
 * count agree with the widget). The fake backend's widgets and these filters are checked against each other by
 * tests/backend/dashboardLinks.test.ts.
 */
export const widgetFilters = {
  today: (date: string) => ({ date }),
  newOrders: () => ({ statuses: [ORDER_STATUS.new] }),
  unpaid: () => ({ paymentStatuses: [PAYMENT_STATUS.unpaid] }),
  lowRating: (range: { from: string; to: string }) => ({
    rates: [...LOW_RATES],
    date_gte: range.from,
    date_lte: range.to,
  }),
  /** the orders still to do (upcomingLoad): active, new or confirmed (the list's Active tab) */
  load: (range: { from: string; to: string }) => ({
    statuses: [...STATUS_GROUPS.active],
    date_gte: range.from,
    date_lte: range.to,
  }),
};

/** Orders and revenue (completed and cancelled with payment, as in analytics) of each of the last 30 days. */
export function dailySeries(orders: readonly DashboardOrder[], today: string, days = RECENT_DAYS) {
  const rows = new Map(
    eachDay(recentRange(today, days)).map((date) => [date, { date, orders: 0, revenue: 0 }]),
  );
  for (const order of orders) {
    const row = order.date ? rows.get(order.date) : undefined;
    if (!row || !counted(order)) continue;
    row.orders += 1;
    if (countsAsRevenue(order.status)) row.revenue += order.price;
  }
  return [...rows.values()];
}

/** Orders of the last 30 days per service type, most ordered first (an order of two types counts in both). */
export function ordersByServiceType(orders: readonly DashboardOrder[], today: string, days = RECENT_DAYS) {
  const { from } = recentRange(today, days);
  const counts = new Map<number, number>();
  for (const order of orders) {
    if (!counted(order) || !order.date || order.date < from || order.date > today) continue;
    for (const type of new Set(order.serviceTypes.map((t) => t.idServiceType)))
      counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return [...counts]
    .map(([idServiceType, count]) => ({ idServiceType, orders: count }))
    .sort((a, b) => b.orders - a.orders || a.idServiceType - b.idServiceType);
}

export type { LoadRow };

/**
 * The next days' load, today first: orders and the partners they need against the partners available, given
 * their days off. A partner off for a few hours still counts as available (they take orders around it) and is
 * shown apart, so a tight day is visible before it is booked.
 */
export function upcomingLoad(
  orders: readonly DashboardOrder[],
  partners: readonly DashboardPartner[],
  daysOff: readonly PartnerDayOff[],
  today: string,
  days = LOAD_DAYS,
): LoadRow[] {
  const active = new Set(partners.filter((p) => p.status === PARTNER_STATUS.registered).map((p) => p.id));
  const rows = new Map(
    eachDay({ from: today, to: addDays(today, days - 1) }).map((date) => [
      date,
      { date, orders: 0, partnersNeeded: 0, partnersAvailable: active.size, partnersPartlyOff: 0 },
    ]),
  );
  for (const order of orders) {
    const row = order.date ? rows.get(order.date) : undefined;
    if (!row || !isStillToDo(order)) continue;
    row.orders += 1;
    for (const type of order.serviceTypes)
      row.partnersNeeded += type.numberOfPartners ?? Math.max(1, type.partners.length);
  }
  // A partner with two entries on one day (a whole day and a period) counts once, as off.
  const off = new Map<string, Map<number, boolean>>();
  for (const dayOff of daysOff) {
    if (!rows.has(dayOff.date) || !active.has(dayOff.partnerId)) continue;
    const ofDay = off.get(dayOff.date) ?? new Map<number, boolean>();
    ofDay.set(dayOff.partnerId, (ofDay.get(dayOff.partnerId) ?? false) || dayOff.wholeDay);
    off.set(dayOff.date, ofDay);
  }
  for (const [date, ofDay] of off) {
    const row = rows.get(date)!;
    for (const wholeDay of ofDay.values()) {
      if (wholeDay) row.partnersAvailable -= 1;
      else row.partnersPartlyOff += 1;
    }
  }
  return [...rows.values()];
}

/** Everything the dashboard shows, in one answer. */
export function dashboardSummary(
  orders: readonly DashboardOrder[],
  partners: readonly DashboardPartner[],
  daysOff: readonly PartnerDayOff[],
  today: string,
) {
  let ordersToday = 0;
  let newOrders = 0;
  let unpaidOrders = 0;
  let lowRatingOrders = 0;
  const { from } = recentRange(today);
  for (const order of orders) {
    if (isToday(order, today)) ordersToday += 1;
    if (isNew(order)) newOrders += 1;
    if (isUnpaid(order)) unpaidOrders += 1;
    if (isLowRatedRecently(order, today, from)) lowRatingOrders += 1;
  }
  return {
    ordersToday,
    newOrders,
    unpaidOrders,
    lowRatingOrders,
    daily: dailySeries(orders, today),
    byServiceType: ordersByServiceType(orders, today),
    load: upcomingLoad(orders, partners, daysOff, today),
  };
}
