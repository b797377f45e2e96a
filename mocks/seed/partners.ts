import type { Random } from '../random';
import { COMPANY_WORDS, FIRST_NAMES, LAST_NAMES, STREETS } from './people';
import { PARTNER_STATUS } from '../../src/domain/statuses';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86400000);

/**
 * 300 partners (the cleaners) over the three locations: statuses 1 Registered, 2 Not activated, 3 Archived;
 * private persons and companies; districts (polygon ids 1-6 of their location) and service types (1-8).
 * Figures that depend on orders (rating, counts, balance, debt) are computed by the partners resource.
 */
export function seedPartners(random: Random, today: Date) {
  const rows = [];
  for (let id = 1; id <= 300; id++) {
    const name = random.pick(FIRST_NAMES);
    const surname = random.pick(LAST_NAMES);
    const company = random.chance(0.12);
    const location = id <= 200 ? 1 : id <= 260 ? 2 : 3;
    const registered = addDays(today, -random.int(20, 900));
    rows.push({
      id,
      location,
      status:
        id % 17 === 0
          ? PARTNER_STATUS.archived
          : id % 11 === 0
            ? PARTNER_STATUS.notActivated
            : PARTNER_STATUS.registered,
      isCompany: company,
      companyName: company ? `${random.pick(COMPANY_WORDS)} ${surname} sp. z o.o.` : undefined,
      name,
      surname,
      middleName: undefined as string | undefined,
      referralCode: `P${String(id).padStart(4, '0')}${name.slice(0, 2).toUpperCase()}`,
      dateOfBirth: isoDay(addDays(today, -random.int(20 * 365, 58 * 365))),
      documentNumber: `${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}${random.int(1000000, 9999999)}`,
      documentIssueDate: isoDay(addDays(today, -random.int(400, 3000))),
      documentValidDate: isoDay(addDays(today, random.int(100, 3000))),
      personalNumber: String(random.int(10000000000, 99999999999)),
      personalTaxNumber: String(random.int(1000000000, 9999999999)),
      address: {
        city: ['Warszawa', 'Berlin', 'London'][location - 1],
        street: random.pick(STREETS),
        house: String(random.int(1, 120)),
        apartment: random.chance(0.7) ? String(random.int(1, 80)) : undefined,
        postcode:
          location === 1
            ? `0${random.int(0, 4)}-${random.int(100, 999)}`
            : location === 2
              ? `10${random.int(100, 999)}`
              : `N${random.int(1, 9)} ${random.int(1, 9)}AB`,
        ...coordinates(id, location),
      },
      activePolygons: random.sample([1, 2, 3, 4, 5, 6], random.int(1, 4)).sort(),
      iban: `PL${random.int(10, 99)}1020${random.int(10000000, 99999999)}${random.int(10000000, 99999999)}${random.int(1000, 9999)}`,
      bic: 'BPKOPLPW',
      bankName: 'PKO Bank Polski',
      email: `${name}.${surname}.${id}@example.com`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/ł/g, 'l'),
      phone: `+48${random.int(500000000, 799999999)}`,
      tShirtSize: random.pick(['s', 'm', 'm', 'l', 'xl']),
      socialNetworks: random.chance(0.3) ? `https://instagram.com/${name.toLowerCase()}${id}` : undefined,
      serviceTypes: random.sample([1, 2, 3, 4, 5, 6, 7, 8], random.int(1, 4)).sort(),
      registrationDate: isoDay(registered),
      flags: {
        cashOrdersAvailable: random.chance(0.7),
        ordersEnabled: random.chance(0.9),
        weekendLimitEnabled: random.chance(0.4),
        showPhoto: random.chance(0.8),
        showOrders: random.chance(0.8),
        returnedItemsAfterDismissal: false,
        percentage: true,
        percentageAtClientChoice: random.chance(0.5),
      },
      monthlyWeekendLimit: 4,
      // Added after the first seed: derived from the id, without drawing, so the fields above stay as seeded.
      ...partnerFiles(id, name, surname),
    });
  }
  return rows;
}

const CENTRES: Record<number, [number, number]> = {
  1: [52.2297, 21.0122],
  2: [52.52, 13.405],
  3: [51.5072, -0.1276],
};

function coordinates(id: number, location: number) {
  const [lat, lng] = CENTRES[location];
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return {
    latitude: round(lat - 0.05 + ((id * 37) % 100) / 1000),
    longitude: round(lng - 0.1 + ((id * 53) % 200) / 1000),
  };
}

const svg = (body: string, width = 160, height = 100) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`)}`;

const documentImage = (side: string) =>
  svg(
    `<rect width="160" height="100" rx="8" fill="#e3ecf7"/><rect x="10" y="18" width="40" height="52" rx="4" fill="#9db4d3"/><g fill="#5b6f8c"><rect x="60" y="22" width="86" height="8"/><rect x="60" y="40" width="70" height="8"/><rect x="60" y="58" width="52" height="8"/></g><text x="10" y="92" font-family="sans-serif" font-size="11" fill="#334">${side}</text>`,
  );

const FRONT = documentImage('ID – front');
const BACK = documentImage('ID – back');
const EXTRA = documentImage('Certificate');
const AVATAR_COLOURS = ['#1565c0', '#2e7d32', '#6a1b9a', '#ad1457', '#00838f', '#ef6c00'];

/** Document scans and an avatar: small inline images, so previews show without a file server. */
function partnerFiles(id: number, name: string, surname: string) {
  const initials = `${name[0]}${surname[0]}`;
  return {
    frontDocument: FRONT,
    backDocument: BACK,
    additionalDocument: id % 3 === 0 ? EXTRA : null,
    avatar:
      id % 5 === 4
        ? null
        : svg(
            `<rect width="96" height="96" fill="${AVATAR_COLOURS[id % AVATAR_COLOURS.length]}"/><text x="48" y="60" text-anchor="middle" font-family="sans-serif" font-size="36" fill="#fff">${initials}</text>`,
            96,
            96,
          ),
    percentages: {} as Record<string, { percent: number; percentChoose: number }>,
  };
}
