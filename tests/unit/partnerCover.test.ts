import { describe, expect, it } from 'vitest';
import { droppedAssignment, hitBy, ordersToCover, replacedPartners } from '../../src/domain/partnerCover';

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

describe('droppedAssignment', () => {
  const order = {
    id: 7,
    status: 1,
    date: '2026-12-01',
    serviceTypes: [
      { idServiceType: 1, partners: [10], numberOfPartners: 1 },
      { idServiceType: 2, partners: [11], numberOfPartners: 2 },
      { idServiceType: 3, partners: [], numberOfPartners: 1 },
    ],
  };

  it('from the waiting row: the first type short of partners that the partner does', () => {
    expect(droppedAssignment(order, null, { id: 20, serviceTypes: [3] })).toEqual({
      idServiceType: 3,
      partners: [20],
      numberOfPartners: 1,
    });
    expect(droppedAssignment(order, null, { id: 20, serviceTypes: [2, 3] })).toEqual({
      idServiceType: 2,
      partners: [11, 20],
      numberOfPartners: 2,
    });
  });

  it('from the waiting row, a partner doing no short type: the first short type (the assignment refuses it)', () => {
    expect(droppedAssignment(order, null, { id: 20, serviceTypes: [9] })?.idServiceType).toBe(2);
  });

  it("between partners: the newcomer takes the other's place on that partner's type", () => {
    expect(droppedAssignment(order, 11, { id: 20, serviceTypes: [2] })).toEqual({
      idServiceType: 2,
      partners: [20],
      numberOfPartners: 2,
    });
  });

  it('changes nothing on the same row, for a partner already on the type, or with no type short', () => {
    expect(droppedAssignment(order, 10, { id: 10, serviceTypes: [1] })).toBeNull();
    expect(droppedAssignment(order, 10, { id: 11, serviceTypes: [1] })).toEqual({
      idServiceType: 1,
      partners: [11],
      numberOfPartners: 1,
    });
    const full = { ...order, serviceTypes: [{ idServiceType: 1, partners: [10], numberOfPartners: 1 }] };
    expect(droppedAssignment(full, null, { id: 20, serviceTypes: [1] })).toBeNull();
    expect(
      droppedAssignment(
        { ...order, serviceTypes: [{ idServiceType: 1, partners: [10, 11], numberOfPartners: 2 }] },
        10,
        { id: 11, serviceTypes: [1] },
      ),
    ).toBeNull();
  });
});

describe('a day off of some hours', () => {
  const at = (id: number, hour: number | null, minutes = 120) => ({
    ...order(id, '2026-12-01'),
    time: hour === null ? { hour: null, minute: null, any: true, specify: false } : { hour, minute: 0 },
    cleaningTime: { fullMinutes: minutes },
  });
  const hours = { date: '2026-12-01', wholeDay: false, periods: [{ from: '12:00', to: '14:00' }] };

  it('hits the visits its hours overlap only; a whole day off hits them all', () => {
    expect(hitBy(at(1, 9), hours)).toBe(false); // 9:00-11:00
    expect(hitBy(at(2, 11), hours)).toBe(true); // 11:00-13:00
    expect(hitBy(at(3, 14), hours)).toBe(false); // starts as the period ends
    expect(hitBy(at(4, null), hours)).toBe(false); // any time: no hours yet
    expect(hitBy(at(5, 9), { ...hours, wholeDay: true, periods: [] })).toBe(true);
    expect(hitBy({ ...at(6, 12), date: '2026-12-02' }, hours)).toBe(false);
  });

  it("narrows the preview on the day off's own day only", () => {
    const orders = [at(1, 9), at(2, 11), { ...order(3, '2026-12-02'), time: { hour: 8, minute: 0 } }];
    expect(ordersToCover(orders, 7, '2026-12-01', '2026-12-02', hours).map((hit) => hit.order.id)).toEqual([
      2, 3,
    ]);
  });
});
