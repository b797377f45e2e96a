/**
 * Order price calculation for the cleaning marketplace back office.
 *
 * Pure module: no side effects; its one import is the money conversion. All amounts are integer minor
 * units (e.g. cents) unless a field says otherwise; all times are minutes.
 */
import { toMinor } from './money';

export interface PricedService {
  id: number;
  idServiceType: number;
  quantity: number;
  /** Price per unit, minor units. */
  price: number;
  /** Time per unit, minutes. */
  time: number;
  /** Base service: scaled by the private-house coefficient. */
  base: boolean;
  /** Takes part in date / generic promocode discounts. Default true. */
  discount?: boolean;
  /** Takes part in the periodicity discount. Default true. */
  periodicity?: boolean;
  /** Price is taken as-is: not multiplied by quantity nor by the coefficient. */
  fixPrice?: boolean;
}

export interface PriceInput {
  services: PricedService[];
  privateHouse: boolean;
  periodicity: 0 | 1 | 2 | 3;
  /** Discount of the chosen date; `amount` is in MAJOR units. */
  dateDiscount?: { type: 'percent' | 'amount'; value: number } | null;
  /** Promocode; `amount` is in MAJOR units; `services` are service ids. */
  promocode?: { type: 'percent' | 'amount'; value: number; services: number[] } | null;
  /** Minor units. */
  addressPrice: number;
  needVatInvoice: boolean;
  settings: {
    privateHouseCoefficient: number;
    onceMonthDiscount: number;
    twiceMonthDiscount: number;
    onceWeekDiscount: number;
    vatPercentage: number;
  };
}

export interface PriceResult {
  fullPrice: number;
  price: number;
  discount: number;
  discountType: 'none' | 'date' | 'periodicity' | 'promocode';
  cleaningTime: { fullMinutes: number; hours: number; minutes: number };
}

/** Order periodicity codes as stored by the API. */
export const PERIODICITY = {
  NONE: 0,
  ONCE_A_MONTH: 1,
  TWICE_A_MONTH: 2,
  ONCE_A_WEEK: 3,
} as const;

export interface Line {
  service: PricedService;
  /** Whole minor units. */
  price: number;
  /** Minutes, not yet rounded (rounding happens once, on the total). */
  time: number;
}

// ---------------------------------------------------------------------------
// Number helpers
// ---------------------------------------------------------------------------

/**
 * Removes binary floating-point noise (1.2 * 120 = 143.99999999999997,
 * 0.1 + 0.2 = 0.30000000000000004) by rounding to 6 decimals. Minor units
 * and minutes never need more precision than that, so this is lossless for
 * real inputs and makes the later round/ceil decide on the intended value.
 */
