import type { AnalyticsOrder, PercentOf } from '../../src/domain/analytics';

/** Partner 1 keeps 50 %, partner 2 keeps 60 %, any other partner is unknown to the ledger. */
export const percentOf: PercentOf = (partnerId) => (partnerId === 1 ? 50 : partnerId === 2 ? 60 : null);

const order = (id: number, patch: Partial<AnalyticsOrder>): AnalyticsOrder => ({
  id,
  date: '2026-11-01',
  status: 1,
  paymentStatus: 0,
  price: 0,
  fullPrice: 0,
  customerId: id,
  channel: 'web',
  rate: null,
  services: [{ idServiceType: 1, price: 1000, quantity: 1 }],
  serviceTypes: [{ idServiceType: 1, partners: [] }],
  ...patch,
});

/**
 * November 2026 (orders 1-7), one October order (8) of the previous period, and orders outside both.
 * The figures each test expects are worked out by hand in analytics.test.ts.
 */
export const ORDERS: AnalyticsOrder[] = [
  order(1, {
    date: '2026-11-02',
    status: 3,
    paymentStatus: 1,
    price: 10000,
    fullPrice: 12000,
    customerId: 1,
    rate: 5,
    tips: 500,
    services: [{ idServiceType: 1, price: 10000, quantity: 1 }],
    serviceTypes: [{ idServiceType: 1, partners: [1] }],
  }),
  order(2, {
    date: '2026-11-05',
    status: 3,
    paymentStatus: 1,
    price: 20000,
    fullPrice: 20000,
    customerId: 2,
    channel: 'app',
    rate: 3,
    addressPrice: 1000,
    transport: 600,
    promocode: 'WELCOME10',
    discountType: 'promocode',
    discount: 2000,
    services: [{ idServiceType: 2, price: 20000, quantity: 1 }],
    serviceTypes: [{ idServiceType: 2, partners: [1, 2] }],
  }),
  order(3, {
    date: '2026-11-10',
    status: 5,
    paymentStatus: 1,
    price: 5000,
    fullPrice: 5000,
    customerId: 3,
    channel: 'phone',
  }),
  order(4, { date: '2026-11-12', status: 4, price: 8000, fullPrice: 9000, customerId: 1 }),
  order(5, {
    date: '2026-11-20',
    status: 2,
    price: 15000,
    fullPrice: 15000,
    customerId: 4,
    promocode: 'AUTUMN',
    discountType: 'periodicity',
    discount: 1500,
    services: [
      { idServiceType: 1, price: 10000, quantity: 1 },
      { idServiceType: 2, price: 5000, quantity: 1 },
    ],
    serviceTypes: [
      { idServiceType: 1, partners: [] },
      { idServiceType: 2, partners: [] },
    ],
  }),
  order(6, {
    date: '2026-11-25',
    status: 6,
    price: 7000,
    fullPrice: 7000,
    customerId: 5,
    channel: 'admin',
    rate: 1,
  }),
  order(7, {
    date: '2026-11-30',
    status: 1,
    price: 9000,
    fullPrice: 9000,
    customerId: 2,
    channel: 'app',
    serviceTypes: [{ idServiceType: 2, partners: [] }],
  }),
  order(8, {
    date: '2026-10-15',
    status: 3,
    paymentStatus: 1,
    price: 30000,
    fullPrice: 32000,
    customerId: 2,
    rate: 4,
    services: [{ idServiceType: 1, price: 30000, quantity: 1 }],
    serviceTypes: [{ idServiceType: 1, partners: [1] }],
  }),
  order(9, { date: '2026-12-03', status: 1, price: 4000, fullPrice: 4000, customerId: 6 }),
  // a deleted September order does not make customer 4 a returning one
  order(10, { date: '2026-09-01', status: 6, price: 4000, fullPrice: 4000, customerId: 4 }),
  order(11, { date: null, status: 1, customerId: 3 }),
];
