import { toMinor } from '../../src/domain/money';
import type { PartnerRow } from '../rows';
import type { Random } from '../random';
import { PARTNER_STATUS } from '../../src/domain/statuses';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86400000);

type SeedRow = { id: number; [key: string]: unknown };

type PartnerSeedRow = Pick<
  PartnerRow,
  'id' | 'location' | 'status' | 'registrationDate' | 'monthlyWeekendLimit'
> & {
  flags: { weekendLimitEnabled: boolean };
};

const NOTES = [
  'Very punctual, customers ask for her again.',
  'Prefers orders in the morning.',
  'Asked for more window-cleaning orders.',
  'Forgot the keys once, reminded about the key procedure.',
  'Has her own steam cleaner.',
  'Speaks Polish and Ukrainian.',
  'Does not work with pets (allergy).',
  'Trained for post-renovation cleaning.',
];
const ITEMS = [
  'T-shirt',
  'Apron',
  'Microfibre cloth set',
  'Vacuum cleaner',
  'Mop and bucket',
  'Cleaning products kit',
  'Gloves (box)',
  'Steam cleaner',
];
const PARTNER_LINES = [
  'Hello, can I take one more order on Friday?',
  'I am on my way, 10 minutes late, sorry.',
  'The customer was not at home.',
  'Done, thank you!',
  'Could you send me the address again?',
];
const STAFF_LINES = [
  'Sure, I will assign it.',
  'Thank you for letting us know.',
  'Please call the customer first.',
  'Great job, thank you!',
  'Sent it in the app.',
];

/**
 * Everything around the partners that does not depend on orders: notes, days off, settlements of earlier
 * periods (up to a date), bonus payments and reductions, inventory, invoices and chat messages.
 */
export function seedPartnerExtras(random: Random, partners: PartnerSeedRow[], today: Date) {
  const partnerNotes: SeedRow[] = [];
  const partnerDaysOff: SeedRow[] = [];
  const partnerSettlements: SeedRow[] = [];
  const partnerAdjustments: SeedRow[] = [];
  const partnerInventory: SeedRow[] = [];
  const partnerInvoices: SeedRow[] = [];
  const partnerMessages: SeedRow[] = [];
  const next = { note: 1, dayOff: 1, settlement: 1, adjustment: 1, item: 1, invoice: 1, message: 1 };

  for (const partner of partners) {
    const id = partner.id;
    for (let i = random.int(0, 3); i > 0; i--) {
      partnerNotes.push({
        id: next.note++,
        partnerId: id,
        text: random.pick(NOTES),
        author: random.pick(['Anna Kowalska', 'Marek Nowak']),
        createdAt: addDays(today, -random.int(1, 300)).toISOString(),
      });
    }
    if (partner.status === PARTNER_STATUS.registered) {
      const taken = new Set<string>();
      for (let i = random.int(0, 4); i > 0; i--) {
        const date = isoDay(addDays(today, random.int(-20, 40)));
        if (taken.has(date)) continue;
        taken.add(date);
        const wholeDay = random.chance(0.6);
        const start = random.int(8, 12);
        partnerDaysOff.push({
          id: next.dayOff++,
          partnerId: id,
          date,
          wholeDay,
          periods: wholeDay
            ? []
            : [
                {
                  from: `${String(start).padStart(2, '0')}:00`,
                  to: `${String(start + random.int(2, 4)).padStart(2, '0')}:00`,
                },
              ],
        });
      }
    }
    // Earlier periods, closed every month or so; their figures are frozen as they were.
    const settlements = random.int(0, 3);
    for (let i = settlements; i > 0; i--) {
      const date = isoDay(addDays(today, -30 * i - random.int(5, 15)));
      if (date < partner.registrationDate) continue;
      const ordersAmount = random.int(20, 120) * 1000;
      const remuneration = Math.round(ordersAmount / 2);
      const cashAmount = random.int(0, 6) * 5000;
      const transport = random.int(0, 5) * 1000;
      const tips = random.int(0, 8) * 500;
      const earned = remuneration + transport + tips;
      const balance = earned - cashAmount;
      partnerSettlements.push({
        id: next.settlement++,
        partnerId: id,
        date,
        ordersAmount,
        cashAmount,
        remuneration,
        transport,
        bonusPayments: 0,
        reductions: 0,
        tips,
        earnedByPartner: earned,
        earnedForPlatform: ordersAmount - remuneration,
        balance,
        debtOfPlatform: Math.max(balance, 0),
        debtOfPartner: Math.max(-balance, 0),
        netting: Math.min(earned, cashAmount),
        debtType: balance > 0 ? 'platform' : balance < 0 ? 'partner' : 'none',
        debtAmount: Math.abs(balance),
        numberOfOrders: random.int(3, 25),
        dateFrom: null,
        dateTo: date,
        orderIds: [],
        adjustmentIds: [],
      });
    }
    if (random.chance(0.25)) {
      const kind = random.chance(0.6) ? 'bonus' : 'reduction';
      partnerAdjustments.push({
        id: next.adjustment++,
        partnerId: id,
        date: isoDay(addDays(today, -random.int(0, 10))),
        kind,
        amount: random.int(2, 20) * 500,
        note: kind === 'bonus' ? 'Bonus for good reviews' : 'Damaged item',
      });
    }
    for (const item of random.sample(ITEMS, random.int(1, 3))) {
      const issuedAt = isoDay(addDays(today, -random.int(10, 400)));
      partnerInventory.push({
        id: next.item++,
        partnerId: id,
        item,
        quantity: item === 'Gloves (box)' ? random.int(1, 4) : 1,
        issuedAt: issuedAt < partner.registrationDate ? partner.registrationDate : issuedAt,
        returnedAt:
          partner.status === PARTNER_STATUS.archived && random.chance(0.7)
            ? isoDay(addDays(today, -random.int(1, 9)))
            : null,
      });
    }
    for (let i = random.int(0, 3); i > 0; i--) {
      const date = isoDay(addDays(today, -30 * i));
      partnerInvoices.push({
        id: next.invoice++,
        partnerId: id,
        number: `FV/${date.slice(0, 7).replace('-', '/')}/${String(id).padStart(4, '0')}`,
        date,
        amount: toMinor(random.int(50, 600)),
        status: i === 1 && random.chance(0.5) ? 'unpaid' : 'paid',
      });
    }
    if (random.chance(0.6)) {
      let at = addDays(today, -random.int(1, 20));
      for (let i = random.int(2, 6); i > 0; i--) {
        const fromPartner = i % 2 === 0;
        partnerMessages.push({
          id: next.message++,
          partnerId: id,
          from: fromPartner ? 'partner' : 'staff',
          text: random.pick(fromPartner ? PARTNER_LINES : STAFF_LINES),
          at: at.toISOString(),
        });
        at = new Date(at.getTime() + random.int(5, 240) * 60000);
      }
    }
  }
  return {
    partnerNotes,
    partnerDaysOff,
    partnerSettlements,
    partnerAdjustments,
    partnerInventory,
    partnerInvoices,
    partnerMessages,
  };
}
