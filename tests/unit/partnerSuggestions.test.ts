import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../src/domain/geo';
import {
  EXCLUSIONS,
  MAX_SUGGESTIONS,
  suggestPartners,
  type SuggestionCandidate,
  type SuggestionOrder,
} from '../../src/domain/partnerSuggestions';

const at = (hour: number, minute = 0) => ({ hour, minute, any: false, specify: false });
const DAY = '2026-11-25';
const CENTRE = { lat: 52.23, lng: 21.01 };

const order = (patch: Partial<SuggestionOrder> = {}): SuggestionOrder => ({
  id: 100,
  status: 1,
  date: DAY,
  time: at(10),
  cleaningTime: { fullMinutes: 120 }, // 10:00-12:00
  serviceTypes: [{ idServiceType: 1, partners: [] }],
  districtId: 2,
  point: CENTRE,
  ...patch,
});

let nextId = 1;
const partner = (patch: Partial<SuggestionCandidate> = {}): SuggestionCandidate => {
  const id = patch.id ?? nextId++;
  return {
    id,
    name: `Partner ${String(id).padStart(2, '0')}`,
    status: 1,
    serviceTypes: [1],
    districts: [2],
    rating: 4,
    rating30: 4,
    home: CENTRE,
    orders: [],
    daysOff: [],
    ...patch,
  };
};
const otherOrder = (id: number, hour: number, patch: Record<string, unknown> = {}) => ({
  id,
  status: 2,
  date: DAY,
  time: at(hour),
  cleaningTime: { fullMinutes: 60 },
  serviceTypes: [{ idServiceType: 1, partners: [] }],
  ...patch,
});

describe('suggestPartners: who is never suggested', () => {
  it.each([
    ['an inactive (archived) partner', partner({ id: 1, status: 3 }), EXCLUSIONS.inactive],
    ['a not activated partner', partner({ id: 1, status: 2 }), EXCLUSIONS.inactive],
    ['a partner without the service type', partner({ id: 1, serviceTypes: [2] }), EXCLUSIONS.serviceType],
    ['a partner outside the district', partner({ id: 1, districts: [1, 3] }), EXCLUSIONS.outsideDistrict],
    [
      'a partner off the whole day',
      partner({ id: 1, daysOff: [{ date: DAY, wholeDay: true, periods: [] }] }),
      EXCLUSIONS.dayOff,
    ],
    [
      'a partner off over the order time',
      partner({
        id: 1,
        daysOff: [{ date: DAY, wholeDay: false, periods: [{ from: '11:00', to: '13:00' }] }],
      }),
      EXCLUSIONS.periodOff,
    ],
    [
      'a partner double-booked at that time',
      partner({ id: 1, orders: [otherOrder(7, 11)] }),
      EXCLUSIONS.doubleBooked,
    ],
    [
      'a partner already on the order',
      partner({ id: 1 }),
      EXCLUSIONS.alreadyOn,
      order({ serviceTypes: [{ idServiceType: 1, partners: [1] }] }),
    ],
  ])('%s', (_, candidate, reason, forOrder = order()) => {
    const result = suggestPartners(forOrder, 1, [candidate]);
    expect(result.suggestions).toEqual([]);
    expect(result.excluded).toEqual([{ id: 1, reason }]);
  });

  it('keeps those whose day off, other orders or period off do not touch the order', () => {
    const candidates = [
      partner({ id: 1, daysOff: [{ date: '2026-11-26', wholeDay: true, periods: [] }] }),
      partner({
        id: 2,
        daysOff: [{ date: DAY, wholeDay: false, periods: [{ from: '12:00', to: '14:00' }] }],
      }),
      partner({ id: 3, orders: [otherOrder(7, 12), otherOrder(8, 9)] }),
      // a cancelled order does not keep the partner busy
      partner({ id: 4, orders: [otherOrder(9, 10, { status: 4 })] }),
    ];
    const result = suggestPartners(order(), 1, candidates);
    expect(result.excluded).toEqual([]);
    expect(result.suggestions.map((item) => item.id).sort()).toEqual([1, 2, 3, 4]);
  });

  it('an order with no known district does not exclude anyone by district', () => {
    const result = suggestPartners(order({ districtId: null }), 1, [partner({ id: 1, districts: [5] })]);
    expect(result.suggestions.map((item) => item.id)).toEqual([1]);
    expect(result.suggestions[0].reasons).not.toContainEqual({ code: 'district' });
  });

  it('an order for any time conflicts only with a whole day off', () => {
    const anyTime = order({ time: { hour: null, minute: null, any: true, specify: false } });
    const result = suggestPartners(anyTime, 1, [
      partner({ id: 1, orders: [otherOrder(7, 10)] }),
      partner({
        id: 2,
        daysOff: [{ date: DAY, wholeDay: false, periods: [{ from: '10:00', to: '11:00' }] }],
      }),
      partner({ id: 3, daysOff: [{ date: DAY, wholeDay: true, periods: [] }] }),
    ]);
    expect(result.suggestions.map((item) => item.id).sort()).toEqual([1, 2]);
    expect(result.excluded).toEqual([{ id: 3, reason: EXCLUSIONS.dayOff }]);
  });
});

