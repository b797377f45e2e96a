import { z } from 'zod/mini';
import { VERSION_CONFLICT } from '../../domain/versions';
import { collectionEndpoints, recordOf } from './collection';
import { endpoint } from './endpoint';
import { wire } from './wire';
import { customerCard, legalEntity } from './customerParts';
import { count as countOf, date, dateTime, money, ofKind, summaryOf } from './fieldKinds';

const text = () => z.optional(wire.text());
const name = () => z.optional(wire.name());
const count = () => countOf();

/** An address's lines, as saved and as posted. */
const addressLines = {
  city: text(),
  street: text(),
  house: text(),
  postcode: text(),
  entrance: text(),
  apartment: text(),
  floor: text(),
  code: text(),
};

/** A saved address: the order form's picker reads these (id, coordinates, street...). */
export const customerAddress = z.object({
  id: z.int(),
  latitude: z.number(),
  longitude: z.number(),
  ...addressLines,
});

/** One change of a customer's points: earned by an order, spent, or adjusted by staff. */
export const pointsEntry = z.object({
  id: z.int(),
  at: z.string(),
  change: z.int(),
  reason: z.enum(['order', 'spent', 'adjustment', 'welcome']),
  orderId: z.optional(z.int()),
  note: text(),
  by: text(),
});

const person = z.object({ name: name(), phone: text() });

/** A customer as every answer holds it: the record and what their orders add up to in the session's location. */
export const customerRecord = recordOf({
  location: ofKind(z.int(), { kind: 'location' }),
  name: z.string(),
  phone: z.string(),
  additionalPhone: text(),
  email: text(),
  /** the language to speak and write to the customer in */
  contactLanguage: text(),
  notes: z.optional(wire.text('text')),
  anotherPersonToContact: z.optional(ofKind(person, summaryOf('name', 'phone'))),
  addresses: ofKind(z.array(customerAddress), summaryOf('street', 'house', 'apartment', 'postcode', 'city')),
  legalEntities: ofKind(z.array(legalEntity), summaryOf('companyName', 'taxNumber')),
  cards: ofKind(z.array(customerCard), summaryOf('brand', 'last4')),
  points: count(),
  /** shown as the changes of points it holds: each one's amount and note */
  pointsHistory: ofKind(z.array(pointsEntry), summaryOf('change', 'note')),
  registration: dateTime(),
  orderCount: count(),
  lastOrder: z.nullable(date()),
  /** paid orders' prices, minor units */
  totalSpent: money(),
  unpaidOrders: count(),
});

/**
 * The customer form (src/resources/customers/CustomerInputs.tsx): the fields staff edit. Points, cards, addresses
 * and legal entities change only through their own actions. The rules and their messages are
 * src/domain/customerRules.ts's, applied by the backend after these types.
 */
export const customerInput = z.object({
  name: name(),
  phone: text(),
  additionalPhone: text(),
  email: text(),
  contactLanguage: text(),
  notes: z.optional(wire.text('text')),
  anotherPersonToContact: z.optional(person),
});

/** The list's filters: search, its tabs, registration dates, with or without orders or a legal entity, points. */
export const customerFilter = z.strictObject({
  q: z.optional(wire.text('search')),
  tab: z.optional(z.enum(['new', 'withoutOrders', 'unpaid'])),
  registeredFrom: z.optional(wire.date()),
  registeredTo: z.optional(wire.date()),
  hasOrders: z.optional(wire.bool()),
  hasLegalEntity: z.optional(wire.bool()),
  pointsFrom: z.optional(wire.int()),
  pointsTo: z.optional(wire.int()),
  /** pickers name the session's location (the router scopes to it anyway) */
  location: z.optional(wire.ids()),
  id: z.optional(wire.ids()),
});

const collection = collectionEndpoints('customers', {
  record: customerRecord,
  input: customerInput,
  filter: customerFilter,
  writeErrors: [
    'app.validation.required',
    'app.validation.phone',
    'app.validation.email',
    'resources.customers.errors.phoneTaken',
    'resources.customers.errors.emailTaken',
  ],
});

const edit = { resource: 'customers', action: 'edit' } as const;
const ofCustomer = z.object({ id: wire.id(), version: z.optional(wire.int()) });
/** One saved item of the customer (an address, a legal entity, a card) by its id. */
const itemId = z.extend(ofCustomer, { itemId: wire.id() });
/** A saved item as the form posts it: without an id it is added, with one it replaces that item. */
const itemOf = <Shape extends z.core.$ZodShape>(shape: Shape) =>
  z.extend(ofCustomer, { item: z.object({ id: z.optional(wire.id()), ...shape }) });

/** A customer's saved-item action: it answers the whole customer. */
const itemAction = <const Name extends string, Request extends z.ZodMiniType>(
  name: Name,
  summary: string,
  request: Request,
  errors: readonly string[] = [],
) =>
  endpoint({
    path: `admin/customers/${name}`,
    summary,
    access: edit,
    request,
    answer: customerRecord,
    errors: [VERSION_CONFLICT, ...errors],
  });

export const customersApi = {
  ...collection,
  delete: endpoint({
    ...collection.delete,
    summary: 'Deletes a customer who has no orders (the orders and their invoices name them).',
    errors: [...(collection.delete.errors ?? []), 'resources.customers.errors.hasOrders'],
  }),
  addressSave: itemAction(
    'addressSave',
    'Adds or replaces a saved address (city, street and house required); a new one without coordinates gets the map centre.',
    itemOf({
      latitude: z.optional(wire.num()),
      longitude: z.optional(wire.num()),
      ...addressLines,
    }),
    ['app.validation.required'],
  ),
  addressRemove: itemAction('addressRemove', 'Removes a saved address.', itemId),
  legalEntitySave: itemAction(
    'legalEntitySave',
    'Adds or replaces a legal entity for VAT invoices (every field required).',
    itemOf({ companyName: name(), taxNumber: text(), postcode: text(), address: text(), city: text() }),
    ['app.validation.required'],
  ),
  legalEntityRemove: itemAction('legalEntityRemove', 'Removes a legal entity.', itemId),
  cardDefault: itemAction('cardDefault', 'Makes a saved card the default one.', itemId),
  cardRemove: itemAction(
    'cardRemove',
    'Removes a saved card (the first remaining becomes the default).',
    itemId,
  ),
  pointsAdjust: itemAction(
    'pointsAdjust',
    "Adds (or, negative, takes) points with the staff's reason; the balance never goes below zero.",
    z.extend(ofCustomer, { change: z.optional(wire.int()), note: z.optional(wire.text('text')) }),
    ['app.validation.required', 'resources.customers.errors.pointsBelowZero'],
  ),
};

export type Customer = z.output<typeof customerRecord>;
export type CustomerInput = z.output<typeof customerInput>;
export type CustomerAddress = z.output<typeof customerAddress>;
export type LegalEntity = z.output<typeof legalEntity>;
export type CustomerCard = z.output<typeof customerCard>;
export type PointsEntry = z.output<typeof pointsEntry>;
