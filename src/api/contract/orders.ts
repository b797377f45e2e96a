import { z } from 'zod';
import { ORDER_STATUSES } from '../../domain/statuses';
import { collectionEndpoints, recordOf } from './collection';
import {
  DISCOUNT_TYPES,
  cleaningTime,
  contactPerson,
  orderAddress,
  orderCustomer,
  orderHistoryEntry,
  orderInvoice,
  orderService,
  orderServiceType,
  statusIn,
  timeSlot,
} from './orderParts';
import { wire } from './wire';

export const ORDER_CHANNELS = ['web', 'app', 'phone', 'admin'] as const;

/** 0 unpaid, 1 paid (src/domain/statuses.ts PAYMENT_STATUSES). */
export const paymentStatus = z.union([z.literal(0), z.literal(1)]);

/**
 * An order as every answer holds it (mocks/resources/orders/present.ts): the stored order, its customer, and the
 * texts the list shows (customer, address, time, payment method, partners' names). Money in minor units.
 */
export const orderRecord = recordOf({
  location: z.number().int(),
  status: statusIn(ORDER_STATUSES),
  paymentStatus,
  paymentMethodId: z.number().int(),
  paymentMethodLabel: z.string(),
  date: z.string().nullable(),
  time: timeSlot,
  timeText: z.string(),
  customerId: z.number().int(),
  customer: orderCustomer.nullable(),
  customerName: z.string(),
  customerPhone: z.string(),
  address: orderAddress,
  addressText: z.string(),
  privateHouse: z.boolean(),
  periodicity: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  services: z.array(orderService),
  serviceTypes: z.array(orderServiceType),
  /** partner id -> name, for the partners on the order */
  partnerNames: z.record(z.string(), z.string()),
  partnersChooseByCustomer: z.boolean().optional(),
  price: z.number().int(),
  fullPrice: z.number().int(),
  discount: z.number().int(),
  discountType: z.enum(DISCOUNT_TYPES),
  addressPrice: z.number().int(),
  cleaningTime,
  calculatePrice: z.boolean(),
  rate: z.number().int().min(1).max(5).nullable(),
  review: z.string().optional(),
  reviewAnswer: z.string().optional(),
  reviewAnsweredAt: z.string().optional(),
  reviewHidden: z.boolean().optional(),
  tips: z.number().int(),
  transport: z.number().int(),
  /** the partner who collected the cash */
  cashPartnerId: z.number().int().optional(),
  channel: z.enum(ORDER_CHANNELS),
  labels: z.array(z.number().int()),
  description: z.string().optional(),
  additionalInfo: z.string().optional(),
  anotherPersonToContact: contactPerson.optional(),
  /** the code that applied (the best of those entered), for `promocodeServiceType` */
  promocode: z.string().optional(),
  promocodeId: z.number().int().optional(),
  /** every code entered */
  promocodes: z.array(z.string()),
  promocodeServiceType: z.number().int().nullable().optional(),
  /** the customer's saved card paying for the order */
  activeCard: z.number().int().nullable().optional(),
  needVatInvoice: z.boolean(),
  invoice: orderInvoice.optional(),
  /** the gift certificate paying part of the price, and how much of it */
  certificateId: z.number().int().optional(),
  certificateCode: z.string().optional(),
  certificateUsed: z.number().int().optional(),
  cancelReason: z.string().optional(),
  createdAt: z.string(),
  history: z.array(orderHistoryEntry),
  /** the customer's and partner's messages about the order */
  messages: z.array(z.object({ at: z.string(), from: z.string(), text: z.string() })).optional(),
});

/** A time slot as a form sends it: no hour is null in the form, and is not sent. */
export const postedTime = z.object({
  hour: wire.int().nullable().optional(),
  minute: wire.int().nullable().optional(),
  any: wire.bool().optional(),
  specify: wire.bool().optional(),
});

/** One service line as the form sends it: prices and times are the catalogue's, whatever the form says. */
const serviceLine = z.object({
  id: wire.int().optional(),
  idServiceType: wire.int().optional(),
  quantity: wire.num().optional(),
  /** the older name of `quantity` */
  value: wire.num().optional(),
  price: wire.int().optional(),
  time: wire.num().optional(),
  base: wire.bool().optional(),
});

