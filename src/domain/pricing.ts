/**
 * Order price calculation for the cleaning marketplace back office: the lines (src/domain/priceLines.ts), the one
 * discount that applies (src/domain/discounts.ts), the address price, VAT (src/domain/vat.ts) and the cleaning
 * time, put together.
 *
 * Pure module: no side effects. All amounts are integer minor units (e.g. cents) unless a field says otherwise;
 * all times are minutes.
 */
import { bestDiscount, type DiscountTerms, type DiscountType } from './discounts';
import { roundMinor } from './priceArithmetic';
import { linesOf, splitMinutes, sumPrices, type LineTerms, type PricedService } from './priceLines';
import { withVat } from './vat';

export interface PriceInput extends LineTerms, DiscountTerms {
  services: PricedService[];
  /** Minor units. */
  addressPrice: number;
  needVatInvoice: boolean;
  settings: LineTerms['settings'] & DiscountTerms['settings'] & { vatPercentage: number };
}

export interface PriceResult {
  fullPrice: number;
  price: number;
  discount: number;
  discountType: DiscountType;
  cleaningTime: { fullMinutes: number; hours: number; minutes: number };
}

export function calculatePrice(input: PriceInput): PriceResult {
  // Rule 1: per-line price/time.
  const lines = linesOf(input.services, input);

  // Rule 2: full price is the plain sum of the lines, before any discount.
  const linesTotal = sumPrices(lines);

  // Rule 3: only the single largest discount applies.
  const { discount, discountType } = bestDiscount(input, lines);

  // Rule 4: the discount comes off the services only; the address (travel)
  // surcharge is never discounted and is added to both prices.
  const address = Math.max(0, roundMinor(input.addressPrice));
  let fullPrice = linesTotal + address;
  let price = linesTotal - discount + address;

  // Rule 5: VAT on everything the client pays, applied last.
  if (input.needVatInvoice) {
    fullPrice = withVat(fullPrice, input.settings.vatPercentage);
    price = withVat(price, input.settings.vatPercentage);
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
