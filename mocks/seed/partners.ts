import type { Random } from '../random';
import { COMPANY_WORDS, FIRST_NAMES, LAST_NAMES, STREETS } from './people';

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
      status: id % 17 === 0 ? 3 : id % 11 === 0 ? 2 : 1,
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
        postcode: location === 1 ? `0${random.int(0, 4)}-${random.int(100, 999)}` : location === 2 ? `10${random.int(100, 999)}` : `N${random.int(1, 9)} ${random.int(1, 9)}AB`,
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
    });
  }
  return rows;
}
