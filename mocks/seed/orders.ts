import { calculatePrice, type PriceInput } from '../../src/domain/pricing';
import { addressPriceAt, pricedServices, type OrderService } from '../../src/domain/orderRules';
import type { Random } from '../random';
import { addDays, dayInfo, isoDay, type DayInfo } from './calendar';

interface ServiceRow {
  id: number;
  idServiceType: number;
  price: number;
  time: number;
  base: boolean;
  unit: string;
  status: number;
  discount: boolean;
  periodicity: boolean;
  fixPrice: boolean;
}
interface PartnerRow {
  id: number;
  location: number;
  status: number;
  serviceTypes: number[];
}
interface CustomerRow {
  id: number;
  location: number;
  addresses: { latitude: number; longitude: number; [key: string]: unknown }[];
  legalEntities: {
    companyName: string;
    taxNumber: string;
    postcode: string;
    address: string;
    city: string;
  }[];
}
interface LocationRow {
  id: number;
  paymentMethods: { id: number }[];
  privateHouseCoefficient: number;
  onceMonthDiscount: number;
  twiceMonthDiscount: number;
  onceWeekDiscount: number;
  vatPercentage: number;
  polygons: { id: number; price: number; path: { lat: number; lng: number }[] }[];
}

export const settingsOf = (location: LocationRow): PriceInput['settings'] => ({
  privateHouseCoefficient: location.privateHouseCoefficient,
  onceMonthDiscount: location.onceMonthDiscount,
  twiceMonthDiscount: location.twiceMonthDiscount,
  onceWeekDiscount: location.onceWeekDiscount,
  vatPercentage: location.vatPercentage,
});

function pickStatus(random: Random, offset: number): number {
  const roll = random.next();
  if (offset < 0)
    return roll < 0.76 ? 3 : roll < 0.82 ? 4 : roll < 0.87 ? 5 : roll < 0.9 ? 6 : roll < 0.95 ? 2 : 1;
  if (offset === 0) return roll < 0.55 ? 2 : roll < 0.85 ? 1 : roll < 0.93 ? 3 : 4;
  return roll < 0.42 ? 1 : roll < 0.88 ? 2 : roll < 0.94 ? 4 : roll < 0.97 ? 5 : 6;
}

function pickRate(random: Random): number {
  const roll = random.next();
  return roll < 0.5 ? 5 : roll < 0.75 ? 4 : roll < 0.87 ? 3 : roll < 0.95 ? 2 : 1;
}

const REVIEWS = [
  'Very thorough, thank you!',
  'Great job as always.',
  'Late by half an hour.',
  'The bathroom was not cleaned well.',
  'Friendly and fast.',
  'Forgot the balcony.',
];
const INFO = [
  'Door code at the gate',
  'Please bring a ladder',
  'Cat at home, do not let it out',
  'Park in the courtyard',
  'Ring twice',
];
const MESSAGES = [
  'Can you come 30 minutes earlier?',
  'The key is with the neighbour in flat 3.',
  'Please call when you arrive.',
  'I will be late, sorry.',
];
const CHANNELS = ['web', 'web', 'web', 'app', 'app', 'phone', 'admin'] as const;

/**
 * Orders over the past year and the next two months (DECISIONS.md section 6) in every status, priced by
 * calculatePrice, with partners of the order's location assigned to each service type (registered ones
 * doing that type), ratings and reviews for most completed orders, labels, tips and transport.
 */