const texts = <const K extends string>(keys: readonly K[]) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, wire.text().optional()])) as Record<
      K,
      z.ZodOptional<z.ZodString>
    >,
  );

/**
 * The order form (add, edit, and the price panel's calculate). Every field is optional on the wire: the backend's
 * rules (src/domain/orderRules.ts validateOrder, mocks/resources/orders/prepare.ts) name each missing one with its
 * own message. A closed order's edit changes only labels, description and the payment status.
 */
export const orderInput = z.object({
  customerId: wire.int().optional(),
  date: wire.text().optional(),
  time: postedTime.optional(),
  address: texts(['city', 'street', 'house', 'postcode', 'entrance', 'apartment', 'floor', 'code'])
    .extend({ id: wire.int().optional(), latitude: wire.num().optional(), longitude: wire.num().optional() })
    .optional(),
  services: wire.list(serviceLine).optional(),
  privateHouse: wire.bool().optional(),
  /** 0 none, 1 once a month, 2 twice a month, 3 once a week */
  periodicity: wire.int().optional(),
  paymentMethodId: wire.int().optional(),
  paymentStatus: wire.int().optional(),
  /** read only to refuse a move to Deleted without the delete right; an order's status changes by its actions */
  status: wire.int().optional(),
  needVatInvoice: wire.bool().optional(),
  invoice: texts(['companyName', 'taxNumber', 'postcode', 'address', 'city']).optional(),
  additionalInfo: wire.text().optional(),
  description: wire.text().optional(),
  /** every code entered; `promocode` is the older single code */
  promocodes: wire.list(wire.text()).optional(),
  promocode: wire.text().optional(),
  certificateCode: wire.text().optional(),
  activeCard: wire.int().optional(),
  labels: wire.ids().optional(),
  /** false: `price` and `fullPrice` are the manager's own */
  calculatePrice: wire.bool().optional(),
  price: wire.int().optional(),
  fullPrice: wire.int().optional(),
  anotherPersonToContact: texts(['name', 'phone']).optional(),
});

/** A filter value a cleared input may send as an empty text: left out. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * Every filter the order list (its tabs and filter form), the customer's and certificate's orders and the calendar
 * send. Lists match any of their values; `_gte`/`_lte` bound a field. A key not listed here is refused, not ignored:
 * a filter the backend would drop silently shows the wrong orders.
 */
export const orderFilter = z.strictObject({
  q: optional(wire.text()),
  /** narrows within the session's location, never widens it */
  location: optional(wire.ids()),
  status: optional(wire.int()),
  statuses: optional(wire.ids()),
  paymentStatus: optional(wire.int()),
  paymentStatuses: optional(wire.list(wire.int())),
  rates: optional(wire.ids()),
  /** only the rated orders */
  rated: optional(wire.bool()),
  partnerId: optional(wire.id()),
  customerId: optional(wire.id()),
  certificateId: optional(wire.id()),
  serviceType: optional(wire.id()),
  channel: optional(z.enum(ORDER_CHANNELS)),
  labels: optional(wire.ids()),
  /** YYYY-MM-DD */
  date: optional(wire.date()),
  date_gte: optional(wire.date()),
  date_lte: optional(wire.date()),
  price_gte: optional(wire.int()),
  price_lte: optional(wire.int()),
  /** only today's orders */
  today: optional(wire.bool()),
});

export const ORDER_WRITE_ERRORS = [
  'app.validation.required',
  'resources.orders.validation.services',
  'resources.orders.validation.date',
  'resources.orders.validation.time',
  'resources.orders.validation.customer',
  'resources.orders.validation.address',
  'resources.orders.validation.card',
  'resources.orders.refusals.promocode',
  'resources.orders.refusals.closedPayment',
] as const;

export const ordersCollection = collectionEndpoints('orders', {
  record: orderRecord,
  input: orderInput,
  filter: orderFilter,
  writeErrors: ORDER_WRITE_ERRORS,
});

export type Order = z.output<typeof orderRecord>;
export type OrderServiceType = z.output<typeof orderServiceType>;
export type OrderFilter = z.output<typeof orderFilter>;
