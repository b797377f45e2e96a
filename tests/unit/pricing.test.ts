import { describe, it, expect } from 'vitest';
import { amountToPay } from '../../src/domain/amountToPay';
import { PERIODICITY, bestPromocode } from '../../src/domain/discounts';
import { lineOf, splitMinutes, type PricedService } from '../../src/domain/priceLines';
import { calculatePrice, type PriceInput, type PriceResult } from '../../src/domain/pricing';

// Location settings used by every case unless a case overrides them.
const SETTINGS: PriceInput['settings'] = {
  privateHouseCoefficient: 1.2,
  onceMonthDiscount: 5,
  twiceMonthDiscount: 10,
  onceWeekDiscount: 15,
  vatPercentage: 21,
};

/** A non-base service, type 1, x1, 100.00 (10000 minor), 60 min, unless overridden. */
function svc(id: number, over: Partial<PricedService> = {}): PricedService {
  return { id, idServiceType: 1, quantity: 1, price: 10000, time: 60, base: false, ...over };
}

function order(over: Partial<PriceInput> = {}): PriceInput {
  return {
    services: [],
    privateHouse: false,
    periodicity: PERIODICITY.NONE,
    addressPrice: 0,
    needVatInvoice: false,
    settings: SETTINGS,
    ...over,
  };
}

function res(
  fullPrice: number,
  price: number,
  discount: number,
  discountType: PriceResult['discountType'],
  [fullMinutes, hours, minutes]: [number, number, number],
): PriceResult {
  return { fullPrice, price, discount, discountType, cleaningTime: { fullMinutes, hours, minutes } };
}

// Services of the worked example.
const A = svc(1, { base: true, price: 10000, time: 120 });
const B = svc(2, { price: 2500, time: 15, quantity: 4 });

// Three services over two service types, for the promocode one-type rule.
const T1a = svc(1, { idServiceType: 1, price: 10000, time: 60 });
const T2 = svc(2, { idServiceType: 2, price: 4000, time: 30 });
const T1b = svc(3, { idServiceType: 1, price: 2000, time: 15 });

interface Case {
  name: string;
  input: PriceInput;
  expected: PriceResult;
}

