import type { Random } from '../random';
import { RECORD_STATUS } from '../../src/domain/statuses';

const WORDS = [
  'WELCOME',
  'SPRING',
  'SUMMER',
  'AUTUMN',
  'WINTER',
  'CLEAN',
  'FRESH',
  'SHINE',
  'HOME',
  'OFFICE',
  'WINDOW',
  'DEEP',
  'FRIEND',
  'LOYAL',
  'VIP',
];

/**
 * Promocodes belong to a location (docs/decisions.md section 8; docs/decisions-foundation.md): most to Warszawa, the demo's
 * first location, every fifth to Berlin and every fifth to London.
 */
export const promocodeLocation = (id: number) => (id % 5 === 2 ? 2 : id % 5 === 3 ? 3 : 1);

/**
 * Each location's WELCOME10 (ids 1, 2, 3: one per location, by `promocodeLocation`), the code its seeded orders
 * used. A code is unique within its location only.
 */
export const WELCOME_CODE = 'WELCOME10';
export const welcomeCodeId = (location: number) => location;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86400000);

export function seedPromocodes(
  random: Random,
  services: { id: number; idServiceType: number }[],
  today: Date,
) {
  // The well-known codes are taken from the start, so no generated code repeats them.
  const codes = new Set<string>([WELCOME_CODE, 'FRESHSTART']);
  const rows = [];
  for (let id = 1; id <= 60; id++) {
    let code = '';
    do
      code = `${random.pick(WORDS)}${random.pick([5, 10, 15, 20, 25, 30, 50])}${random.chance(0.5) ? random.int(1, 99) : ''}`;
    while (codes.has(code));
    codes.add(code);
    const type = random.chance(0.7) ? 'percent' : 'amount';
    const idServiceType = random.int(1, 8);
    const ofType = services
      .filter((service) => service.idServiceType === idServiceType)
      .map((service) => service.id);
    const byType = random.chance(0.5);
    const start = addDays(today, random.int(-200, 20));
    rows.push({
      id,
      location: promocodeLocation(id),
      code,
      status:
        id % 9 === 0 ? RECORD_STATUS.deleted : id % 4 === 0 ? RECORD_STATUS.inactive : RECORD_STATUS.active,
      type,
      value: type === 'percent' ? random.pick([5, 10, 15, 20, 25]) : random.pick([1000, 2000, 2500, 5000]),
      numberOfUses: random.pick([0, 0, 1, 10, 50, 100]),
      dateFrom: isoDay(start),
      dateTo: random.chance(0.2) ? undefined : isoDay(addDays(start, random.int(14, 180))),
      serviceTypes: byType ? [idServiceType] : [],
      services: byType ? [] : random.sample(ofType, random.int(1, 3)),
      // The first codes are used by orders, so their terms are locked.
      numberOfOrders: id <= 15 ? random.int(1, 40) : 0,
    });
  }
  // Well-known codes for the demo and the tests.
  for (const location of [1, 2, 3]) {
    const welcome = rows[welcomeCodeId(location) - 1];
    welcome.code = WELCOME_CODE;
    welcome.type = 'percent';
    welcome.value = 10;
    welcome.status = RECORD_STATUS.active;
    welcome.numberOfOrders = location === 1 ? 12 : 4;
  }
  rows[59].code = 'FRESHSTART';
  rows[59].status = RECORD_STATUS.active;
  rows[59].numberOfOrders = 0;
  return rows;
}
