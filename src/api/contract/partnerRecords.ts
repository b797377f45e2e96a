import { z } from 'zod/mini';
import { MONEY_INVALID } from '../../domain/bounds';
import { ADJUSTMENT_KINDS } from '../../domain/ledger';
import { collectionEndpoints, recordOf } from './collection';
import { settlementRecord } from './partnerFigures';
import { wire } from './wire';

/**
 * The records that belong to one partner, each a collection on `admin/<api>/...` listed by `filter[partnerId]`
 * (the profile's tabs). Each offers only the operations the profile uses (mocks/resources/partners/owned.ts
 * limits the backend to the same ones).
 */
const text = () => z.optional(wire.text('text'));
const owner = { partnerId: z.int() };
/** A new record names its partner; an edit keeps the stored one. */
const ownerInput = { partnerId: z.optional(wire.id()) };
const ofPartner = z.strictObject({ partnerId: wire.id() });

/** The collection's endpoints, only those named. */
function only<E extends Record<string, unknown>, const K extends keyof E>(endpoints: E, names: readonly K[]) {
  return Object.fromEntries(names.map((name) => [name, endpoints[name]])) as Pick<E, K>;
}

export const partnerNoteRecord = recordOf({
  ...owner,
  text: z.string(),
  author: text(),
  createdAt: z.string(),
});

export const partnerNotesApi = only(
  collectionEndpoints('partnerNotes', {
    record: partnerNoteRecord,
    input: z.object({ ...ownerInput, text: text() }),
    filter: ofPartner,
    writeErrors: ['app.validation.required'],
  }),
  ['list', 'add', 'edit', 'delete'],
);

const timePeriod = z.object({ from: z.string(), to: z.string() });

/** A day off: the whole day, or some periods of it (src/domain/daysOff.ts). */
export const partnerDayOffRecord = recordOf({
  ...owner,
  date: z.string(),
  wholeDay: z.boolean(),
  periods: z.array(timePeriod),
});

export const partnerDaysOffApi = only(
  collectionEndpoints('partnerDaysOff', {
    record: partnerDayOffRecord,
    input: z.object({
      ...ownerInput,
      date: z.optional(wire.date()),
      wholeDay: z.optional(wire.bool()),
      periods: z.optional(
        wire.list(z.object({ from: z.optional(wire.text()), to: z.optional(wire.text()) })),
      ),
    }),
    filter: ofPartner,
    writeErrors: [
      'app.validation.required',
      'resources.partners.daysOff.periodsRequired',
      'resources.partners.daysOff.periodOrder',
      'resources.partners.daysOff.overlap',
      'resources.partners.daysOff.limitReached',
      'resources.partners.daysOff.conflict',
    ],
  }),
  ['list', 'add', 'edit', 'delete'],
);

/** A bonus payment or a reduction of the open period (minor units); the ledger lists them. */
export const partnerAdjustmentRecord = recordOf({
  ...owner,
  date: z.string(),
  kind: z.enum(ADJUSTMENT_KINDS),
  amount: z.int().check(z.positive()),
  note: text(),
});

export const partnerAdjustmentsApi = only(
  collectionEndpoints('partnerAdjustments', {
    record: partnerAdjustmentRecord,
    input: z.object({
      ...ownerInput,
      kind: z.optional(z.enum(ADJUSTMENT_KINDS)),
      amount: z.optional(wire.money()),
      date: z.optional(wire.date()),
      note: text(),
    }),
    writeErrors: ['app.validation.positive', MONEY_INVALID],
  }),
  ['add'],
);

/** Closed periods: made by admin/partners/settle, read here. */
export const partnerSettlementsApi = only(
  collectionEndpoints('partnerSettlements', {
    record: settlementRecord,
    input: z.object({}),
    filter: ofPartner,
  }),
  ['list'],
);

export const partnerInvoiceRecord = recordOf({
  ...owner,
  number: z.string(),
  date: z.string(),
  amount: z.int(),
  status: z.enum(['paid', 'unpaid']),
});

export const partnerInvoicesApi = only(
  collectionEndpoints('partnerInvoices', {
    record: partnerInvoiceRecord,
    input: z.object({}),
    filter: ofPartner,
  }),
  ['list'],
);

/** One order a partner worked on, as the profile's orders tab lists it. */
export const partnerOrderLine = z.object({
  id: z.int(),
  date: z.nullable(z.string()),
  status: z.int(),
  price: z.int(),
  rate: z.nullable(z.int()),
  paymentMethodId: z.optional(z.int()),
});

export type PartnerNote = z.output<typeof partnerNoteRecord>;
export type PartnerDayOff = z.output<typeof partnerDayOffRecord>;
export type PartnerInvoice = z.output<typeof partnerInvoiceRecord>;
export type SettlementRecord = z.output<typeof settlementRecord>;
export type PartnerOrderLine = z.output<typeof partnerOrderLine>;
