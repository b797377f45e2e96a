import { describe, expect, it } from 'vitest';
import {
  computeLedger,
  lastSettlementDate,
  openItems,
  orderShares,
  remunerationOf,
  settle,
  type LedgerAdjustment,
  type LedgerOrder,
} from '../../src/domain/ledger';

const order = (orderId: number, patch: Partial<LedgerOrder> = {}): LedgerOrder => ({
  orderId,
  date: `2026-11-${String(orderId).padStart(2, '0')}`,
  amount: 10000,
  percent: 50,
  cash: 0,
  tips: 0,
  transport: 0,
  ...patch,
});
const bonus = (id: number, amount: number, kind: LedgerAdjustment['kind'] = 'bonus'): LedgerAdjustment => ({
  id,
  date: '2026-11-15',
  kind,
  amount,
});

describe('computeLedger', () => {
  it.each([
    {
      name: 'card orders only: the platform owes the partner their share',
      orders: [order(1), order(2, { amount: 5000, percent: 60 })],
      adjustments: [],
      expected: {
        ordersAmount: 15000,
        remuneration: 8000,
        cashAmount: 0,
        balance: 8000,
        debtOfPlatform: 8000,
        debtOfPartner: 0,
        netting: 0,
        debtType: 'platform',
        earnedForPlatform: 7000,
      },
    },
    {
      name: 'the partner holds the cash of an order: the partner owes the platform',
      orders: [order(1, { cash: 12000 })],
      adjustments: [],
      expected: {
        remuneration: 5000,
        cashAmount: 12000,
        balance: -7000,
        debtOfPlatform: 0,
        debtOfPartner: 7000,
        netting: 5000,
        debtType: 'partner',
        debtAmount: 7000,
      },
    },
    {
      name: 'transport, tips, bonus and reduction count to the partner',
      orders: [order(1, { transport: 800, tips: 1000 })],
      adjustments: [bonus(1, 2000), bonus(2, 500, 'reduction')],
      expected: {
        earnedByPartner: 5000 + 800 + 1000 + 2000 - 500,
        bonusPayments: 2000,
        reductions: 500,
        transport: 800,
        tips: 1000,
        balance: 8300,
      },
    },
    {
      name: 'cash equal to what was earned nets to zero',
      orders: [order(1, { cash: 5000 })],
      adjustments: [],
      expected: {
        balance: 0,
        debtType: 'none',
        debtAmount: 0,
        netting: 5000,
        debtOfPlatform: 0,
        debtOfPartner: 0,
      },
    },
    {
      name: 'nothing open: zeros everywhere',
      orders: [],
      adjustments: [],
      expected: { ordersAmount: 0, balance: 0, netting: 0, numberOfOrders: 0, dateFrom: null, dateTo: null },
    },
  ])('$name', ({ orders, adjustments, expected }) => {
    expect(computeLedger(orders, adjustments)).toMatchObject(expected);
  });

  it('rounds each remuneration to a whole minor unit', () => {
    expect(remunerationOf({ amount: 3333, percent: 52 })).toBe(1733);
    expect(
      computeLedger([order(1, { amount: 3333, percent: 52 }), order(2, { amount: 3333, percent: 52 })])
        .remuneration,
    ).toBe(3466);
  });

  it('spans the dates of its orders and adjustments', () => {
    const totals = computeLedger([order(3), order(9)], [bonus(1, 100)]);
    expect(totals.dateFrom).toBe('2026-11-03');
    expect(totals.dateTo).toBe('2026-11-15');
    expect(totals.numberOfOrders).toBe(2);
  });
});

describe('settle and openItems', () => {
  it('closes every open item and leaves nothing open afterwards', () => {
    const orders = [order(1, { cash: 2000 }), order(2)];
    const adjustments = [bonus(7, 300)];
    const settlement = settle(orders, adjustments, '2026-11-20');
    expect(settlement).toMatchObject({
      date: '2026-11-20',
      orderIds: [1, 2],
      adjustmentIds: [7],
      balance: 10000 + 300 - 2000,
    });
    const open = openItems(orders, adjustments, [settlement]);
    expect(open.orders).toEqual([]);
    expect(open.adjustments).toEqual([]);
  });

  it('keeps an order completed after the settlement open', () => {
    const settlement = settle([order(1)], [], '2026-11-20');
    const open = openItems([order(1), order(2)], [], [settlement]);
    expect(open.orders.map((o) => o.orderId)).toEqual([2]);
  });

  it('reads a historical settlement without lists as covering everything up to its date', () => {
    const historical = { date: '2026-11-05', orderIds: [], adjustmentIds: [] };
    const open = openItems([order(3), order(5), order(6)], [bonus(1, 100)], [historical]);
    expect(open.orders.map((o) => o.orderId)).toEqual([6]);
    expect(open.adjustments).toHaveLength(1);
  });

  it('names the date of the last settlement', () => {
    expect(lastSettlementDate([])).toBeNull();
    expect(lastSettlementDate([{ date: '2026-10-01' }, { date: '2026-11-01' }, { date: '2026-09-01' }])).toBe(
      '2026-11-01',
    );
  });
});

describe('orderShares: one order split among its partners', () => {
  const base = {
    id: 9,
    date: '2026-11-01',
    price: 32000,
    addressPrice: 2000,
    services: [
      { idServiceType: 1, price: 10000, quantity: 2 },
      { idServiceType: 2, price: 10000, quantity: 1 },
    ],
    serviceTypes: [
      { idServiceType: 1, partners: [1, 2] },
      { idServiceType: 2, partners: [2] },
    ],
    tips: 1000,
    transport: 601,
  };
  const percentOf = (partnerId: number, type: number) => (partnerId === 99 ? null : type === 1 ? 50 : 60);

  it.each([
    // work price 30000: type 1 gets 2/3 (20000) shared by two, type 2 gets 10000
    [1, { amount: 10000, percent: 50, cash: 0, tips: 500, transport: 301 }],
    // 601 of transport between two partners: 301 + 300 (largest remainder), not 301 each
    [2, { amount: 20000, percent: 55, cash: 0, tips: 500, transport: 300 }],
  ])('partner %i', (partnerId, expected) => {
    expect(orderShares(base, percentOf).get(partnerId)).toMatchObject(expected);
  });

  it('gives the whole price as cash to the cash holder of a cash order', () => {
    const shares = orderShares({ ...base, paymentMethodId: 1, cashPartnerId: 2 }, percentOf);
    expect(shares.get(2)?.cash).toBe(32000);
    expect(shares.get(1)?.cash).toBe(0);
  });

  // Issue 30: the cash holder collects what is left to pay after a gift certificate, not the whole price.
  it('gives the cash holder only the amount to pay of an order paid partly by certificate', () => {
    const shares = orderShares(
      { ...base, paymentMethodId: 1, cashPartnerId: 2, certificateUsed: 3000 },
      percentOf,
    );
    expect(shares.get(2)?.cash).toBe(29000);
    expect(shares.get(2)?.amount).toBe(20000);
  });

  it('skips unknown partners and orders without partners or date', () => {
    expect(
      orderShares({ ...base, serviceTypes: [{ idServiceType: 1, partners: [99] }] }, percentOf).size,
    ).toBe(0);
    expect(orderShares({ ...base, serviceTypes: [] }, percentOf).size).toBe(0);
    expect(orderShares({ ...base, date: '' }, percentOf).size).toBe(0);
  });
});
