import { describe, expect, it } from 'vitest';
import { addressPriceAt, pricedServices, validateOrder, type OrderDraft } from '../../src/domain/orderRules';

const valid: OrderDraft = {
  customerId: 1,
  address: { city: 'Warszawa', street: 'Hoża', house: '5', latitude: 52.2, longitude: 21 },
  services: [{ id: 1, idServiceType: 1, quantity: 2, price: 6000, time: 60, base: true }],
  date: '2026-06-01',
  time: { hour: 9, minute: 30, any: false, specify: false },
  needVatInvoice: false,
};

describe('validateOrder', () => {
  it.each<[string, Partial<OrderDraft>, Record<string, string>]>([
    ['a complete draft', {}, {}],
    ['no services', { services: [] }, { services: 'resources.orders.validation.services' }],
    [
      'only zero quantities',
      { services: [{ ...valid.services![0], quantity: 0 }] },
      { services: 'resources.orders.validation.services' },
    ],
    ['no date', { date: null }, { date: 'resources.orders.validation.date' }],
    ['no time', { time: { hour: 9, minute: null } }, { time: 'resources.orders.validation.time' }],
    ['any time is a time', { time: { any: true } }, {}],
    ['no customer', { customerId: null }, { customerId: 'resources.orders.validation.customer' }],
    [
      'no street',
      { address: { ...valid.address, street: ' ' } },
      { 'address.street': 'resources.orders.validation.address' },
    ],
    [
      'latitude out of range',
      { address: { ...valid.address, latitude: 95 } },
      { 'address.latitude': 'resources.orders.validation.address' },
    ],
    [
      'VAT invoice fields required only when needed',
      { needVatInvoice: true, invoice: { companyName: 'A', taxNumber: '1' } },
      {
        'invoice.postcode': 'app.validation.required',
        'invoice.address': 'app.validation.required',
        'invoice.city': 'app.validation.required',
      },
    ],
    ['invoice ignored when not needed', { needVatInvoice: false, invoice: {} }, {}],
  ])('%s', (_name, patch, expected) => {
    expect(validateOrder({ ...valid, ...patch })).toEqual(expected);
  });
});

describe('addressPriceAt', () => {
  const square = (lat: number, lng: number) => [
    { lat, lng },
    { lat: lat + 1, lng },
    { lat: lat + 1, lng: lng + 1 },
    { lat, lng: lng + 1 },
  ];
  const polygons = [
    { id: 1, price: 0, path: square(0, 0) },
    { id: 2, price: 1500, path: square(0, 1) },
  ];
  it.each([
    [0.5, 0.5, 0, 1],
    [0.5, 1.5, 1500, 2],
    [5, 5, 0, null],
    [null, 1, 0, null],
  ])('(%s, %s) -> %i in %s', (lat, lng, price, districtId) => {
    expect(addressPriceAt(lat, lng, polygons)).toEqual({ price, districtId });
  });
});

describe('pricedServices', () => {
  it('takes the catalogue flags and drops empty lines', () => {
    const catalogue = new Map([[1, { id: 1, discount: false, periodicity: true, fixPrice: true }]]);
    const lines = pricedServices(
      [
        { id: 1, idServiceType: 1, quantity: 1, price: 100, time: 10, base: true },
        { id: 2, idServiceType: 1, quantity: 0, price: 100, time: 10, base: false },
        { id: 3, idServiceType: 1, quantity: 2, price: 100, time: 10, base: false },
      ],
      catalogue,
    );
    expect(lines.map((line) => [line.id, line.discount, line.periodicity, line.fixPrice])).toEqual([
      [1, false, true, true],
      [3, true, true, false],
    ]);
  });
});