describe('suggestPartners: the ranking', () => {
  it('gives at most five', () => {
    const candidates = Array.from({ length: 9 }, (_, index) => partner({ id: index + 1 }));
    expect(suggestPartners(order(), 1, candidates).suggestions).toHaveLength(MAX_SUGGESTIONS);
  });

  it('scores quality x 10, less 6 an order that day, less 1.5 a km (47, 39.5, 35, 33)', () => {
    const result = suggestPartners(order(), 1, [
      partner({ id: 1, rating: 4, rating30: 3 }),
      partner({ id: 2, rating: 4, rating30: 5 }),
      partner({ id: 3, rating: 4, rating30: 5, orders: [otherOrder(7, 15), otherOrder(8, 17)] }),
      partner({ id: 4, rating: 4, rating30: 5, home: { lat: 52.275, lng: 21.01 } }), // 5 km: 47 - 7.5
    ]);
    expect(result.suggestions.map((item) => item.id)).toEqual([2, 4, 3, 1]);
  });

  it('measures the distance from the previous order of the day, else from home', () => {
    const far = { lat: 52.4, lng: 21.01 };
    const result = suggestPartners(order(), 1, [
      partner({ id: 1, home: far, orders: [otherOrder(7, 8, { point: CENTRE })] }),
      partner({ id: 2, home: far }),
    ]);
    const [first, second] = result.suggestions;
    expect(first.id).toBe(1);
    expect(first.reasons).toContainEqual({ code: 'distance', km: 0, from: 'previousOrder' });
    expect(second.reasons).toContainEqual({
      code: 'distance',
      km: Math.round(distanceKm(far, CENTRE) * 10) / 10,
      from: 'home',
    });
  });

  it('gives every reason it ranked by', () => {
    const [only] = suggestPartners(order(), 1, [
      partner({ id: 1, rating: 4.56, rating30: 4.2, orders: [otherOrder(7, 14)] }),
    ]).suggestions;
    expect(only.reasons).toEqual([
      { code: 'serviceType' },
      { code: 'district' },
      { code: 'free' },
      { code: 'rating', value: 4.6 },
      { code: 'rating30', value: 4.2 },
      { code: 'load', count: 1 },
      { code: 'distance', km: 0, from: 'home' },
    ]);
  });

  it('a partner without ratings counts as 3.0 and says so', () => {
    const result = suggestPartners(order(), 1, [
      partner({ id: 1, rating: null, rating30: null }),
      partner({ id: 2, rating: 2, rating30: 2 }),
    ]);
    expect(result.suggestions.map((item) => item.id)).toEqual([1, 2]);
    expect(result.suggestions[0].reasons).toContainEqual({ code: 'noRating' });
  });

  it('an unknown distance costs as 5 km', () => {
    const fourKm = { lat: CENTRE.lat + 4 / 111.2, lng: CENTRE.lng };
    const sixKm = { lat: CENTRE.lat + 6 / 111.2, lng: CENTRE.lng };
    const result = suggestPartners(order(), 1, [
      partner({ id: 1, home: null }),
      partner({ id: 2, home: fourKm }),
      partner({ id: 3, home: sixKm }),
    ]);
    expect(result.suggestions.map((item) => item.id)).toEqual([2, 1, 3]);
  });

  it('breaks ties by name, then by id, whatever the input order', () => {
    const a = partner({ id: 5, name: 'Anna' });
    const b1 = partner({ id: 3, name: 'Beata' });
    const b2 = partner({ id: 2, name: 'Beata' });
    const ids = (list: SuggestionCandidate[]) =>
      suggestPartners(order(), 1, list).suggestions.map((item) => item.id);
    expect(ids([b1, a, b2])).toEqual([5, 2, 3]);
    expect(ids([b2, b1, a])).toEqual([5, 2, 3]);
    const [first, second] = suggestPartners(order(), 1, [a, b1]).suggestions;
    expect(first.score).toBe(second.score);
  });
});
