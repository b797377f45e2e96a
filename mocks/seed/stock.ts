import { CERTIFICATE_STATUS, generateCode } from '../../src/domain/certificates';
import { addDays as addIsoDays } from '../../src/domain/isoDates';
import { RECORD_STATUS } from '../../src/domain/statuses';
import { applyMovement, type Movement, type StockLevel } from '../../src/domain/warehouse';
import type { Random } from '../random';
import type { CertificateRow, WarehouseItemRow, WarehouseLevel, WarehouseMovementRow } from '../rows';

const LOCATIONS = [1, 2, 3];

/** Cleaning supplies a partner takes to the job: name (pl, en), SKU, unit, unit cost in minor units. */
const ITEMS: [string, string, string, string, number][] = [
  ['Odkurzacz', 'Vacuum cleaner', 'VAC-01', 'piece', 45000],
  ['Mop z wiadrem', 'Mop and bucket', 'MOP-01', 'piece', 6000],
  ['Rękawice (pudełko)', 'Gloves (box)', 'GLV-100', 'pack', 2500],
  ['Koszulka firmowa', 'Company T-shirt', 'TSH-01', 'piece', 3000],
  ['Fartuch', 'Apron', 'APR-01', 'piece', 2000],
  ['Płyn uniwersalny 1 l', 'All-purpose cleaner 1 l', 'CLN-1L', 'bottle', 1200],
  ['Płyn do szyb 0,5 l', 'Glass cleaner 0.5 l', 'GLS-05', 'bottle', 900],
  ['Ściereczki z mikrofibry', 'Microfibre cloths', 'MCF-10', 'pack', 1500],
  ['Gąbki', 'Sponges', 'SPG-05', 'pack', 600],
  ['Ochraniacze na buty', 'Shoe covers', 'SHC-50', 'pack', 1800],
  ['Drabinka', 'Step ladder', 'LDR-01', 'piece', 12000],
  ['Torba na sprzęt', 'Equipment bag', 'BAG-01', 'piece', 5000],
];
/** Items a partner is issued when starting (indexes into ITEMS) */
const STARTER = [1, 2, 3, 4, 11];

const iso = (date: Date) => date.toISOString().slice(0, 10);

interface SeedPartner {
  id: number;
  location: number;
  status: number;
  registrationDate: string;
}

/**
 * The warehouse: every item stocked in each location (received over the last year), starter kits issued to
 * registered partners, returns from archived ones; the levels are what the movements add up to, so the ledger
 * and the stock agree. A few items end below their minimum so the flag shows.
 */
export function seedWarehouse(random: Random, partners: SeedPartner[], today: Date) {
  const day = iso(today);
  const movements: WarehouseMovementRow[] = [];
  let stock: StockLevel[] = [];
  const record = (movement: Movement, extra: Partial<WarehouseMovementRow> = {}) => {
    const result = applyMovement(stock, movement);
    if (!result.ok) return false;
    stock = result.stock;
    movements.push({
      id: 0,
      ...movement,
      partnerId: movement.partnerId ?? null,
      note: movement.note,
      afterDismissal: false,
      by: random.pick(['Anna Kowalska', 'Marek Nowak']),
      createdAt: `${movement.date}T09:00:00.000Z`,
      ...extra,
    });
    return true;
  };
  for (const locationId of LOCATIONS)
    ITEMS.forEach((_, index) =>
      record({
        itemId: index + 1,
        locationId,
        kind: 'received',
        quantity: STARTER.includes(index) ? random.int(150, 200) : random.int(10, 60),
        date: addIsoDays(day, -random.int(300, 360)),
      }),
    );
  for (const partner of partners.filter((_, index) => index % 2 === 0)) {
    for (const index of random.sample(STARTER, random.int(1, 3))) {
      const date =
        partner.registrationDate > addIsoDays(day, -200)
          ? partner.registrationDate
          : addIsoDays(day, -random.int(20, 200));
      const quantity = index === 2 ? random.int(1, 3) : 1;
      if (
        !record({
          itemId: index + 1,
          locationId: partner.location,
          kind: 'issued',
          quantity,
          partnerId: partner.id,
          date,
        })
      )
        continue;
      if (partner.status === 3 && random.chance(0.6))
        record(
          {
            itemId: index + 1,
            locationId: partner.location,
            kind: 'returned',
            quantity,
            partnerId: partner.id,
            date: addIsoDays(day, -random.int(1, 15)),
          },
          { afterDismissal: true },
        );
    }
  }
  for (const locationId of LOCATIONS)
    record({
      itemId: 6,
      locationId,
      kind: 'writtenOff',
      quantity: 2,
      date: addIsoDays(day, -random.int(1, 30)),
      note: 'Damaged in transport',
    });

  const items: WarehouseItemRow[] = ITEMS.map(([pl, en, sku, unit, cost], index) => ({
    id: index + 1,
    name: { pl, en },
    sku,
    unit,
    status: RECORD_STATUS.active,
    levels: stock
      .filter((level) => level.itemId === index + 1)
      .map((level): WarehouseLevel => ({
        ...level,
        // every fourth item is short of its minimum in the first location
        minimumStock:
          level.locationId === 1 && index % 4 === 0
            ? Math.ceil((level.quantity + 5) / 10) * 10
            : random.int(3, 8),
        cost,
      })),
  }));
  // Ids follow the dates, as they would have been recorded.
  const dated = [...movements]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((row, index) => ({ ...row, id: index + 1 }));
  return { warehouse: items, warehouseMovements: dated };
}

const FIRST = ['Anna', 'Piotr', 'Maria', 'Tomasz', 'Olga', 'John', 'Emma', 'Lukas'];
const LAST = ['Nowak', 'Kowalski', 'Wiśniewska', 'Smith', 'Müller', 'Brown', 'Zielińska'];

/** Gift certificates per location: mostly active, some partly spent, used, expired or cancelled. */
export function seedCertificates(random: Random, today: Date): CertificateRow[] {
  const day = iso(today);
  const codes = new Set<string>();
  const rows: CertificateRow[] = [];
  for (const location of LOCATIONS) {
    for (let i = 0; i < (location === 1 ? 30 : 10); i++) {
      let code = generateCode(random.next);
      while (codes.has(code)) code = generateCode(random.next);
      codes.add(code);
      const amount = random.pick([10000, 20000, 25000, 30000, 50000]);
      const kind = random.int(0, 9);
      const validFrom = addIsoDays(day, -random.int(10, 300));
      const balance = kind === 7 ? 0 : kind >= 5 ? Math.round((amount * random.int(1, 9)) / 10) : amount;
      const buyer = `${random.pick(FIRST)} ${random.pick(LAST)}`;
      rows.push({
        id: rows.length + 1,
        location,
        code,
        amount,
        balance,
        validFrom,
        validTo: kind === 8 ? addIsoDays(day, -random.int(1, 20)) : addIsoDays(day, random.int(30, 360)),
        status:
          kind === 9
            ? CERTIFICATE_STATUS.cancelled
            : kind === 7
              ? CERTIFICATE_STATUS.used
              : CERTIFICATE_STATUS.active,
        buyerName: buyer,
        buyerEmail: `${buyer.split(' ')[0].toLowerCase()}@example.com`,
        recipientName: random.chance(0.7) ? `${random.pick(FIRST)} ${random.pick(LAST)}` : undefined,
        createdAt: `${validFrom}T10:00:00.000Z`,
      });
    }
  }
  return rows;
}
