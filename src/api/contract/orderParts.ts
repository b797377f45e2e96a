import { z } from 'zod';
import type { OrderAddress, OrderInvoice, OrderService } from '../../domain/orderRules';
import type { PriceResult } from '../../domain/pricing';
import type { StatusFamily } from '../../domain/statuses';
import type { TimeSlot } from '../../domain/timeSlots';

/**
 * The parts of an order that its answers share (the order record, the calendar's events, the price panel). The
 * pure rules in src/domain own these shapes (pricing and validation read them), so each schema is checked against
 * the domain's type rather than declaring it a second time.
 */

/** A status of a family (src/domain/statuses.ts): its id, refused when the family does not know it. */
export const statusIn = (family: StatusFamily) => {
  const ids = Object.values(family.byName).map((status) => status.id);
  return z
    .number()
    .int()
    .refine((id) => ids.includes(id), { message: `not one of ${ids.join(', ')}` });
};

/** A fixed hour and minute, or 'any time' / 'to be agreed the day before' (no hour). */
export const timeSlot = z.object({
  hour: z.number().int().nullable(),
  minute: z.number().int().nullable(),
  any: z.boolean(),
  specify: z.boolean(),
}) satisfies z.ZodType<TimeSlot>;

/** One service line: the unit price (minor units) and time (minutes) stay what they were when the order was sold. */
export const orderService = z.object({
  id: z.number().int(),
  idServiceType: z.number().int(),
  quantity: z.number().nonnegative(),
  price: z.number().int(),
  time: z.number().nonnegative(),
  base: z.boolean(),
}) satisfies z.ZodType<OrderService>;

/** The partners put on one service type of the order, and how many it needs. */
export const orderServiceType = z.object({
  idServiceType: z.number().int(),
  numberOfPartners: z.number().int().positive(),
  partners: z.array(z.number().int()),
});

/** `priceAmount`: the district's price of the address (minor units) when the order was priced. */
export const orderAddress = z.object({
  id: z.number().int().optional(),
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  city: z.string().optional(),
  street: z.string().optional(),
  house: z.string().optional(),
  postcode: z.string().optional(),
  entrance: z.string().optional(),
  apartment: z.string().optional(),
  floor: z.string().optional(),
  code: z.string().optional(),
  priceAmount: z.number().int().optional(),
}) satisfies z.ZodType<OrderAddress>;

/** The company a VAT invoice is made out to (`id`: the customer's saved legal entity it was taken from). */
export const orderInvoice = z.object({
  id: z.number().int().optional(),
  companyName: z.string().optional(),
  taxNumber: z.string().optional(),
  postcode: z.string().optional(),
  address: z.string().optional(),
  city: z.string().optional(),
}) satisfies z.ZodType<OrderInvoice>;

export const DISCOUNT_TYPES = ['none', 'date', 'periodicity', 'promocode'] as const;

/** The cleaning time of the whole order: minutes in all, and the same as hours and minutes. */
export const cleaningTime = z.object({
  fullMinutes: z.number().int().nonnegative(),
  hours: z.number().int().nonnegative(),
  minutes: z.number().int().nonnegative(),
});

/** What calculatePrice answers (money in minor units). */
export const priceResult = z.object({
  fullPrice: z.number().int(),
  price: z.number().int(),
  discount: z.number().int(),
  discountType: z.enum(DISCOUNT_TYPES),
  cleaningTime,
}) satisfies z.ZodType<PriceResult>;

/** One line of the order's own log (created, edit, confirm, move...; `from`/`to`: the statuses of a move). */
export const orderHistoryEntry = z.object({
  at: z.string(),
  by: z.string(),
  action: z.string(),
  from: z.number().int().optional(),
  to: z.number().int().optional(),
  note: z.string().optional(),
});

/** A customer's saved payment card, as the payment provider describes it. */
export const savedCard = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
});

/** A company the customer has saved for VAT invoices. */
export const legalEntity = z.object({
  id: z.number().int(),
  companyName: z.string(),
  taxNumber: z.string(),
  postcode: z.string(),
  address: z.string(),
  city: z.string(),
});

/** Another person the partner may call about the order. */
export const contactPerson = z.object({ name: z.string().optional(), phone: z.string().optional() });

/** The order's customer as the order screens show it (null when the customer is gone). */
export const orderCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().optional(),
  anotherPersonToContact: contactPerson.optional(),
  cards: z.array(savedCard),
  legalEntities: z.array(legalEntity).optional(),
});
