/**
 * Rule 5 of the order price: VAT is charged on everything the client pays, address included, so it is applied
 * last. Computed as x*(100+vat)/100 to avoid 1.21-style representation error, then rounded to a whole minor unit.
 */
import { roundMinor } from './priceArithmetic';

export const withVat = (amount: number, vatPercentage: number) =>
  roundMinor((amount * (100 + vatPercentage)) / 100);