const cases: Case[] = [
  // --- worked example -------------------------------------------------------
  {
    name: 'worked example: 12000 + 10000, weekly 15 % beats promo 10 % and date 5 %',
    input: order({
      services: [A, B],
      privateHouse: true,
      periodicity: PERIODICITY.ONCE_A_WEEK,
      promocode: { type: 'percent', value: 10, services: [] },
      dateDiscount: { type: 'percent', value: 5 },
    }),
    expected: res(22000, 18700, 3300, 'periodicity', [204, 3, 24]),
  },

  // --- zero / empty inputs ----------------------------------------------------
  { name: 'empty order', input: order(), expected: res(0, 0, 0, 'none', [0, 0, 0]) },
  {
    name: 'empty order still pays the address price',
    input: order({ addressPrice: 500 }),
    expected: res(500, 500, 0, 'none', [0, 0, 0]),
  },
  {
    name: 'empty order with address price and VAT: 1000 * 1.21',
    input: order({ addressPrice: 1000, needVatInvoice: true }),
    expected: res(1210, 1210, 0, 'none', [0, 0, 0]),
  },
  {
    name: 'quantity 0 contributes nothing',
    input: order({ services: [svc(1, { quantity: 0 }), svc(2, { price: 1000, time: 20 })] }),
    expected: res(1000, 1000, 0, 'none', [20, 0, 20]),
  },
  {
    name: 'negative quantity contributes nothing',
    input: order({ services: [svc(1, { quantity: -2 }), svc(2, { price: 1000, time: 20 })] }),
    expected: res(1000, 1000, 0, 'none', [20, 0, 20]),
  },
  {
    name: 'fixPrice with quantity 0 contributes nothing',
    input: order({ services: [svc(1, { fixPrice: true, quantity: 0, price: 5000 })] }),
    expected: res(0, 0, 0, 'none', [0, 0, 0]),
  },
  {
    name: 'all discount candidates 0 -> none',
    input: order({
      services: [svc(1)],
      promocode: { type: 'percent', value: 0, services: [] },
      dateDiscount: { type: 'amount', value: 0 },
    }),
    expected: res(10000, 10000, 0, 'none', [60, 1, 0]),
  },

  // --- rule 1: lines ----------------------------------------------------------
  {
    name: 'quantity multiplies price and time: 1000 x3, 30 min x3',
    input: order({ services: [svc(1, { price: 1000, time: 30, quantity: 3 })] }),
    expected: res(3000, 3000, 0, 'none', [90, 1, 30]),
  },
  {
    name: 'base service outside a private house: no coefficient',
    input: order({ services: [A] }),
    expected: res(10000, 10000, 0, 'none', [120, 2, 0]),
  },
  {
    name: 'non-base service in a private house: no coefficient',
    input: order({ services: [B], privateHouse: true }),
    expected: res(10000, 10000, 0, 'none', [60, 1, 0]),
  },
  {
    name: 'base service in a private house: coefficient 1.2 on price and time',
    input: order({ services: [A], privateHouse: true }),
    expected: res(12000, 12000, 0, 'none', [144, 2, 24]),
  },
  {
    name: 'noise: 50 min x 1.1 = 55.00000000000001 must ceil to 55, not 56',
    input: order({
      services: [svc(1, { base: true, price: 1000, time: 50 })],
      privateHouse: true,
      settings: { ...SETTINGS, privateHouseCoefficient: 1.1 },
    }),
    expected: res(1100, 1100, 0, 'none', [55, 0, 55]),
  },
  {
    name: 'noise: 50 x 1.15 = 57.49999999999999 is really 57.5, rounds half up to 58',
    input: order({
      services: [svc(1, { base: true, price: 50, time: 10 })],
      privateHouse: true,
      settings: { ...SETTINGS, privateHouseCoefficient: 1.15 },
    }),
    expected: res(58, 58, 0, 'none', [12, 0, 12]),
  },
  {
    name: 'noise accumulated over two lines: 55 + 55 min = 110',
    input: order({
      services: [
        svc(1, { base: true, price: 1000, time: 50 }),
        svc(2, { base: true, price: 1000, time: 50 }),
      ],
      privateHouse: true,
      settings: { ...SETTINGS, privateHouseCoefficient: 1.1 },
    }),
    expected: res(2200, 2200, 0, 'none', [110, 1, 50]),
  },
  {
    name: 'each line rounded before summing: 416.25 + 416.25 -> 416 + 416 = 832 (not 833)',
    input: order({
      services: [svc(1, { base: true, price: 333, time: 10 }), svc(2, { base: true, price: 333, time: 10 })],
      privateHouse: true,
      settings: { ...SETTINGS, privateHouseCoefficient: 1.25 },
    }),
    expected: res(832, 832, 0, 'none', [25, 0, 25]),
  },
  {
    name: 'fractional total time is ceiled: 10 min x 1.25 = 12.5 -> 13',
    input: order({
      services: [svc(1, { base: true, price: 1000, time: 10 })],
      privateHouse: true,
      settings: { ...SETTINGS, privateHouseCoefficient: 1.25 },
    }),
    expected: res(1250, 1250, 0, 'none', [13, 0, 13]),
  },
  {
    name: 'fixPrice: price ignores quantity and coefficient, time does not (10 x3 x1.2 = 36)',
    input: order({
      services: [svc(1, { base: true, fixPrice: true, price: 5000, time: 10, quantity: 3 })],
      privateHouse: true,
    }),
    expected: res(5000, 5000, 0, 'none', [36, 0, 36]),
  },
  {
    name: 'fixPrice line takes part in discounts with its flat price: 5 % of 6000',
    input: order({
      services: [
        svc(1, { fixPrice: true, price: 5000, time: 30, quantity: 2 }),
        svc(2, { price: 1000, time: 10 }),
      ],
      periodicity: PERIODICITY.ONCE_A_MONTH,
    }),
    expected: res(6000, 5700, 300, 'periodicity', [70, 1, 10]),
  },

  // --- rule 3: periodicity ----------------------------------------------------
  {
    name: 'periodicity once a month: 5 %',
    input: order({ services: [svc(1)], periodicity: PERIODICITY.ONCE_A_MONTH }),
    expected: res(10000, 9500, 500, 'periodicity', [60, 1, 0]),
  },
  {
    name: 'periodicity twice a month: 10 %',
    input: order({ services: [svc(1)], periodicity: PERIODICITY.TWICE_A_MONTH }),
    expected: res(10000, 9000, 1000, 'periodicity', [60, 1, 0]),
  },
  {
    name: 'periodicity once a week: 15 %',
    input: order({ services: [svc(1)], periodicity: PERIODICITY.ONCE_A_WEEK }),
    expected: res(10000, 8500, 1500, 'periodicity', [60, 1, 0]),
  },
  {
    name: 'periodicity none: no discount even though settings have percents',
    input: order({ services: [svc(1)], periodicity: PERIODICITY.NONE }),
    expected: res(10000, 10000, 0, 'none', [60, 1, 0]),
  },
  {
    name: 'periodicity flag false excludes the line: 15 % of 5000 only',
    input: order({
      services: [svc(1, { periodicity: false }), svc(2, { price: 5000, time: 30 })],
      periodicity: PERIODICITY.ONCE_A_WEEK,
    }),
    expected: res(15000, 14250, 750, 'periodicity', [90, 1, 30]),
  },
  {
    name: 'periodicity discount rounded: 15 % of 3333 = 499.95 -> 500',
    input: order({ services: [svc(1, { price: 3333 })], periodicity: PERIODICITY.ONCE_A_WEEK }),
    expected: res(3333, 2833, 500, 'periodicity', [60, 1, 0]),
  },
  {
    name: 'discount flag false does not exclude the line from periodicity: 15 % of 14000',
    input: order({
      services: [svc(1, { discount: false }), svc(2, { price: 4000, time: 30 })],
      periodicity: PERIODICITY.ONCE_A_WEEK,
    }),
    expected: res(14000, 11900, 2100, 'periodicity', [90, 1, 30]),
  },

  // --- rule 3: date -------------------------------------------------------------
  {
    name: 'date percent: 5 % of 10000',
    input: order({ services: [svc(1)], dateDiscount: { type: 'percent', value: 5 } }),
    expected: res(10000, 9500, 500, 'date', [60, 1, 0]),
  },
  {
    name: 'date amount is in major units: 12.5 -> 1250',
    input: order({ services: [svc(1)], dateDiscount: { type: 'amount', value: 12.5 } }),
    expected: res(10000, 8750, 1250, 'date', [60, 1, 0]),
  },
  {
    name: 'date amount capped by the lines (200.00 > 100.00); address still paid',
    input: order({ services: [svc(1)], dateDiscount: { type: 'amount', value: 200 }, addressPrice: 300 }),
    expected: res(10300, 300, 10000, 'date', [60, 1, 0]),
  },
  {
    name: 'date percent skips discount:false lines: 10 % of 4000',
    input: order({
      services: [svc(1, { discount: false }), svc(2, { price: 4000, time: 30 })],
      dateDiscount: { type: 'percent', value: 10 },
    }),
    expected: res(14000, 13600, 400, 'date', [90, 1, 30]),
  },
  {
    name: 'date amount capped by discountable lines only: 5000 -> 4000',
    input: order({
      services: [svc(1, { discount: false }), svc(2, { price: 4000, time: 30 })],
      dateDiscount: { type: 'amount', value: 50 },
    }),
    expected: res(14000, 10000, 4000, 'date', [90, 1, 30]),
  },
  {
    name: 'periodicity flag false does not exclude the line from the date discount: 10 % of 14000',
    input: order({
      services: [svc(1, { periodicity: false }), svc(2, { price: 4000, time: 30 })],
      dateDiscount: { type: 'percent', value: 10 },
    }),
    expected: res(14000, 12600, 1400, 'date', [90, 1, 30]),
  },

  // --- rule 3: promocode ------------------------------------------------------
  {
    name: 'promocode percent, no listed services: 10 % of all',
    input: order({ services: [svc(1)], promocode: { type: 'percent', value: 10, services: [] } }),
    expected: res(10000, 9000, 1000, 'promocode', [60, 1, 0]),
  },
  {
    name: 'promocode percent, no listed services, skips discount:false lines: 10 % of 4000',
    input: order({
      services: [svc(1, { discount: false }), svc(2, { price: 4000, time: 30 })],
      promocode: { type: 'percent', value: 10, services: [] },
    }),
    expected: res(14000, 13600, 400, 'promocode', [90, 1, 30]),
  },
  {
    name: 'promocode percent with listed services: 10 % of service 2 only',
    input: order({
      services: [svc(1), svc(2, { price: 4000, time: 30 })],
      promocode: { type: 'percent', value: 10, services: [2] },
    }),
    expected: res(14000, 13600, 400, 'promocode', [90, 1, 30]),
  },
  {
    name: 'promocode amount, no listed services: 25.00 -> 2500',
    input: order({ services: [svc(1)], promocode: { type: 'amount', value: 25, services: [] } }),
    expected: res(10000, 7500, 2500, 'promocode', [60, 1, 0]),
  },
  {
    name: 'promocode amount, none listed, capped by discountable lines: 10000 -> 4000',
    input: order({
      services: [svc(1, { discount: false }), svc(2, { price: 4000, time: 30 })],
      promocode: { type: 'amount', value: 100, services: [] },
    }),
    expected: res(14000, 10000, 4000, 'promocode', [90, 1, 30]),
  },
  {
    name: 'promocode amount capped by its listed services: 6000 -> 4000',
    input: order({
      services: [svc(1), svc(2, { price: 4000, time: 30 })],
      promocode: { type: 'amount', value: 60, services: [2] },
    }),
    expected: res(14000, 10000, 4000, 'promocode', [90, 1, 30]),
  },
  {
    name: 'promocode listing a discount:false service still applies to it',
    input: order({
      services: [svc(1), svc(2, { price: 4000, time: 30, discount: false })],
      promocode: { type: 'percent', value: 10, services: [2] },
    }),
    expected: res(14000, 13600, 400, 'promocode', [90, 1, 30]),
  },
  {
    name: 'promocode percent above 100 capped by its lines',
    input: order({ services: [svc(1)], promocode: { type: 'percent', value: 150, services: [] } }),
    expected: res(10000, 0, 10000, 'promocode', [60, 1, 0]),
  },
  {
    name: 'promocode one type: first listed (id 2, type 2) -> 20 % of 4000',
    input: order({
      services: [T1a, T2, T1b],
      promocode: { type: 'percent', value: 20, services: [2, 1, 3] },
    }),
    expected: res(16000, 15200, 800, 'promocode', [105, 1, 45]),
  },
  {
    name: 'promocode one type: first listed (id 1, type 1) -> 20 % of 10000 + 2000',
    input: order({
      services: [T1a, T2, T1b],
      promocode: { type: 'percent', value: 20, services: [1, 2, 3] },
    }),
    expected: res(16000, 13600, 2400, 'promocode', [105, 1, 45]),
  },
  {
    name: 'promocode one type: first listed absent, next present (id 3, type 1) decides; id 1 unlisted',
    input: order({
      services: [T1a, T2, T1b],
      promocode: { type: 'percent', value: 20, services: [99, 3, 2] },
    }),
    expected: res(16000, 15600, 400, 'promocode', [105, 1, 45]),
  },
  {
    name: 'promocode one type: a listed line with quantity 0 is not present',
    input: order({
      services: [{ ...T1a, quantity: 0 }, T2, T1b],
      promocode: { type: 'percent', value: 20, services: [1, 2, 3] },
    }),
    expected: res(6000, 5200, 800, 'promocode', [45, 0, 45]),
  },
  {
    name: 'promocode one type: amount capped by the chosen type only (type 2: 4000)',
    input: order({ services: [T1a, T2, T1b], promocode: { type: 'amount', value: 100, services: [2, 1] } }),
    expected: res(16000, 12000, 4000, 'promocode', [105, 1, 45]),
  },
  {
    name: 'promocode whose listed services are not in the order gives nothing',
    input: order({ services: [svc(1)], promocode: { type: 'percent', value: 20, services: [99] } }),
    expected: res(10000, 10000, 0, 'none', [60, 1, 0]),
  },

  // --- rule 3: only the largest applies, tie-break --------------------------
  {
    name: 'tie promocode 15 % vs periodicity 15 % -> promocode',
    input: order({
      services: [svc(1)],
      periodicity: PERIODICITY.ONCE_A_WEEK,
      promocode: { type: 'percent', value: 15, services: [] },
    }),
    expected: res(10000, 8500, 1500, 'promocode', [60, 1, 0]),
  },
  {
    name: 'tie periodicity 15 % vs promocode amount 15.00 -> promocode',
    input: order({
      services: [svc(1)],
      periodicity: PERIODICITY.ONCE_A_WEEK,
      promocode: { type: 'amount', value: 15, services: [] },
    }),
    expected: res(10000, 8500, 1500, 'promocode', [60, 1, 0]),
  },
  {
    name: 'tie periodicity 15 % vs date 15 % -> periodicity',
    input: order({
      services: [svc(1)],
      periodicity: PERIODICITY.ONCE_A_WEEK,
      dateDiscount: { type: 'percent', value: 15 },
    }),
    expected: res(10000, 8500, 1500, 'periodicity', [60, 1, 0]),
  },
  {
    name: 'tie date amount 15.00 vs periodicity 15 % -> periodicity',
    input: order({
      services: [svc(1)],
      periodicity: PERIODICITY.ONCE_A_WEEK,
      dateDiscount: { type: 'amount', value: 15 },
    }),
    expected: res(10000, 8500, 1500, 'periodicity', [60, 1, 0]),
  },
  {
    name: 'tie date 15 % vs promocode amount 15.00 -> promocode',
    input: order({
      services: [svc(1)],
      dateDiscount: { type: 'percent', value: 15 },
      promocode: { type: 'amount', value: 15, services: [] },
    }),
    expected: res(10000, 8500, 1500, 'promocode', [60, 1, 0]),
  },
  {
    name: 'three-way tie at 1500 -> promocode',
    input: order({
      services: [svc(1)],
      periodicity: PERIODICITY.ONCE_A_WEEK,
      dateDiscount: { type: 'amount', value: 15 },
      promocode: { type: 'percent', value: 15, services: [] },
    }),
    expected: res(10000, 8500, 1500, 'promocode', [60, 1, 0]),
  },
  {
    name: 'date strictly largest (20 %) beats periodicity 15 % and promocode 10 %',
    input: order({
      services: [svc(1)],
      periodicity: PERIODICITY.ONCE_A_WEEK,
      dateDiscount: { type: 'percent', value: 20 },
      promocode: { type: 'percent', value: 10, services: [] },
    }),
    expected: res(10000, 8000, 2000, 'date', [60, 1, 0]),
  },
  {
    name: 'periodicity 5 % beats a promocode that applies to nothing',
    input: order({
      services: [svc(1)],
      periodicity: PERIODICITY.ONCE_A_MONTH,
      promocode: { type: 'percent', value: 50, services: [99] },
    }),
    expected: res(10000, 9500, 500, 'periodicity', [60, 1, 0]),
  },

  // --- rules 4 and 5: address price and VAT ------------------------------------
  {
    name: 'address price added to both prices and never discounted',
    input: order({ services: [svc(1)], periodicity: PERIODICITY.ONCE_A_WEEK, addressPrice: 700 }),
    expected: res(10700, 9200, 1500, 'periodicity', [60, 1, 0]),
  },
  {
    name: 'VAT 21 % added to both prices',
    input: order({ services: [svc(1)], needVatInvoice: true }),
    expected: res(12100, 12100, 0, 'none', [60, 1, 0]),
  },
  {
    name: 'VAT after address price: 11000 * 1.21 and (10000 - 1500 + 1000) * 1.21',
    input: order({
      services: [svc(1)],
      periodicity: PERIODICITY.ONCE_A_WEEK,
      addressPrice: 1000,
      needVatInvoice: true,
    }),
    expected: res(13310, 11495, 1500, 'periodicity', [60, 1, 0]),
  },
  {
    name: 'VAT rounding: 250 * 1.21 = 302.5 -> 303; (250 - 38) * 1.21 = 256.52 -> 257',
    input: order({
      services: [svc(1, { price: 250 })],
      periodicity: PERIODICITY.ONCE_A_WEEK,
      needVatInvoice: true,
    }),
    expected: res(303, 257, 38, 'periodicity', [60, 1, 0]),
  },
  {
    name: 'needVatInvoice false ignores vatPercentage',
    input: order({ services: [svc(1)], needVatInvoice: false, settings: { ...SETTINGS, vatPercentage: 50 } }),
    expected: res(10000, 10000, 0, 'none', [60, 1, 0]),
  },
];

