import { z } from 'zod/mini';

// What a customer keeps and the order form offers: the customer's record (customers.ts) and the order's customer
// (orderParts.ts) both read these.

/** A legal entity for VAT invoices (the order form's invoice section reads these). */
export const legalEntity = z.object({
  id: z.int(),
  companyName: z.string(),
  taxNumber: z.string(),
  postcode: z.string(),
  address: z.string(),
  city: z.string(),
});

/** A saved payment card: only what a payment provider hands back (never the number). */
export const customerCard = z.object({
  id: z.int(),
  brand: z.string(),
  last4: z.string().check(z.regex(/^\d{4}$/)),
  expMonth: z.int().check(z.minimum(1), z.maximum(12)),
  expYear: z.int(),
  isDefault: z.boolean(),
});
