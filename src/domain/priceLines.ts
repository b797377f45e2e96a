/**
 * Rule 1 of the order price: each service line's price and time, before any discount. All amounts are integer
 * minor units; all times are minutes.
 */
import { denoise, roundMinor } from './priceArithmetic';
import type { OrderService } from './orderRules';

/** An order's service line with the catalogue's flags that decide how it is priced. */
export interface PricedService extends OrderService {
  /** Takes part in date / generic promocode discounts. Default true. */
  discount?: boolean;
  /** Takes part in the periodicity discount. Default true. */
  periodicity?: boolean;
  /** Price is taken as-is: not multiplied by quantity nor by the coefficient. */
  fixPrice?: boolean;
}

/** What a line's price depends on besides the service: the kind of home and the location's coefficient. */
export interface LineTerms {
  privateHouse: boolean;
  settings: { privateHouseCoefficient: number };
}

export interface Line {
  service: PricedService;
  /** Whole minor units. */
  price: number;
  /** Minutes, not yet rounded (rounding happens once, on the total). */
  time: number;
}

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
export function lineOf(service: PricedService, terms: LineTerms): { price: number; time: number } {
  if (!(service.quantity > 0)) return { price: 0, time: 0 };
  const coefficient = terms.privateHouse && service.base ? terms.settings.privateHouseCoefficient : 1;
  const price = service.fixPrice
    ? roundMinor(service.price)
    : roundMinor(service.price * service.quantity * coefficient);
  const time = denoise(service.time * service.quantity * coefficient);
  return { price: Math.max(0, price), time: Math.max(0, time) };
}

/** Every service of an order as a priced line. */
export const linesOf = (services: readonly PricedService[], terms: LineTerms): Line[] =>
  services.map((service) => ({ service, ...lineOf(service, terms) }));

export function sumPrices(lines: readonly Line[]): number {
  return lines.reduce((acc, line) => acc + line.price, 0);
}

/** Splits whole minutes into hours and remaining minutes. */
export function splitMinutes(min: number): { fullMinutes: number; hours: number; minutes: number } {
  const fullMinutes = Math.max(0, Math.ceil(denoise(min)));
  return { fullMinutes, hours: Math.floor(fullMinutes / 60), minutes: fullMinutes % 60 };
}
