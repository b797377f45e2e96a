import type { CustomerCard, CustomerRow, OrderRow, PointsEntry } from '../rows';
import type { Random } from '../random';

const BRANDS = ['Visa', 'Mastercard', 'Maestro', 'American Express'] as const;
const LANGUAGES: Record<number, readonly string[]> = {
  1: ['pl', 'pl', 'pl', 'en'],
  2: ['en', 'pl'],
  3: ['en', 'en', 'ru'],
};
const NOTES = [
  'Prefers morning visits; call 30 minutes before.',
  'Has a dog, keep the garden gate closed.',
  'Pays by card only.',
  'Asked for eco-friendly detergents.',
  'Concierge keeps the keys.',
] as const;
const COMPLETED = 3;

/** A day of the current month up to today. */
const monthDay = (today: Date, random: Random) =>
  `${today.toISOString().slice(0, 8)}${String(random.int(1, today.getUTCDate())).padStart(2, '0')}`;

/**
 * What the customers screens add to the seeded customers (issue 11): saved cards, language, notes and a points
 * history that adds up to the balance. Drawn from its own generator after the orders, so the customers' and orders'
 * own data stay as they were.
 */
export function addCustomerExtras(random: Random, customers: CustomerRow[], orders: OrderRow[], today: Date) {
  const completed = new Map<number, OrderRow[]>();
  for (const order of orders)
    if (order.status === COMPLETED)
      completed.set(order.customerId, [...(completed.get(order.customerId) ?? []), order]);
  const ordered = new Set(orders.map((order) => order.customerId));
  let cardId = 1;
  let entryId = 1;
  const year = today.getUTCFullYear();
  for (const customer of customers) {
    const cards: CustomerCard[] = Array.from(
      { length: random.chance(0.4) ? random.int(1, 2) : 0 },
      (_, index) => ({
        id: cardId++,
        brand: random.pick(BRANDS),
        last4: String(random.int(0, 9999)).padStart(4, '0'),
        expMonth: random.int(1, 12),
        expYear: year + random.int(0, 4),
        isDefault: index === 0,
      }),
    );
    const points = customer.points ?? 0;
    const registration = customer.registration ?? today.toISOString().slice(0, 10);
    const history: PointsEntry[] = [];
    const welcome = Math.min(points, 50);
    if (welcome) history.push({ id: entryId++, at: registration, change: welcome, reason: 'welcome' });
    let rest = points - welcome;
    for (const order of completed.get(customer.id) ?? []) {
      if (rest <= 0) break;
      const earned = Math.min(rest, Math.max(1, Math.round(order.price / 1000)));
      history.push({
        id: entryId++,
        at: order.date ?? registration,
        change: earned,
        reason: 'order',
        orderId: order.id,
      });
      rest -= earned;
    }
    if (rest > 0)
      history.push({
        id: entryId++,
        at: registration,
        change: rest,
        reason: 'adjustment',
        note: 'Loyalty programme migration',
      });
    history.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id - b.id));
    // Some customers who never ordered joined this month, so the 'new this month' tab has real rows.
    const joinedLately = !ordered.has(customer.id) && random.chance(0.3);
    Object.assign(customer, {
      ...(joinedLately ? { registration: monthDay(today, random) } : {}),
      cards,
      pointsHistory: history,
      contactLanguage: random.pick(LANGUAGES[customer.location] ?? ['en']),
      notes: random.chance(0.1) ? random.pick(NOTES) : undefined,
    });
  }
  // The tests' well-known customer has a saved card to pick in the order form.
  const first = customers.find((customer) => customer.id === 1);
  if (first)
    first.cards = [
      { id: cardId++, brand: 'Visa', last4: '4242', expMonth: 12, expYear: year + 2, isDefault: true },
      ...(first.cards ?? []).map((card) => ({ ...card, isDefault: false })),
    ];
  return customers;
}
