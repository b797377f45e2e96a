/**
 * Rule 3 of the order price: the discounts an order may get (its periodicity, its date, a promocode) and the
 * choice of the one that applies. Discounts never stack. All amounts are integer minor units unless a field says
 * otherwise.
 */
import { amountCapped, percentOf } from './priceArithmetic';
import { linesOf, sumPrices, type Line, type LineTerms, type PricedService } from './priceLines';

/** Order periodicity codes as stored by the API. */
export const PERIODICITY = {
  NONE: 0,
  ONCE_A_MONTH: 1,
  TWICE_A_MONTH: 2,
  ONCE_A_WEEK: 3,
} as const;

/** A percent or an amount off; `amount` is in MAJOR units. */
export interface DiscountValue {
  type: 'percent' | 'amount';
  value: number;
}

/** A promocode's terms; `services` are service ids (none: it applies to every discountable service). */
export interface PromocodeTerms extends DiscountValue {
  services: number[];
}

/** What decides an order's discount: its periodicity, its date's discount, its promocode, the location's percents. */
export interface DiscountTerms {
  periodicity: 0 | 1 | 2 | 3;
  /** Discount of the chosen date. */
  dateDiscount?: DiscountValue | null;
  promocode?: PromocodeTerms | null;
  settings: { onceMonthDiscount: number; twiceMonthDiscount: number; onceWeekDiscount: number };
}

export type DiscountType = 'none' | 'date' | 'periodicity' | 'promocode';

/** Periodicity code -> percent from the location settings (0 = no discount). */
function periodicityPercent(terms: DiscountTerms): number {
  const s = terms.settings;
  switch (terms.periodicity) {
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
function periodicityCandidate(terms: DiscountTerms, lines: readonly Line[]): number {
  const base = sumPrices(lines.filter((l) => l.service.periodicity !== false));
  return percentOf(base, periodicityPercent(terms));
}

/** The chosen date's discount applies to the discountable services (flag default true). */
function dateCandidate(terms: DiscountTerms, lines: readonly Line[]): number {
  const dd = terms.dateDiscount;
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
 * What one promocode takes off these lines, and the one service type it counted for (null: all discountable):
 * - no listed services: applies like a general discount, to discountable lines;
 * - listed services: applies only to those services' lines (one service type);
 * - amount (MAJOR units) is x100 and capped by the lines it applies to, so a
 *   big voucher can't make the order negative.
 */
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
  input: LineTerms & { services: readonly PricedService[] },
  promocodes: readonly PromocodeTerms[],
): { index: number; amount: number; serviceType: number | null } {
  const lines = linesOf(input.services, input);
  let best = { index: -1, amount: 0, serviceType: null as number | null };
  promocodes.forEach((pc, index) => {
    const effect = promocodeEffect(pc, lines);
    if (effect.amount > best.amount) best = { index, ...effect };
  });
  return best;
}

/**
 * The one discount that applies: discounts don't stack, only the single largest does. Order of evaluation
 * encodes the tie-break (promocode, then periodicity, then date): a later candidate must be strictly larger to
 * win. 0 never applies.
 */
export function bestDiscount(
  terms: DiscountTerms,
  lines: readonly Line[],
): { discount: number; discountType: DiscountType } {
  const candidates: Array<{ type: Exclude<DiscountType, 'none'>; amount: number }> = [
    { type: 'promocode', amount: terms.promocode ? promocodeEffect(terms.promocode, lines).amount : 0 },
    { type: 'periodicity', amount: periodicityCandidate(terms, lines) },
    { type: 'date', amount: dateCandidate(terms, lines) },
  ];
  let discount = 0;
  let discountType: DiscountType = 'none';
  for (const c of candidates) {
    if (c.amount > discount) {
      discount = c.amount;
      discountType = c.type;
    }
  }
  return { discount, discountType };
}
