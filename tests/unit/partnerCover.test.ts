import { describe, expect, it } from 'vitest';
import { ordersToCover, replacedPartners } from '../../src/domain/partnerCover';

const order = (id: number, date: string, status = 1, partners = [7]) => ({
  id,
  status,
  date,
  serviceTypes: [
    { idServiceType: 1, partners },
    { idServiceType: 2, partners: [8] },
  ],
});

describe('ordersToCover', () => {
  it('takes the open orders of the period with the partner on them, by day', () => {
    const orders = [
      order(5, '2026-12-02'),
      order(1, '2026-12-01', 2),
      order(2, '2026-12-01', 3), // completed
      order(3, '2026-12-01', 4), // cancelled
      order(4, '2026-12-04'), // after the period
      order(6, '2026-12-01', 1, [9]), // another partner
      order(7, '2026-11-30'), // before
    ];
    expect(ordersToCover(orders, 7, '2026-12-01', '2026-12-03').map((hit) => hit.order.id)).toEqual([1, 5]);
    expect(ordersToCover(orders, 8, '2026-12-01', '2026-12-01').map((hit) => hit.idServiceType)).toEqual([
      2, 2,
    ]);
  });
});

describe('replacedPartners', () => {
  it("puts the cover in the absent partner's place, never twice", () => {
    expect(replacedPartners([3, 7, 9], 7, 4)).toEqual([3, 4, 9]);
    expect(replacedPartners([4, 7], 7, 4)).toEqual([4]);
  });
});
