import { calculatePrice } from '../../src/domain/pricing';
import { nextWorkingDay } from '../../src/domain/workingDays';
import { addressPriceAt, pricedServices } from '../../src/domain/orderRules';
import { ORDER_STATUS, PARTNER_STATUS, PAYMENT_STATUS } from '../../src/domain/statuses';
import type { CustomerRow, LocationRow, PartnerRow } from '../rows';
import type { Random } from '../random';
import { addDays, dayInfo, isoDay, type DayInfo } from './calendar';
import { priceSettingsOf } from './locations';
import { orderLines, orderableTypes, type SeedService } from './orderLines';
import { reviewFor, pickRate } from './orderReviews';
import { isPaid, pickStatus, statusHistory } from './orderStatuses';
import { WELCOME_CODE, welcomeCodeId } from './promocodes';

type SeedPartner = Pick<PartnerRow, 'id' | 'location' | 'status' | 'serviceTypes'>;
type SeedCustomer = Pick<CustomerRow, 'id' | 'location' | 'addresses' | 'legalEntities'>;
type SeedLocation = Pick<
  LocationRow,
  | 'id'
  | 'paymentMethods'
  | 'privateHouseCoefficient'
  | 'onceMonthDiscount'
  | 'twiceMonthDiscount'
  | 'onceWeekDiscount'
  | 'vatPercentage'
  | 'polygons'
>;
const { new: NEW, completed: COMPLETED, deleted: DELETED } = ORDER_STATUS;

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
 * Orders over the past year and the next two months (docs/decisions.md section 6) in every status, priced by
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
  }: {
    services: SeedService[];
    partners: SeedPartner[];
    customers: SeedCustomer[];
    locations: SeedLocation[];
  },
) {
  const { byType, types } = orderableTypes(services);
  const team = new Map<string, number[]>();
  for (const partner of partners) {
    if (partner.status !== PARTNER_STATUS.registered) continue;
    for (const type of partner.serviceTypes)
      team.set(`${partner.location}:${type}`, [
        ...(team.get(`${partner.location}:${type}`) ?? []),
        partner.id,
      ]);
  }
  const catalogue = new Map(services.map((service) => [service.id, service]));
  const customersOf = new Map<number, SeedCustomer[]>();
  for (const customer of customers)
    customersOf.set(customer.location, [...(customersOf.get(customer.location) ?? []), customer]);
  const locationById = new Map(locations.map((location) => [location.id, location]));
  // Seeding 10,000 orders happens while the demo boots: the day strings, day rules and district prices are
  // computed once per day / address instead of once per order.
  const dayCache = new Map<number, { date: string; info: DayInfo[] }>();
  const dayOf = (offset: number, location: number): { date: string; info: DayInfo } => {
    let entry = dayCache.get(offset);
    if (!entry) {
      // The working days rule: an order never falls on a closed day (a Sunday moves to the Monday).
      const day = nextWorkingDay(isoDay(addDays(today, offset)));
      entry = { date: day, info: [1, 2, 3].map((l) => dayInfo(day, l)) };
      dayCache.set(offset, entry);
    }
    return { date: entry.date, info: entry.info[location - 1] };
  };
  const addressPrices = new Map<unknown, number>();
  const priceOfAddress = (
    address: { id?: unknown; latitude: number; longitude: number },
    polygons: LocationRow['polygons'],
  ) => {
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
    const lines = orderLines(random, chosenTypes, byType);
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
      settings: priceSettingsOf(settings),
    });

    const assigned = status !== NEW || random.chance(0.4);
    const serviceTypes = chosenTypes.map((type) => {
      const numberOfPartners = priced.cleaningTime.fullMinutes > 300 ? 2 : 1;
      const pool = team.get(`${location}:${type}`) ?? [];
      return {
        idServiceType: type,
        numberOfPartners,
        partners: assigned && status !== DELETED ? random.sample(pool, numberOfPartners) : [],
      };
    });
    const paymentMethodId = random.pick(settings.paymentMethods).id;
    const paid = isPaid(random, status);
    const rate = status === COMPLETED && random.chance(0.75) ? pickRate(random) : null;
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
    const createdBy = channel === 'admin' || channel === 'phone' ? 'Anna Kowalska' : 'customer';
    const history = statusHistory(status, createdAt, date, createdBy);
    const at = (hours: number) => new Date(createdAt.getTime() + hours * 3600000).toISOString();
    const cashPartner =
      paymentMethodId === 1 && status === COMPLETED ? serviceTypes[0]?.partners[0] : undefined;

    rows.push({
      id,
      location,
      status,
      paymentStatus: paid ? PAYMENT_STATUS.paid : PAYMENT_STATUS.unpaid,
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
      review: reviewFor(random, rate),
      tips: status === COMPLETED && random.chance(0.3) ? random.pick([500, 1000, 2000]) : 0,
      transport: status === COMPLETED ? random.pick([0, 500, 800, 1200]) : 0,
      cashPartnerId: cashPartner,
      channel,
      labels: random.chance(0.2) ? random.sample([1, 2, 3, 4, 5, 6, 7, 8], random.int(1, 2)).sort() : [],
      description: random.chance(0.05) ? 'Customer asked for the same cleaner as last time.' : undefined,
      additionalInfo: random.chance(0.15) ? random.pick(INFO) : undefined,
      // the WELCOME10 of the order's own location (promocodes are scoped like orders)
      promocodeId: withPromocode ? welcomeCodeId(location) : undefined,
      promocode: withPromocode ? WELCOME_CODE : undefined,
      needVatInvoice,
      invoice: needVatInvoice ? { ...legal } : undefined,
      createdAt: createdAt.toISOString(),
      history,
      messages: random.chance(0.08)
        ? [{ at: at(1), from: random.chance(0.5) ? 'customer' : 'partner', text: random.pick(MESSAGES) }]
        : [],
    });
  }
  return rows;
}
