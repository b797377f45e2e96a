import { z } from 'zod/mini';
import { PROMPTS } from '../../domain/orderRules';
import { ORDER_STATUSES, PAYMENT_STATUS, PAYMENT_STATUSES } from '../../domain/statuses';
import { codeLabels, money, ofKind, refTo, statusLabels, summaryOf } from './fieldKinds';
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

/** 0 none, 1 once a month, 2 twice a month, 3 once a week. */
const PERIODICITIES = [0, 1, 2, 3] as const;

/** 0 unpaid, 1 paid (src/domain/statuses.ts PAYMENT_STATUSES). */
export const paymentStatus = z.union([z.literal(0), z.literal(1)]);

/**
 * An order as every answer holds it (mocks/resources/orders/present.ts): the stored order, its customer, and the
 * texts the list shows (customer, address, time, payment method, partners' names). Money in minor units.
 */
export const orderRecord = recordOf({
  location: ofKind(z.int(), { kind: 'location' }),
  status: statusIn(ORDER_STATUSES),
  paymentStatus: ofKind(paymentStatus, statusLabels(PAYMENT_STATUSES)),
  paymentMethodId: ofKind(z.int(), { kind: 'paymentMethod' }),
  paymentMethodLabel: z.string(),
  date: z.nullable(ofKind(z.string(), { kind: 'date' })),
  time: timeSlot,
  timeText: z.string(),
  customerId: refTo('customers'),
  customer: z.nullable(ofKind(orderCustomer, summaryOf('name', 'phone'))),
  customerName: z.string(),
  customerPhone: z.string(),
  address: ofKind(orderAddress, summaryOf('street', 'house', 'apartment', 'postcode', 'city')),
  addressText: z.string(),
  privateHouse: z.boolean(),
  periodicity: ofKind(
    z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    codeLabels('resources.orders.periodicity', [0, 1, 2, 3]),
  ),
  services: ofKind(z.array(orderService), { kind: 'services' }),
  serviceTypes: z.array(
    ofKind(orderServiceType, { kind: 'ref', api: 'serviceTypes', idField: 'idServiceType' }),
  ),
  /** partner id -> name, for the partners on the order */
  partnerNames: z.record(z.string(), z.string()),
  partnersChooseByCustomer: z.optional(z.boolean()),
  /** a visit of a series (issue #32): the series, and the visit's number in it (0: the order that started it) */
  seriesId: z.optional(ofKind(z.int(), { kind: 'number' })),
  seriesIndex: z.optional(ofKind(z.int(), { kind: 'number' })),
  price: money(),
  fullPrice: money(),
  discount: money(),
  discountType: ofKind(z.enum(DISCOUNT_TYPES), codeLabels('resources.orders.discountTypes', DISCOUNT_TYPES)),
  addressPrice: money(),
  cleaningTime: ofKind(cleaningTime, { kind: 'duration' }),
  calculatePrice: z.boolean(),
  rate: z.nullable(ofKind(z.int().check(z.minimum(1), z.maximum(5)), { kind: 'number' })),
  review: z.optional(z.string()),
  reviewAnswer: z.optional(z.string()),
  reviewAnsweredAt: z.optional(ofKind(z.string(), { kind: 'dateTime' })),
  reviewHidden: z.optional(z.boolean()),
  tips: money(),
  transport: money(),
  /** the partner who collected the cash */
  cashPartnerId: z.optional(refTo('partners')),
  channel: ofKind(z.enum(ORDER_CHANNELS), codeLabels('resources.orders.channels', ORDER_CHANNELS)),
  labels: z.array(refTo('labels')),
  description: z.optional(z.string()),
  additionalInfo: z.optional(z.string()),
  anotherPersonToContact: z.optional(ofKind(contactPerson, summaryOf('name', 'phone'))),
  /** the code that applied (the best of those entered), for `promocodeServiceType` */
  promocode: z.optional(z.string()),
  promocodeId: z.optional(refTo('promocodes')),
  /** every code entered */
  promocodes: z.array(z.string()),
  promocodeServiceType: z.optional(z.nullable(refTo('serviceTypes'))),
  /** the customer's saved card paying for the order (its id among the customer's cards) */
  activeCard: z.optional(z.nullable(ofKind(z.int(), { kind: 'card' }))),
  needVatInvoice: z.boolean(),
  invoice: z.optional(
    ofKind(orderInvoice, summaryOf('companyName', 'taxNumber', 'address', 'postcode', 'city')),
  ),
  /** the gift certificate paying part of the price, and how much of it */
  certificateId: z.optional(refTo('certificates')),
  certificateCode: z.optional(z.string()),
  certificateUsed: z.optional(money()),
  /** what the customer still pays: price less certificateUsed, never below zero (src/domain/amountToPay.ts) */
  amountToPay: money(),
  cancelReason: z.optional(z.string()),
  createdAt: ofKind(z.string(), { kind: 'dateTime' }),
  history: z.array(orderHistoryEntry),
  /** the customer's and partner's messages about the order */
  messages: z.optional(
    ofKind(
      z.array(z.object({ at: z.string(), from: z.string(), text: z.string() })),
      summaryOf('from', 'text'),
    ),
  ),
});

