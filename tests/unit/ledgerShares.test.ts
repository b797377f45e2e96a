import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderShares, type SharedOrder } from '../../src/domain/ledger';

const everyone50 = () => 50;
const sumOfAmounts = (shares: ReturnType<typeof orderShares>) =>
  [...shares.values()].reduce((sum, share) => sum + share.amount, 0);

describe("orderShares: the partners' parts add up to the work price", () => {
  const order = (patch: Partial<SharedOrder>): SharedOrder => ({
    id: 1,
    date: '2026-11-01',
    price: 10000,
    services: [{ idServiceType: 1, price: 10000, quantity: 1 }],
    serviceTypes: [{ idServiceType: 1, partners: [1, 2, 3] }],
    ...patch,
  });

  it.each([
    // [name, order, {partnerId: amount}]
    ['three partners share 100.00 as 33.34 + 33.33 + 33.33', order({}), { 1: 3334, 2: 3333, 3: 3333 }],
    [
      'two types weighted 1:2 share 100.01',
      order({
        price: 10001,
        services: [
          { idServiceType: 1, price: 1000, quantity: 1 },
          { idServiceType: 2, price: 1000, quantity: 2 },
        ],
        serviceTypes: [
          { idServiceType: 1, partners: [1] },
          { idServiceType: 2, partners: [2] },
        ],
      }),
      { 1: 3334, 2: 6667 },
    ],
    [
      'a type the order does not list keeps its part unassigned',
      order({
        services: [
          { idServiceType: 1, price: 3000, quantity: 1 },
          { idServiceType: 2, price: 7000, quantity: 1 },
        ],
        serviceTypes: [{ idServiceType: 1, partners: [1] }],
      }),
      { 1: 3000 },
    ],
  ])('%s', (_name, input, expected) => {
    const shares = orderShares(input, everyone50);
    expect(Object.fromEntries([...shares].map(([id, share]) => [id, share.amount]))).toEqual(expected);
  });

  it('never misses the work price by a unit, whatever the prices and teams', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 4 })), {
          minLength: 1,
          maxLength: 4,
        }),
        (price, types) => {
          let nextPartner = 1;
          const input: SharedOrder = {
            id: 1,
            date: '2026-11-01',
            price,
            services: types.map(([linePrice], index) => ({
              idServiceType: index + 1,
              price: linePrice,
              quantity: 1,
            })),
            serviceTypes: types.map(([, team], index) => ({
              idServiceType: index + 1,
              partners: Array.from({ length: team }, () => nextPartner++),
            })),
          };
          expect(sumOfAmounts(orderShares(input, everyone50))).toBe(price);
        },
      ),
    );
  });

  it("splits tips and transport so they always sum to the order's, a partner in several types counted once", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 3,
        }),
        (tips, transport, teams) => {
          const input: SharedOrder = {
            id: 1,
            date: '2026-11-01',
            price: 10000,
            tips,
            transport,
            services: teams.map((_, index) => ({ idServiceType: index + 1, price: 1000, quantity: 1 })),
            serviceTypes: teams.map((partners, index) => ({ idServiceType: index + 1, partners })),
          };
          const shares = [...orderShares(input, everyone50).values()];
          expect(shares.reduce((sum, share) => sum + share.tips, 0)).toBe(tips);
          expect(shares.reduce((sum, share) => sum + share.transport, 0)).toBe(transport);
        },
      ),
    );
  });
});
