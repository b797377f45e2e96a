import { z } from 'zod/mini';
import { VERSION_CONFLICT } from '../../domain/versions';
import { PROMPTS } from '../../domain/orderRules';
import type { SuggestionReason } from '../../domain/partnerSuggestions';
import { endpoint } from './endpoint';
import { priceResult } from './orderParts';
import { orderSeries, seriesActionsApi } from './orderSeries';
import {
  MOVE_ERRORS,
  ORDER_WRITE_ERRORS,
  orderInput,
  orderRecord,
  ordersCollection,
  postedTime,
} from './orders';
import { wire } from './wire';

/**
 * The order's actions besides its collection (mocks/resources/orders/actions.ts). An action on one order names it
 * by `id` (found within the session's location) and may name the `version` it was based on: a stale one is refused
 * with the current order.
 */
const onOrder = z.object({ id: wire.id(), version: z.optional(wire.int()) });
const orderAccess = (action: 'list' | 'create' | 'edit') => ({ resource: 'orders', action }) as const;

const STATUS_ERRORS = [
  VERSION_CONFLICT,
  'resources.orders.refusals.notNew',
  'resources.orders.refusals.incomplete',
  'resources.orders.refusals.readOnly',
  'resources.orders.refusals.notConfirmed',
  'resources.orders.refusals.beforeDate',
  'resources.orders.refusals.notCancellable',
] as const;

const PROMOCODE_TYPES = ['percent', 'amount'] as const;

/** A promocode the order may use now, with the services it applies to (`value`: percents, or major units). */
export const checkedPromocode = z.object({
  id: z.int(),
  code: z.string(),
  type: z.enum(PROMOCODE_TYPES),
  value: z.number(),
  services: z.array(z.int()),
  serviceTypes: z.array(z.int()),
});

/** A partner the picker offers, with their rating, their other open orders that day and a day off on it. */
export const availablePartner = z.object({
  id: z.int(),
  name: z.string(),
  rating: z.nullable(z.number()),
  load: z.int().check(z.nonnegative()),
  dayOff: z.nullable(z.enum(['wholeDay', 'periods'])),
});

const suggestionReason = z.union([
  z.object({ code: z.enum(['serviceType', 'district', 'free', 'noRating']) }),
  z.object({ code: z.enum(['rating', 'rating30']), value: z.number() }),
  z.object({ code: z.literal('load'), count: z.int().check(z.nonnegative()) }),
  z.object({
    code: z.literal('distance'),
    km: z.number().check(z.nonnegative()),
    from: z.enum(['previousOrder', 'home']),
  }),
]) satisfies z.ZodMiniType<SuggestionReason>;

/** A suggested partner (src/domain/partnerSuggestions.ts): ranked, with the reasons; the dispatcher confirms. */
export const suggestedPartner = z.object({
  id: z.int(),
  name: z.string(),
  score: z.number(),
  reasons: z.array(suggestionReason),
});

/** One day of the order form's calendar: can it be booked, its free slots and its discount. */
export const dayInfo = z.object({
  date: z.string(),
  available: z.boolean(),
  freeSlots: z.int().check(z.nonnegative()),
  discount: z.nullable(z.object({ type: z.enum(PROMOCODE_TYPES), value: z.number() })),
});

/**
 * The draft of a copy for the add form: the source order without its id, version, status, log and what happened
 * to it, with no date, time or partners, unpaid, and without its gift certificate (a payment of that order, not a
 * part of what was ordered); `copyOf` names the source.
 */
export const orderCopy = z.extend(
  z.omit(orderRecord, {
    id: true,
    version: true,
    status: true,
    history: true,
    rate: true,
    review: true,
    tips: true,
    transport: true,
    cashPartnerId: true,
    createdAt: true,
    messages: true,
    cancelReason: true,
    customerName: true,
    customerPhone: true,
    addressText: true,
    timeText: true,
    paymentMethodLabel: true,
    partnerNames: true,
    amountToPay: true,
    certificateId: true,
    certificateCode: true,
    certificateUsed: true,
  }),
  { copyOf: z.int() },
);

/** The price panel's answer: the price, the district's price and the one promocode that applied (of those entered). */
export const orderPrice = z.extend(priceResult, {
  addressPrice: z.int(),
  promocode: z.nullable(checkedPromocode),
  promocodeServiceType: z.nullable(z.int()),
});