export function seedOrders(
  random: Random,
  count: number,
  today: Date,
  {
    services,
    partners,
    customers,
    locations,
  }: { services: ServiceRow[]; partners: PartnerRow[]; customers: CustomerRow[]; locations: LocationRow[] },
) {
  const todayIso = isoDay(today);
  const active = services.filter((service) => service.status === 1);
  const byType = new Map<number, ServiceRow[]>();
  for (const service of active)
    byType.set(service.idServiceType, [...(byType.get(service.idServiceType) ?? []), service]);
  const types = [...byType.keys()].filter((type) => byType.get(type)!.some((service) => service.base));
  const team = new Map<string, number[]>();
  for (const partner of partners) {
    if (partner.status !== 1) continue;
    for (const type of partner.serviceTypes)
      team.set(`${partner.location}:${type}`, [
        ...(team.get(`${partner.location}:${type}`) ?? []),
        partner.id,
      ]);
  }
  const catalogue = new Map(services.map((service) => [service.id, service]));
  const customersOf = new Map<number, CustomerRow[]>();
  for (const customer of customers)
    customersOf.set(customer.location, [...(customersOf.get(customer.location) ?? []), customer]);
  const locationById = new Map(locations.map((location) => [location.id, location]));
  // Seeding 10,000 orders happens while the demo boots: the day strings, day rules and district prices are
  // computed once per day / address instead of once per order.
  const dayCache = new Map<number, { date: string; info: DayInfo[] }>();
  const dayOf = (offset: number, location: number): { date: string; info: DayInfo } => {
    let entry = dayCache.get(offset);
    if (!entry) {
      const day = isoDay(addDays(today, offset));
      entry = { date: day, info: [1, 2, 3].map((l) => dayInfo(day, l)) };
      dayCache.set(offset, entry);
    }
    return { date: entry.date, info: entry.info[location - 1] };
  };
  const addressPrices = new Map<unknown, number>();
  const priceOfAddress = (address: { id?: unknown; latitude: number; longitude: number }, polygons: LocationRow['polygons']) => {
    let price = addressPrices.get(address.id);
    if (price === undefined) {
      price = addressPriceAt(address.latitude, address.longitude, polygons).price;
      addressPrices.set(address.id, price);
    }
    return price;
  };

  const rows = [];
  for (let id = 1; id <= count; id++) {
    const location = id % 7 === 6 ? 2 : id % 11 === 10 ? 3 : 1;
    const settings = locationById.get(location)!;
    const offset = id % 53 === 0 ? 0 : random.int(-365, 60);
    const { date, info: day } = dayOf(offset, location);
    const status = pickStatus(random, offset);
    const customer = random.pick(customersOf.get(location)!);
    const address = { ...random.pick(customer.addresses) };
    const addressPrice = priceOfAddress(address, settings.polygons);

    const chosenTypes = random.sample(types, random.chance(0.2) ? 2 : 1);
    const lines: OrderService[] = [];
    for (const type of chosenTypes) {
      const offered = byType.get(type)!;
      const extras = random.sample(
        offered.filter((service) => !service.base),
        random.int(0, 2),
      );
      for (const service of [offered.find((item) => item.base)!, ...extras]) {
        const quantity =
          service.unit === 'm2'
            ? random.int(20, 90)
            : service.unit === 'm3'
              ? random.int(1, 3)
              : service.unit === 'hour'
                ? random.int(1, 4)
                : random.int(1, 4);
        lines.push({
          id: service.id,
          idServiceType: type,
          quantity,
          price: service.price,
          time: service.time,
          base: service.base,
        });
      }
    }
    const privateHouse = random.chance(0.15);
    const periodicity = random.pick([0, 0, 0, 0, 0, 1, 2, 3, 3] as const);
    const withPromocode = random.chance(0.05);
    const legal = customer.legalEntities[0];
    const needVatInvoice = !!legal && random.chance(0.5);
    const priced = calculatePrice({
      services: pricedServices(lines, catalogue),
      privateHouse,
      periodicity,
      dateDiscount: day.discount,
      promocode: withPromocode ? { type: 'percent', value: 10, services: [] } : null,
      addressPrice,
      needVatInvoice,
      settings: settingsOf(settings),
    });

    const assigned = status !== 1 || random.chance(0.4);
    const serviceTypes = chosenTypes.map((type) => {
      const numberOfPartners = priced.cleaningTime.fullMinutes > 300 ? 2 : 1;
      const pool = team.get(`${location}:${type}`) ?? [];
      return {
        idServiceType: type,
        numberOfPartners,
        partners: assigned && status !== 6 ? random.sample(pool, numberOfPartners) : [],
      };
    });
    const paymentMethodId = random.pick(settings.paymentMethods).id;
    const paid =
      status === 5 ||
      (status === 3 && random.chance(0.85)) ||
      ((status === 1 || status === 2) && random.chance(0.2)) ||
      (status === 6 && random.chance(0.3));
    const rate = status === 3 && random.chance(0.75) ? pickRate(random) : null;
    const timeRoll = random.next();
    const time =
      timeRoll < 0.1
        ? { hour: null, minute: null, any: true, specify: false }
        : timeRoll < 0.15
          ? { hour: null, minute: null, any: false, specify: true }
          : { hour: random.int(7, 18), minute: random.pick([0, 15, 30, 45]), any: false, specify: false };
    const createdAt = addDays(today, Math.min(offset, 0) - random.int(1, 20));
    createdAt.setUTCHours(random.int(7, 21), random.int(0, 59), 0, 0);
    const channel = random.pick(CHANNELS);
    const history: { at: string; by: string; action: string; from?: number; to?: number }[] = [
      {
        at: createdAt.toISOString(),
        by: channel === 'admin' || channel === 'phone' ? 'Anna Kowalska' : 'customer',
        action: 'created',
      },
    ];
    const at = (hours: number) => new Date(createdAt.getTime() + hours * 3600000).toISOString();
    if (status >= 2 && status !== 4)
      history.push({ at: at(2), by: 'Anna Kowalska', action: 'confirm', from: 1, to: 2 });
    if (status === 3)
      history.push({ at: `${date}T20:00:00.000Z`, by: 'Anna Kowalska', action: 'complete', from: 2, to: 3 });
    if (status === 4 || status === 5)
      history.push({ at: at(5), by: 'Marek Nowak', action: 'cancel', from: 1, to: status });
    if (status === 6) history.push({ at: at(6), by: 'Anna Kowalska', action: 'delete', from: 1, to: 6 });
    const cashPartner = paymentMethodId === 1 && status === 3 ? serviceTypes[0]?.partners[0] : undefined;

    rows.push({
      id,
      location,
      status,
      paymentStatus: paid ? 1 : 0,
      paymentMethodId,
      date,
      time,
      customerId: customer.id,
      address: { ...address, priceAmount: addressPrice },
      privateHouse,
      periodicity,
      services: lines,
      serviceTypes,
      price: priced.price,
      fullPrice: priced.fullPrice,
      discount: priced.discount,
      discountType: priced.discountType,
      addressPrice,
      cleaningTime: priced.cleaningTime,
      calculatePrice: true,
      rate,
      review: rate && random.chance(0.5) ? random.pick(REVIEWS) : undefined,
      tips: status === 3 && random.chance(0.3) ? random.pick([500, 1000, 2000]) : 0,
      transport: status === 3 ? random.pick([0, 500, 800, 1200]) : 0,
      cashPartnerId: cashPartner,
      channel,
      labels: random.chance(0.2) ? random.sample([1, 2, 3, 4, 5, 6, 7, 8], random.int(1, 2)).sort() : [],
      description: random.chance(0.05) ? 'Customer asked for the same cleaner as last time.' : undefined,
      additionalInfo: random.chance(0.15) ? random.pick(INFO) : undefined,
      promocodeId: withPromocode ? 1 : undefined,
      promocode: withPromocode ? 'WELCOME10' : undefined,
      needVatInvoice,
      invoice: needVatInvoice ? { ...legal } : undefined,
      createdAt: createdAt.toISOString(),
      history,
      messages: random.chance(0.08)
        ? [{ at: at(1), from: random.chance(0.5) ? 'customer' : 'partner', text: random.pick(MESSAGES) }]
        : [],
    });
  }
  void todayIso;
  return rows;
}
