import { describe, expect, it } from 'vitest';
import {
  dashboardSummary,
  type DashboardOrder,
  type DashboardPartner,
  type PartnerDayOff,
} from '../../src/domain/dashboard';

const TODAY = '2026-11-23';
const order = (patch: Partial<DashboardOrder>): DashboardOrder => ({
  date: TODAY,
  status: 1,
  paymentStatus: 0,
  price: 0,
  rate: null,
  serviceTypes: [{ idServiceType: 1, partners: [] }],
  ...patch,
});

const ORDERS: DashboardOrder[] = [
  order({}), // a: today, new, unpaid
  order({ status: 6 }), // b: deleted, counts nowhere
  order({ date: '2026-11-20', status: 3, paymentStatus: 1, rate: 2, price: 10000 }), // c: low rating
  order({ date: '2026-10-25', status: 3, paymentStatus: 1, rate: 1, price: 5000 }), // d: 29 days ago, still in
  order({ date: '2026-10-24', status: 3, paymentStatus: 1, rate: 1, price: 7000 }), // e: 30 days ago, out
  order({
    date: '2026-11-24',
    status: 2,
    serviceTypes: [{ idServiceType: 1, partners: [1, 2], numberOfPartners: 2 }],
  }), // f: tomorrow, unpaid
  order({ date: '2026-11-25', status: 4 }), // g: cancelled: unpaid, but no load
  order({
    status: 2,
    paymentStatus: 1,
    serviceTypes: [
      { idServiceType: 1, partners: [] },
      { idServiceType: 2, partners: [3] },
    ],
  }), // h: today, two types
];
const PARTNERS: DashboardPartner[] = [
  { id: 1, status: 1 },
  { id: 2, status: 1 },
  { id: 3, status: 1 },
  { id: 4, status: 3 }, // archived: never available
];
const dayOff = (partnerId: number, date: string, wholeDay: boolean): PartnerDayOff => ({
  partnerId,
  date,
  wholeDay,
  periods: wholeDay ? [] : [{ from: '09:00', to: '12:00' }],
});
const DAYS_OFF = [
  dayOff(1, '2026-11-24', true),
  dayOff(2, '2026-11-24', false),
  dayOff(2, '2026-11-25', true),
  dayOff(3, '2026-11-26', true),
  dayOff(3, '2026-11-26', false), // the same partner twice on one day: off once
  dayOff(4, '2026-11-24', true), // archived partner
  dayOff(1, '2026-12-10', true), // beyond the next 7 days
];

describe('dashboardSummary on 23 November 2026', () => {
  const summary = dashboardSummary(ORDERS, PARTNERS, DAYS_OFF, TODAY);

  it.each([
    ['ordersToday', 2], // a, h
    ['newOrders', 1], // a
    ['unpaidOrders', 3], // a, f, g
    ['lowRatingOrders', 2], // c, d
  ] as const)('%s', (name, expected) => expect(summary[name]).toBe(expected));

  it('counts orders and revenue for each of the last 30 days', () => {
    expect(summary.daily).toHaveLength(30);
    expect(summary.daily[0]).toEqual({ date: '2026-10-25', orders: 1, revenue: 5000 });
    expect(summary.daily.find((row) => row.date === '2026-11-20')).toEqual({
      date: '2026-11-20',
      orders: 1,
      revenue: 10000,
    });
    expect(summary.daily[29]).toEqual({ date: TODAY, orders: 2, revenue: 0 });
    expect(summary.daily.reduce((sum, row) => sum + row.orders, 0)).toBe(4); // a, c, d, h
  });

  it('counts the last 30 days by service type, most ordered first', () => {
    expect(summary.byServiceType).toEqual([
      { idServiceType: 1, orders: 4 }, // a, c, d, h
      { idServiceType: 2, orders: 1 }, // h
    ]);
  });

  it('sets the next 7 days load against the partners available', () => {
    const row = (
      date: string,
      orders: number,
      partnersNeeded: number,
      partnersAvailable: number,
      partnersPartlyOff = 0,
    ) => ({
      date,
      orders,
      partnersNeeded,
      partnersAvailable,
      partnersPartlyOff,
    });
    expect(summary.load).toEqual([
      row('2026-11-23', 2, 3, 3), // a needs 1 (nobody assigned: at least one), h one per type
      row('2026-11-24', 1, 2, 2, 1), // partner 1 off all day, partner 2 for a few hours
      row('2026-11-25', 0, 0, 2), // g is cancelled; partner 2 off
      row('2026-11-26', 0, 0, 2),
      row('2026-11-27', 0, 0, 3),
      row('2026-11-28', 0, 0, 3),
      row('2026-11-29', 0, 0, 3),
    ]);
  });
});
