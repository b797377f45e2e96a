import { z } from 'zod/mini';
import { DEBT_TYPES } from '../../domain/ledger';
import { PARTNER_FLAGS, T_SHIRT_SIZES } from '../../domain/partnerValidation';
import { PARTNER_STATUS, PARTNER_STATUSES } from '../../domain/statuses';
import { VERSION_CONFLICT } from '../../domain/versions';
import { collectionEndpoints, recordOf } from './collection';
import { endpoint } from './endpoint';
import { codeLabels, count, date, money, ofKind, refTo, statusLabels, summaryOf } from './fieldKinds';
import { ledgerAnswer, partnerStatistics, settlementRecord } from './partnerFigures';
import { chatMessage } from './messages';
import { partnerOrderLine } from './partnerRecords';
import { wire } from './wire';

/**
 * An uploaded file (PARTNER_IMAGES): a URL the upload endpoint gave, or an inline image of the seed kept unchanged
 * (null: none). Any other URL is refused with app.validation.upload.
 */
const file = () => z.optional(z.nullable(wire.text('url')));
const text = () => z.optional(wire.text());
const name = () => z.optional(wire.name());
const image = () => z.optional(wire.text('url'));
const rating = () => z.nullable(ofKind(z.number().check(z.minimum(1), z.maximum(5)), { kind: 'number' }));
/** a day the form sends as text (YYYY-MM-DD), shown as a date */
const day = () => z.optional(date());

const addressOf = <N extends z.ZodMiniType>(coordinate: () => N) =>
  z.object({
    latitude: z.optional(coordinate()),
    longitude: z.optional(coordinate()),
    city: text(),
    postcode: text(),
    street: text(),
    house: text(),
    apartment: text(),
  });

const flagsOf = <B extends z.ZodMiniType>(flag: () => B) =>
  z.object(
    Object.fromEntries(PARTNER_FLAGS.map((name) => [name, z.optional(flag())])) as Record<
      (typeof PARTNER_FLAGS)[number],
      z.ZodMiniOptional<B>
    >,
  );

/** The partner's share of an order, per service type id: its own percent and the one when the customer chose them. */
export const partnerRate = z.object({
  percent: z.number().check(z.minimum(0), z.maximum(100)),
  percentChoose: z.number().check(z.minimum(0), z.maximum(100)),
});

/**
 * A partner as every answer holds it: the record (without the password), its display name and the figures its
 * orders add up to (ratings, counts, balance and debt; src/domain/ledger.ts and partnerStats.ts).
 */
export const partnerRecord = recordOf({
  location: ofKind(z.int(), { kind: 'location' }),
  status: ofKind(z.literal(Object.values(PARTNER_STATUS)), statusLabels(PARTNER_STATUSES)),
  isCompany: z.boolean(),
  companyName: text(),
  name: z.string(),
  surname: z.string(),
  middleName: text(),
  displayName: z.string(),
  referralCode: text(),
  dateOfBirth: day(),
  documentNumber: text(),
  documentIssueDate: day(),
  documentValidDate: day(),
  personalNumber: text(),
  personalTaxNumber: text(),
  frontDocument: file(),
  backDocument: file(),
  additionalDocument: file(),
  address: z.optional(
    ofKind(
      addressOf(() => z.number()),
      summaryOf('street', 'house', 'apartment', 'postcode', 'city'),
    ),
  ),
  activePolygons: z.array(ofKind(z.int(), { kind: 'district' })),
  iban: text(),
  bic: text(),
  bankName: text(),
  email: z.string(),
  phone: z.string(),
  tShirtSize: text(),
  avatar: file(),
  socialNetworks: text(),
  serviceTypes: z.array(refTo('serviceTypes')),
  registrationDate: ofKind(z.string(), { kind: 'date' }),
  flags: ofKind(
    flagsOf(() => z.boolean()),
    {
      kind: 'flags',
      keys: Object.fromEntries(
        PARTNER_FLAGS.map((flag) => [flag, `resources.partners.fields.flags.${flag}`]),
      ),
    },
  ),
  monthlyWeekendLimit: count(),
  /** the partner's own rates by service type id (the type's defaults apply to the others) */
  percentages: z.optional(ofKind(z.record(z.string(), partnerRate), { kind: 'rates', api: 'serviceTypes' })),
  rating: rating(),
  rating30: rating(),
  numberOfOrders: count(),
  orders30: count(),
  balance: ofKind(z.int(), { kind: 'money' }),
  debtType: ofKind(z.enum(DEBT_TYPES), codeLabels('resources.partners.debtTypes', DEBT_TYPES)),
  debtAmount: money(),
});

/**
 * The partner form (src/resources/partners/form/declaredFields.ts declares its fields). Every rule and its
 * message is src/domain/partnerValidation.ts's, applied by the backend after these types: a field may arrive
 * empty here.
 */