function denoise(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Half-up rounding to a whole minor unit, noise-guarded. */
function roundMinor(value: number): number {
  // `+ 0` turns a possible -0 into 0 so results compare cleanly.
  return Math.round(denoise(value)) + 0;
}

/** Percent of a base, rounded to a whole minor unit and never above the base. */
function percentOf(base: number, percent: number): number {
  if (base <= 0 || !(percent > 0)) return 0;
  return Math.min(base, roundMinor((base * percent) / 100));
}

/** A MAJOR-unit amount converted to minor units and capped by the base. */
function amountCapped(base: number, majorAmount: number): number {
  if (base <= 0 || !(majorAmount > 0)) return 0;
  return Math.min(base, roundMinor(toMinor(majorAmount)));
}

function sumPrices(lines: readonly Line[]): number {
  return lines.reduce((acc, line) => acc + line.price, 0);
}

/** Splits whole minutes into hours and remaining minutes. */
export function splitMinutes(min: number): { fullMinutes: number; hours: number; minutes: number } {
  const fullMinutes = Math.max(0, Math.ceil(denoise(min)));
  return { fullMinutes, hours: Math.floor(fullMinutes / 60), minutes: fullMinutes % 60 };
}

// ---------------------------------------------------------------------------
// Rule 1 — line price and time
// ---------------------------------------------------------------------------

/**
 * Price and time of one order line.
 * - Price and time scale with quantity: the client pays for each unit and the
 *   cleaner spends time on each unit.
 * - A base service in a private house is scaled by the location's coefficient
 *   (houses take longer than flats), both in price and time.
 * - fixPrice: the price is a flat fee, so neither quantity nor coefficient
 *   touch it; the work still takes time per unit, so time is scaled as usual.
 * - Rule 7: quantity <= 0 contributes nothing (not even a fixPrice fee), so a
 *   stray 0/negative line can never lower or raise the total.
 * - The price is rounded to a whole minor unit here, because every later sum
 *   and discount works on what the client sees per line. The time stays
 *   fractional and is ceiled once on the total (rule 6).
 */
export function lineOf(
  service: PricedService,
  input: Pick<PriceInput, 'privateHouse' | 'settings'>,
): { price: number; time: number } {
  if (!(service.quantity > 0)) return { price: 0, time: 0 };
  const coefficient = input.privateHouse && service.base ? input.settings.privateHouseCoefficient : 1;
  const price = service.fixPrice
    ? roundMinor(service.price)
    : roundMinor(service.price * service.quantity * coefficient);
  const time = denoise(service.time * service.quantity * coefficient);
  return { price: Math.max(0, price), time: Math.max(0, time) };
}

// ---------------------------------------------------------------------------
// Rule 3 — discount candidates
// ---------------------------------------------------------------------------

/** Periodicity code -> percent from the location settings (0 = no discount). */
function periodicityPercent(input: PriceInput): number {
  const s = input.settings;
  switch (input.periodicity) {
    case PERIODICITY.ONCE_A_MONTH:
      return s.onceMonthDiscount;
    case PERIODICITY.TWICE_A_MONTH:
      return s.twiceMonthDiscount;
    case PERIODICITY.ONCE_A_WEEK:
      return s.onceWeekDiscount;
    default:
      return 0;
  }
}

/** Regular orders get a percent off the services that take part in periodicity (flag default true). */
function periodicityCandidate(input: PriceInput, lines: readonly Line[]): number {
  const base = sumPrices(lines.filter((l) => l.service.periodicity !== false));
  return percentOf(base, periodicityPercent(input));
}

/** The chosen date's discount applies to the discountable services (flag default true). */
function dateCandidate(input: PriceInput, lines: readonly Line[]): number {
  const dd = input.dateDiscount;
  if (!dd) return 0;
  const base = sumPrices(lines.filter((l) => l.service.discount !== false));
  return dd.type === 'percent' ? percentOf(base, dd.value) : amountCapped(base, dd.value);
}

/**
 * Lines a promocode with listed services applies to.
 * A promocode counts for one service type only: the type is taken from the
 * FIRST listed service id that is present in the order (quantity > 0), and only
 * listed services of that type count. If no listed service is in the order,
 * the promocode applies to nothing.
 * Listed services count regardless of their `discount` flag: naming a service
 * in the promocode is an explicit decision that overrides the generic flag.
 */
export function promocodeLines(listed: readonly number[], lines: readonly Line[]): Line[] {
  const present = lines.filter((l) => l.service.quantity > 0);
  let serviceType: number | undefined;
  for (const id of listed) {
    const hit = present.find((l) => l.service.id === id);
    if (hit) {
      serviceType = hit.service.idServiceType;
      break;
    }
  }
  if (serviceType === undefined) return [];
  return present.filter((l) => listed.includes(l.service.id) && l.service.idServiceType === serviceType);
}

/**
 * Promocode discount:
 * - no listed services: applies like a general discount, to discountable lines;
 * - listed services: applies only to those services' lines (one service type);
 * - amount (MAJOR units) is x100 and capped by the lines it applies to, so a
 *   big voucher can't make the order negative.
 */
function promocodeCandidate(input: PriceInput, lines: readonly Line[]): number {
  return input.promocode ? promocodeEffect(input.promocode, lines).amount : 0;
}

type PromocodeTerms = NonNullable<PriceInput['promocode']>;

/** What one promocode takes off these lines, and the one service type it counted for (null: all discountable). */
function promocodeEffect(pc: PromocodeTerms, lines: readonly Line[]) {
  const scoped =
    pc.services.length > 0
      ? promocodeLines(pc.services, lines)
      : lines.filter((l) => l.service.discount !== false);
  const base = sumPrices(scoped);
  const amount = pc.type === 'percent' ? percentOf(base, pc.value) : amountCapped(base, pc.value);
  const serviceType = pc.services.length > 0 && scoped.length ? scoped[0].service.idServiceType : null;
  return { amount, serviceType };
}

/**
 * Several promocodes entered on one order: only the single best applies (spec section 9, like every other
 * discount). The winner is the one taking most off; on a tie the one entered first. -1 when none takes
 * anything off. `serviceType` is the type a service-listed code counted for (`promocodeServiceType`).
 */
export function bestPromocode(
  input: Pick<PriceInput, 'services' | 'privateHouse' | 'settings'>,
  promocodes: readonly PromocodeTerms[],
): { index: number; amount: number; serviceType: number | null } {
  const lines: Line[] = input.services.map((service) => ({ service, ...lineOf(service, input) }));
  let best = { index: -1, amount: 0, serviceType: null as number | null };
  promocodes.forEach((pc, index) => {
    const effect = promocodeEffect(pc, lines);
    if (effect.amount > best.amount) best = { index, ...effect };
  });
  return best;
}

// ---------------------------------------------------------------------------
// calculatePrice
// ---------------------------------------------------------------------------

export function calculatePrice(input: PriceInput): PriceResult {
  // Rule 1: per-line price/time.
  const lines: Line[] = input.services.map((service) => ({ service, ...lineOf(service, input) }));

  // Rule 2: full price is the plain sum of the lines, before any discount.
  const linesTotal = sumPrices(lines);

  // Rule 3: discounts don't stack; only the single largest applies. Order of
  // evaluation encodes the tie-break (promocode, then periodicity, then date):
  // a later candidate must be strictly larger to win. 0 never applies.
  const candidates: Array<{ type: Exclude<PriceResult['discountType'], 'none'>; amount: number }> = [
    { type: 'promocode', amount: promocodeCandidate(input, lines) },
    { type: 'periodicity', amount: periodicityCandidate(input, lines) },
    { type: 'date', amount: dateCandidate(input, lines) },
  ];
  let discount = 0;
  let discountType: PriceResult['discountType'] = 'none';
  for (const c of candidates) {
    if (c.amount > discount) {
      discount = c.amount;
      discountType = c.type;
    }
  }

  // Rule 4: the discount comes off the services only; the address (travel)
  // surcharge is never discounted and is added to both prices.
  const address = Math.max(0, roundMinor(input.addressPrice));
  let fullPrice = linesTotal + address;
  let price = linesTotal - discount + address;

  // Rule 5: VAT is charged on everything the client pays, address included,
  // so it is applied last. Computed as x*(100+vat)/100 to avoid 1.21-style
  // representation error, then rounded to a whole minor unit.
  if (input.needVatInvoice) {
    const vat = input.settings.vatPercentage;
    fullPrice = roundMinor((fullPrice * (100 + vat)) / 100);
    price = roundMinor((price * (100 + vat)) / 100);
  }

  // Rule 6: cleaning time is the sum of line times, ceiled once to whole
  // minutes (a started minute is booked), then split for display.
  const totalMinutes = lines.reduce((acc, line) => acc + line.time, 0);

  // Rule 7: nothing can go below zero.
  return {
    fullPrice: Math.max(0, fullPrice),
    price: Math.max(0, price),
    discount,
    discountType,
    cleaningTime: splitMinutes(totalMinutes),
  };
}

// ---------------------------------------------------------------------------
// Amount to pay
// ---------------------------------------------------------------------------

/**
 * What the customer still pays for an order (docs/decisions-stock.md): its price (after the best discount, the
 * address price and VAT) less what a gift certificate covered, never below zero. A certificate is a means of
 * payment, not a discount: price and fullPrice stay as computed. The details, the list, the CSV, the complete
 * dialog and the cash of the partner's settlement all read this amount.
 */
export function amountToPay(price: number, certificateUsed: number | null | undefined = 0): number {
  return Math.max(0, Math.max(0, price) - Math.max(0, certificateUsed ?? 0));
}