export const orderActionsApi = {
  confirm: endpoint({
    path: 'admin/orders/confirm',
    summary: 'New -> Confirmed, when the order has everything a partner needs.',
    access: orderAccess('edit'),
    request: onOrder,
    answer: orderRecord,
    errors: STATUS_ERRORS,
  }),
  complete: endpoint({
    path: 'admin/orders/complete',
    summary:
      'Confirmed -> Completed, on or after its day; `markPaid` also marks it paid (cash collected at the door).',
    access: orderAccess('edit'),
    request: z.extend(onOrder, { markPaid: z.optional(wire.bool()) }),
    answer: orderRecord,
    errors: STATUS_ERRORS,
  }),
  cancel: endpoint({
    path: 'admin/orders/cancel',
    summary:
      'Cancels an open order, with or without payment; the reason is required (checked after the status).',
    access: orderAccess('edit'),
    request: z.extend(onOrder, {
      withPayment: z.optional(wire.bool()),
      reason: z.optional(wire.text('text')),
    }),
    answer: orderRecord,
    errors: [...STATUS_ERRORS, 'app.validation.required'],
  }),
  copy: endpoint({
    path: 'admin/orders/copy',
    summary: 'The draft of a new order copied from this one, for the add form (nothing is saved).',
    access: orderAccess('create'),
    request: onOrder,
    answer: orderCopy,
  }),
  labels: endpoint({
    path: 'admin/orders/labels',
    summary:
      'Labels of one order (`id`, mode `set`: replaces them) or of many (`ids`, mode `add`, the default: adds ' +
      "them). Many name each order's `versions` (in the order of `ids`): one stale or missing version refuses " +
      'the whole change.',
    access: orderAccess('edit'),
    request: z.object({
      id: z.optional(wire.id()),
      ids: z.optional(wire.ids()),
      version: z.optional(wire.int()),
      /** with `ids`: the version of each order the screen showed, in the same order (required) */
      versions: z.optional(wire.list(wire.int())),
      /** none: no labels left (an empty list is not sent) */
      labels: z.optional(wire.ids()),
      mode: z.optional(z.enum(['set', 'add'])),
    }),
    answer: z.array(orderRecord),
    errors: [VERSION_CONFLICT],
  }),
  partners: endpoint({
    path: 'admin/orders/partners',
    summary: 'Puts partners on one service type of the order; each new one must be free then.',
    access: orderAccess('edit'),
    request: z.extend(onOrder, {
      idServiceType: wire.int(),
      /** none: no partner left on the service type */
      partners: z.optional(wire.ids()),
      numberOfPartners: z.optional(wire.int()),
    }),
    answer: orderRecord,
    errors: [
      VERSION_CONFLICT,
      'resources.orders.refusals.readOnly',
      'resources.orders.refusals.partner',
      'resources.orders.refusals.tooManyPartners',
      'resources.calendar.conflicts.dayOff',
      'resources.calendar.conflicts.periodOff',
      'resources.calendar.conflicts.overlap',
      'resources.calendar.conflicts.inactivePartner',
    ],
  }),
  move: endpoint({
    path: 'admin/orders/move',
    summary: "The calendar's move: a new day and, optionally, a new time; repriced like a save of the form.",
    access: orderAccess('edit'),
    request: z.extend(onOrder, {
      /** YYYY-MM-DD (checked after the order's status, with the calendar's own message) */
      date: z.optional(wire.date(PROMPTS.date)),
      /** none: the order keeps its time */
      time: z.optional(postedTime),
    }),
    answer: orderRecord,
    errors: [...STATUS_ERRORS, ...ORDER_WRITE_ERRORS, ...MOVE_ERRORS],
  }),
  availablePartners: endpoint({
    path: 'admin/orders/availablePartners',
    summary:
      "The location's registered partners who do the service type, with what the picker shows of each.",
    access: orderAccess('list'),
    request: z.extend(onOrder, { idServiceType: wire.int() }),
    answer: z.array(availablePartner),
  }),
  suggestedPartners: endpoint({
    path: 'admin/orders/suggestedPartners',
    summary:
      "At most five partners for the order's service type, ranked, each with its reasons (never off, inactive, double-booked, outside the district or already on it). Suggests only: nothing is assigned.",
    access: orderAccess('list'),
    request: z.extend(onOrder, { idServiceType: wire.int() }),
    answer: z.array(suggestedPartner),
    errors: ['app.errors.notFound'],
  }),
  series: endpoint({
    path: 'admin/orders/series',
    summary:
      "The series the order is a visit of: its state and every visit created so far (past and next), extended to today's horizon first.",
    access: orderAccess('list'),
    request: onOrder,
    answer: orderSeries,
    errors: ['app.errors.notFound'],
  }),
  calculate: endpoint({
    path: 'admin/orders/calculate',
    summary: "The price of the form's values, by the same code as a save (`id`: the order being edited).",
    access: orderAccess('list'),
    request: z.extend(orderInput, { id: z.optional(wire.id()) }),
    answer: orderPrice,
    errors: ['resources.orders.refusals.promocode'],
  }),
  promocode: endpoint({
    path: 'admin/orders/promocode',
    summary: 'Checks a code for the form (`promocodeId`: the code the order was saved with, still accepted).',
    access: orderAccess('list'),
    request: z.object({ code: z.optional(wire.text()), promocodeId: z.optional(wire.int()) }),
    answer: checkedPromocode,
    errors: ['resources.orders.refusals.promocode'],
  }),
  calendarData: endpoint({
    path: 'admin/orders/calendarData',
    summary: "Each day's availability and discount for the next 60 days, for the order form's calendar.",
    access: orderAccess('list'),
    request: z.object({}),
    answer: z.array(dayInfo),
  }),
};

/** Every endpoint of the orders: the collection's and the actions' (`delete` is the action's own, same shape). */
export const ordersApi = { ...ordersCollection, ...orderActionsApi, ...seriesActionsApi };

export type CheckedPromocode = z.output<typeof checkedPromocode>;
export type AvailablePartner = z.output<typeof availablePartner>;
export type SuggestedPartner = z.output<typeof suggestedPartner>;
export type DayInfo = z.output<typeof dayInfo>;
export type OrderCopyDraft = z.output<typeof orderCopy>;
export type OrderPrice = z.output<typeof orderPrice>;