describe('calculatePrice', () => {
  it('has a table of at least 30 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases)('$name', ({ input, expected }) => {
    expect(calculatePrice(input)).toEqual(expected);
  });

  it('does not mutate its input', () => {
    const input = order({
      services: [A, B],
      privateHouse: true,
      promocode: { type: 'percent', value: 10, services: [2, 1] },
    });
    const snapshot = JSON.parse(JSON.stringify(input)) as PriceInput;
    calculatePrice(input);
    expect(input).toEqual(snapshot);
  });
});

describe('lineOf', () => {
  it.each<[string, PricedService, boolean, { price: number; time: number }]>([
    ['plain line', svc(1, { price: 2500, time: 15, quantity: 4 }), false, { price: 10000, time: 60 }],
    [
      'base line in a private house',
      svc(1, { base: true, price: 10000, time: 120 }),
      true,
      { price: 12000, time: 144 },
    ],
    [
      'fixPrice base line in a private house',
      svc(1, { base: true, fixPrice: true, price: 5000, time: 10, quantity: 3 }),
      true,
      { price: 5000, time: 36 },
    ],
    ['quantity 0', svc(1, { quantity: 0 }), true, { price: 0, time: 0 }],
  ])('%s', (_name, service, privateHouse, expected) => {
    expect(lineOf(service, { privateHouse, settings: SETTINGS })).toEqual(expected);
  });
});

