import { z } from 'zod/mini';
import { customerCard, legalEntity } from './customerParts';
import { ofKind, statusLabels } from './fieldKinds';
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
  return ofKind(
    z.int().check(z.refine((id) => ids.includes(id), { message: `not one of ${ids.join(', ')}` })),
    statusLabels(family),
  );
};

/** A fixed hour and minute, or 'any time' / 'to be agreed the day before' (no hour). */
export const timeSlot = ofKind(
  z.object({
    hour: z.nullable(z.int()),
    minute: z.nullable(z.int()),
    any: z.boolean(),
    specify: z.boolean(),
  }),
  { kind: 'timeSlot' },
) satisfies z.ZodMiniType<TimeSlot>;

/** One service line: the unit price (minor units) and time (minutes) stay what they were when the order was sold. */
export const orderService = z.object({
  id: z.int(),
  idServiceType: z.int(),
  quantity: z.number().check(z.nonnegative()),
  price: z.int(),
  time: z.number().check(z.nonnegative()),
  base: z.boolean(),
}) satisfies z.ZodMiniType<OrderService>;

/** The partners put on one service type of the order, and how many it needs. */
export const orderServiceType = z.object({
  idServiceType: z.int(),
  numberOfPartners: z.int().check(z.positive()),
  partners: z.array(z.int()),
});

/** `priceAmount`: the district's price of the address (minor units) when the order was priced. */
export const orderAddress = z.object({
  id: z.optional(z.int()),
  latitude: z.optional(z.nullable(z.number())),
  longitude: z.optional(z.nullable(z.number())),
  city: z.optional(z.string()),
  street: z.optional(z.string()),
  house: z.optional(z.string()),
  postcode: z.optional(z.string()),
  entrance: z.optional(z.string()),
  apartment: z.optional(z.string()),
  floor: z.optional(z.string()),
  code: z.optional(z.string()),
  priceAmount: z.optional(z.int()),
}) satisfies z.ZodMiniType<OrderAddress>;

/** The company a VAT invoice is made out to (`id`: the customer's saved legal entity it was taken from). */
export const orderInvoice = z.object({
  id: z.optional(z.int()),
  companyName: z.optional(z.string()),
  taxNumber: z.optional(z.string()),
  postcode: z.optional(z.string()),
  address: z.optional(z.string()),
  city: z.optional(z.string()),
}) satisfies z.ZodMiniType<OrderInvoice>;

export const DISCOUNT_TYPES = ['none', 'date', 'periodicity', 'promocode'] as const;

/** The cleaning time of the whole order: minutes in all, and the same as hours and minutes. */
export const cleaningTime = z.object({
  fullMinutes: z.int().check(z.nonnegative()),
  hours: z.int().check(z.nonnegative()),
  minutes: z.int().check(z.nonnegative()),
});

/** What calculatePrice answers (money in minor units). */
export const priceResult = z.object({
  fullPrice: z.int(),
  price: z.int(),
  discount: z.int(),
  discountType: z.enum(DISCOUNT_TYPES),
  cleaningTime,
}) satisfies z.ZodMiniType<PriceResult>;

/** One line of the order's own log (created, edit, confirm, move...; `from`/`to`: the statuses of a move). */
export const orderHistoryEntry = z.object({
  at: z.string(),
  by: z.string(),
  action: z.string(),
  from: z.optional(z.int()),
  to: z.optional(z.int()),
  note: z.optional(z.string()),
});

/** Another person the partner may call about the order. */
export const contactPerson = z.object({ name: z.optional(z.string()), phone: z.optional(z.string()) });

/** The order's customer as the order screens show it (null when the customer is gone). */
export const orderCustomer = z.object({
  id: z.int(),
  name: z.string(),
  phone: z.string(),
  email: z.optional(z.string()),
  anotherPersonToContact: z.optional(contactPerson),
  cards: z.array(customerCard),
  legalEntities: z.optional(z.array(legalEntity)),
});
