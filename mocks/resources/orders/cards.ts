import type { CustomerRow } from '../../rows';

/** A saved payment card as the customers' screens keep it on the customer (`cards`). */
export interface SavedCard {
  id: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

/** The customer's saved cards; a customer saved before cards existed has none. */
export const cardsOf = (customer: CustomerRow | undefined): SavedCard[] =>
  Array.isArray(customer?.cards) ? (customer.cards as SavedCard[]) : [];
