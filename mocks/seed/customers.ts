import type { Random } from '../random';
import { COMPANY_WORDS, FIRST_NAMES, LAST_NAMES, STREETS } from './people';

const CENTRES: Record<number, { lat: number; lng: number; city: string }> = {
  1: { lat: 52.2297, lng: 21.0122, city: 'Warszawa' },
  2: { lat: 52.52, lng: 13.405, city: 'Berlin' },
  3: { lat: 51.5072, lng: -0.1276, city: 'London' },
};
const PHONE_PREFIX: Record<number, string> = { 1: '+48', 2: '+49', 3: '+44' };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l');

export function postcodeFor(random: Random, location: number) {
  return location === 1
    ? `0${random.int(0, 4)}-${random.int(100, 999)}`
    : location === 2
      ? `10${random.int(100, 999)}`
      : `N${random.int(1, 9)} ${random.int(1, 9)}AB`;
}

/** A saved address near the location's centre (inside the 3x2 district grid). */
export function addressFor(random: Random, location: number, id: number) {
  const centre = CENTRES[location];
  return {
    id,
    latitude: Math.round((centre.lat - 0.055 + random.next() * 0.11) * 1e5) / 1e5,
    longitude: Math.round((centre.lng - 0.115 + random.next() * 0.23) * 1e5) / 1e5,
    city: centre.city,
    street: random.pick(STREETS),
    house: String(random.int(1, 150)),
    postcode: postcodeFor(random, location),
    apartment: random.chance(0.75) ? String(random.int(1, 120)) : undefined,
    entrance: random.chance(0.3) ? String(random.int(1, 4)) : undefined,
    floor: random.chance(0.5) ? String(random.int(0, 10)) : undefined,
    code: random.chance(0.2) ? String(random.int(1000, 9999)) : undefined,
  };
}

/**
 * Customers (about two thirds in location 1): name, phones, e-mail, saved addresses and legal entities.
 * Customer 1 is a well-known one for the tests: Joanna Testowa, +48500100200.
 */
export function seedCustomers(random: Random, count: number, today: Date) {
  const rows = [];
  let addressId = 1;
  let entityId = 1;
  for (let id = 1; id <= count; id++) {
    const location = id % 6 === 5 ? 2 : id % 6 === 0 ? 3 : 1;
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const addresses = Array.from({ length: random.int(1, 3) }, () =>
      addressFor(random, location, addressId++),
    );
    const legalEntities = random.chance(0.15)
      ? [
          {
            id: entityId++,
            companyName: `${random.pick(COMPANY_WORDS)} ${name.split(' ')[1]} sp. z o.o.`,
            taxNumber: String(random.int(1000000000, 9999999999)),
            postcode: addresses[0].postcode,
            address: `${addresses[0].street} ${addresses[0].house}`,
            city: addresses[0].city,
          },
        ]
      : [];
    rows.push({
      id,
      location,
      name,
      phone: `${PHONE_PREFIX[location]}${random.int(500000000, 799999999)}`,
      additionalPhone: random.chance(0.1)
        ? `${PHONE_PREFIX[location]}${random.int(500000000, 799999999)}`
        : undefined,
      email: `${plain(name).replace(' ', '.')}.${id}@example.com`,
      addresses,
      legalEntities,
      // Saved cards come with the customers' extras (customerExtras.ts): one place for them.
      cards: [],
      points: random.int(0, 500),
      registration: isoDay(new Date(today.getTime() - random.int(30, 1000) * 86400000)),
    });
  }
  Object.assign(rows[0], {
    location: 1,
    name: 'Joanna Testowa',
    phone: '+48500100200',
    email: 'joanna.testowa@example.com',
    addresses: [
      {
        ...rows[0].addresses[0],
        city: 'Warszawa',
        street: 'Marszałkowska',
        house: '10',
        postcode: '00-001',
        latitude: 52.25,
        longitude: 21.01,
      },
    ],
    legalEntities: [
      {
        id: entityId++,
        companyName: 'Testowa Consulting sp. z o.o.',
        taxNumber: '5250000001',
        postcode: '00-001',
        address: 'Marszałkowska 10',
        city: 'Warszawa',
      },
    ],
  });
  return rows;
}
