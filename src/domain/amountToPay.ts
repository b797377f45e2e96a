/**
 * What the customer still pays for an order (docs/decisions-stock.md): its price (after the best discount, the
 * address price and VAT) less what a gift certificate covered, never below zero. A certificate is a means of
 * payment, not a discount: price and fullPrice stay as computed. The details, the list, the CSV, the complete
 * dialog and the cash of the partner's settlement all read this amount.
 */
export function amountToPay(price: number, certificateUsed: number | null | undefined = 0): number {
  return Math.max(0, Math.max(0, price) - Math.max(0, certificateUsed ?? 0));
}