/** A time slot as a form sends it: no hour is null in the form, and is not sent. */
export const postedTime = z.object({
  hour: z.optional(z.nullable(wire.int())),
  minute: z.optional(z.nullable(wire.int())),
  any: z.optional(wire.bool()),
  specify: z.optional(wire.bool()),
});

/** One service line as the form sends it: prices and times are the catalogue's, whatever the form says. */
const serviceLine = z.object({
  id: z.optional(wire.int()),
  idServiceType: z.optional(wire.int()),
  quantity: z.optional(wire.quantity()),
  /** the older name of `quantity` */
  value: z.optional(wire.quantity()),
  price: z.optional(wire.money()),
  time: z.optional(wire.num()),
  base: z.optional(wire.bool()),
});

/** Optional texts of one line, except those named as names. */
const texts = <const K extends string>(keys: readonly K[], names: readonly K[] = []) =>
  z.object(
    Object.fromEntries(
      keys.map((key) => [key, z.optional(names.includes(key) ? wire.name() : wire.text())]),
    ) as Record<K, z.ZodMiniOptional<z.ZodMiniString>>,
  );

/**
 * The order form (add, edit, and the price panel's calculate). Every field is optional on the wire: the backend's
 * rules (src/domain/orderRules.ts validateOrder, mocks/resources/orders/prepare.ts) name each missing one with its
 * own message. A closed order's edit changes only labels, description and the payment status.
 */
export const orderInput = z.object({
  customerId: z.optional(wire.int()),
  date: z.optional(wire.date(PROMPTS.date)),
  time: z.optional(postedTime),
  address: z.optional(
    z.extend(texts(['city', 'street', 'house', 'postcode', 'entrance', 'apartment', 'floor', 'code']), {
      id: z.optional(wire.int()),
      latitude: z.optional(wire.num()),
      longitude: z.optional(wire.num()),
    }),
  ),
  services: z.optional(wire.list(serviceLine)),
  privateHouse: z.optional(wire.bool()),
  /** 0 none, 1 once a month, 2 twice a month, 3 once a week */
  periodicity: z.optional(wire.choice(PERIODICITIES)),
  paymentMethodId: z.optional(wire.int()),
  paymentStatus: z.optional(wire.choice(Object.values(PAYMENT_STATUS))),
  /** read only to refuse a move to Deleted without the delete right; an order's status changes by its actions */
  status: z.optional(wire.int()),
  needVatInvoice: z.optional(wire.bool()),
  invoice: z.optional(texts(['companyName', 'taxNumber', 'postcode', 'address', 'city'], ['companyName'])),
  additionalInfo: z.optional(wire.text('text')),
  description: z.optional(wire.text('text')),
  /** every code entered; `promocode` is the older single code */
  promocodes: z.optional(wire.list(wire.text())),
  promocode: z.optional(wire.text()),
  certificateCode: z.optional(wire.text()),
  activeCard: z.optional(wire.int()),
  labels: z.optional(wire.ids()),
  /** false: `price` and `fullPrice` are the manager's own */
  calculatePrice: z.optional(wire.bool()),
  price: z.optional(wire.money()),
  fullPrice: z.optional(wire.money()),
  anotherPersonToContact: z.optional(texts(['name', 'phone'], ['name'])),
});

/** A filter value a cleared input may send as an empty text: left out. */
const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value) => (value === '' ? undefined : value)),
    z.optional(schema),
  );

/**
 * Every filter the order list (its tabs and filter form), the customer's and certificate's orders and the calendar
 * send. Lists match any of their values; `_gte`/`_lte` bound a field. A key not listed here is refused, not ignored:
 * a filter the backend would drop silently shows the wrong orders.
 */
export const orderFilter = z.strictObject({
  q: optional(wire.text('search')),
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
  'resources.orders.validation.quantity',
  'resources.orders.validation.priceAboveFull',
  'app.validation.phone',
] as const;

/** What a move of an order (or a series' visits) to another day or time is refused with: the calendar's messages. */
export const MOVE_ERRORS = [
  'resources.calendar.refusals.pastDate',
  'resources.calendar.refusals.pastTime',
  'resources.calendar.refusals.unavailable',
  'resources.calendar.conflicts.dayOff',
  'resources.calendar.conflicts.periodOff',
  'resources.calendar.conflicts.overlap',
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
