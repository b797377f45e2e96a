import type { z } from 'zod/mini';
import type { customerCard } from '../../../src/api/contract/customerParts';
import type { CustomerRow } from '../../rows';

/** A saved payment card as the customers' screens keep it on the customer (`cards`), as the contract declares it. */
export type SavedCard = z.output<typeof customerCard>;

/** The customer's saved cards; a customer saved before cards existed has none. */
export const cardsOf = (customer: CustomerRow | undefined): SavedCard[] =>
  Array.isArray(customer?.cards) ? customer.cards : [];