export const partnerInput = z.object({
  status: z.optional(wire.int()),
  isCompany: z.optional(wire.bool()),
  companyName: name(),
  name: name(),
  surname: name(),
  middleName: name(),
  referralCode: text(),
  dateOfBirth: text(),
  documentNumber: text(),
  documentIssueDate: text(),
  documentValidDate: text(),
  personalNumber: text(),
  personalTaxNumber: text(),
  frontDocument: image(),
  backDocument: image(),
  additionalDocument: image(),
  address: z.optional(addressOf(() => wire.num())),
  activePolygons: z.optional(wire.ids()),
  iban: text(),
  bic: text(),
  bankName: text(),
  email: text(),
  phone: text(),
  /** on edit, left empty keeps the password */
  password: text(),
  repeatPassword: text(),
  tShirtSize: z.optional(z.enum(T_SHIRT_SIZES)),
  avatar: image(),
  socialNetworks: z.optional(wire.text('text')),
  serviceTypes: z.optional(wire.ids()),
  flags: z.optional(flagsOf(() => wire.bool())),
  monthlyWeekendLimit: z.optional(wire.int()),
});

/** The list's filters: search, its tabs, status, kind, district, service type, flags and the debt's side. */
export const partnerFilter = z.strictObject({
  q: z.optional(wire.text('search')),
  tab: z.optional(z.enum(['debt', 'lowRating', 'fewOrders'])),
  status: z.optional(wire.int()),
  kind: z.optional(z.enum(['private', 'company'])),
  activePolygons: z.optional(wire.id()),
  serviceTypes: z.optional(wire.id()),
  flag: z.optional(wire.list(z.enum(PARTNER_FLAGS))),
  debtType: z.optional(z.enum(DEBT_TYPES)),
  /** pickers name the session's location (the router scopes to it anyway) */
  location: z.optional(wire.ids()),
  id: z.optional(wire.ids()),
});

const collection = collectionEndpoints('partners', {
  record: partnerRecord,
  input: partnerInput,
  filter: partnerFilter,
  writeErrors: [
    'app.validation.required',
    'app.validation.email',
    'app.validation.phone',
    'app.validation.partnerExists',
    'app.validation.servicesRequired',
    'app.validation.dateOrder',
    'app.validation.passwordLength',
    'app.validation.passwordMatch',
    'app.validation.nonNegativeInteger',
    'app.validation.upload',
  ],
});

const one = z.object({ id: wire.id() });
const show = { resource: 'partners', action: 'show' } as const;
const edit = { resource: 'partners', action: 'edit' } as const;

/** The rates of every service type, by type id. */
const rates = z.record(z.string(), partnerRate);

export const partnersApi = {
  ...collection,
  statistics: endpoint({
    path: 'admin/partners/statistics',
    summary: "The partner's ratings, order counts and earnings, overall and for each of the last 12 months.",
    access: show,
    request: one,
    answer: partnerStatistics,
  }),
  ledger: endpoint({
    path: 'admin/partners/ledger',
    summary:
      "The open period's ledger: what the platform and the partner owe each other over the unsettled items.",
    access: show,
    request: one,
    answer: ledgerAnswer,
  }),
  settle: endpoint({
    path: 'admin/partners/settle',
    summary:
      'Closes the open period: every unsettled order and adjustment is settled at once, its totals frozen.',
    access: edit,
    request: z.extend(one, { version: z.optional(wire.int()) }),
    answer: settlementRecord,
    errors: ['resources.partners.ledger.nothingToSettle', VERSION_CONFLICT],
  }),
  orders: endpoint({
    path: 'admin/partners/orders',
    summary: 'The orders the partner worked on, newest first, a page at a time (at most 100 a page).',
    access: show,
    request: z.extend(one, { page: z.optional(wire.int()), perPage: z.optional(wire.int()) }),
    answer: z.array(partnerOrderLine),
    paged: true,
  }),
  percentages: endpoint({
    path: 'admin/partners/percentages',
    summary: "Sets the partner's rates for the service types listed (each 0-100); answers the partner.",
    access: edit,
    // A list, not an object by type id: a form-encoded object with numeric keys decodes as a list and loses them.
    request: z.extend(one, {
      version: z.optional(wire.int()),
      percentages: wire.list(
        z.object({
          idServiceType: wire.id(),
          percent: z.optional(wire.percent()),
          percentChoose: z.optional(wire.percent()),
        }),
      ),
    }),
    answer: partnerRecord,
    errors: ['app.validation.percentMax', VERSION_CONFLICT],
  }),
  percentagesOf: endpoint({
    path: 'admin/partners/percentagesOf',
    summary: "The partner's rates for every service type: its own, or the type's defaults.",
    access: show,
    request: one,
    answer: rates,
  }),
  chat: endpoint({
    path: 'admin/partners/chat',
    summary: "The partner's chat with the staff, oldest first.",
    access: show,
    request: one,
    answer: z.array(chatMessage),
  }),
  chatSend: endpoint({
    path: 'admin/partners/chatSend',
    summary:
      'Sends a staff message to the partner (at most 2,000 characters kept); marks the conversation read.',
    access: edit,
    request: z.extend(one, { text: text() }),
    answer: chatMessage,
    errors: ['app.validation.required'],
  }),
};

export type Partner = z.output<typeof partnerRecord>;
export type PartnerInput = z.output<typeof partnerInput>;
export type PartnerAddress = NonNullable<Partner['address']>;
export type PartnerRate = z.output<typeof partnerRate>;
export type PartnerRates = z.output<typeof rates>;
export type { ChatMessage } from './messages';
export type { PartnerOrderLine } from './partnerRecords';