describe('splitMinutes', () => {
  it.each<[number, { fullMinutes: number; hours: number; minutes: number }]>([
    [0, { fullMinutes: 0, hours: 0, minutes: 0 }],
    [59, { fullMinutes: 59, hours: 0, minutes: 59 }],
    [60, { fullMinutes: 60, hours: 1, minutes: 0 }],
    [204, { fullMinutes: 204, hours: 3, minutes: 24 }],
    [12.5, { fullMinutes: 13, hours: 0, minutes: 13 }],
    [55.00000000000001, { fullMinutes: 55, hours: 0, minutes: 55 }],
  ])('%s min', (min, expected) => {
    expect(splitMinutes(min)).toEqual(expected);
  });
});

describe('PERIODICITY', () => {
  it('maps the API codes', () => {
    expect(PERIODICITY).toEqual({ NONE: 0, ONCE_A_MONTH: 1, TWICE_A_MONTH: 2, ONCE_A_WEEK: 3 });
  });
});

describe('bestPromocode: several codes entered, only the best applies', () => {
  const base = order({ services: [T1a, T2, T1b] });
  const table: {
    name: string;
    codes: NonNullable<PriceInput['promocode']>[];
    expected: { index: number; amount: number; serviceType: number | null };
  }[] = [
    { name: 'no code', codes: [], expected: { index: -1, amount: 0, serviceType: null } },
    {
      name: '20 % of the type-1 lines (2400) beats 10 % of all (1600)',
      codes: [
        { type: 'percent', value: 10, services: [] },
        { type: 'percent', value: 20, services: [1, 3] },
      ],
      expected: { index: 1, amount: 2400, serviceType: 1 },
    },
    {
      name: 'amount capped by its services: 100.00 on service 2 gives 4000, beats 5 % of all (800)',
      codes: [
        { type: 'percent', value: 5, services: [] },
        { type: 'amount', value: 100, services: [2] },
      ],
      expected: { index: 1, amount: 4000, serviceType: 2 },
    },
    {
      name: 'a tie keeps the code entered first',
      codes: [
        { type: 'amount', value: 10, services: [] },
        { type: 'amount', value: 10, services: [2] },
      ],
      expected: { index: 0, amount: 1000, serviceType: null },
    },
    {
      name: 'a code whose services are not in the order applies to nothing',
      codes: [{ type: 'percent', value: 50, services: [99] }],
      expected: { index: -1, amount: 0, serviceType: null },
    },
  ];
  it.each(table)('$name', ({ codes, expected }) => {
    expect(bestPromocode(base, codes)).toEqual(expected);
  });

  it('the chosen code gives calculatePrice the same discount', () => {
    const codes: NonNullable<PriceInput['promocode']>[] = [
      { type: 'percent', value: 10, services: [] },
      { type: 'percent', value: 20, services: [1, 3] },
    ];
    const best = bestPromocode(base, codes);
    expect(calculatePrice({ ...base, promocode: codes[best.index] }).discount).toBe(best.amount);
  });
});

// Issue 30: an order of 96.00 paid 30.00 by certificate still showed (and charged) 96.00.
describe('amountToPay: the price less what a gift certificate covered', () => {
  it.each([
    [9600, 3000, 6600],
    [9600, undefined, 9600],
    [9600, null, 9600],
    [9600, 0, 9600],
    [9600, 9600, 0],
    [9600, 12000, 0],
    [0, 3000, 0],
    [9600, -100, 9600],
  ])('price %i, certificate %s -> %i', (price, used, expected) => {
    expect(amountToPay(price, used)).toBe(expected);
  });
});
