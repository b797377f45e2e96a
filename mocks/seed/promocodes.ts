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

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86400000);

export function seedPromocodes(
  random: Random,
  services: { id: number; idServiceType: number }[],
  today: Date,
) {
  const codes = new Set<string>();
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
  rows[0].code = 'WELCOME10';
  rows[0].type = 'percent';
  rows[0].value = 10;
  rows[0].status = RECORD_STATUS.active;
  rows[0].numberOfOrders = 12;
  rows[59].code = 'FRESHSTART';
  rows[59].status = RECORD_STATUS.active;
  rows[59].numberOfOrders = 0;
  return rows;
}
