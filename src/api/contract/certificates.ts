import { z } from 'zod/mini';
import type { Certificate } from '../../domain/certificates';
import { CERTIFICATE_STATUS, CERTIFICATE_STATUSES } from '../../domain/certificateStatus';
import { collectionEndpoints, recordOf } from './collection';
import { endpoint } from './endpoint';
import { wire } from './wire';
import { dateTime, money, ofKind, statusLabels } from './fieldKinds';

const { active, used, expired, cancelled } = CERTIFICATE_STATUS;
const status = ofKind(z.literal([active, used, expired, cancelled]), statusLabels(CERTIFICATE_STATUSES));
const day = () => ofKind(z.string(), { kind: 'date' });

/**
 * A certificate's terms as the domain reads them (src/domain/certificates.ts, which owns the type): amounts in minor units, days as
 * YYYY-MM-DD, both ends of the validity included (null: no limit on that side).
 */
export const certificate = z.object({
  id: z.optional(z.int()),
  code: z.string(),
  /** the value it was issued with */
  amount: money(),
  /** what is left to spend */
  balance: money(),
  validFrom: z.nullable(day()),
  validTo: z.nullable(day()),
  status,
}) satisfies z.ZodMiniType<Certificate>;

/** A certificate as stored: its terms, its location, buyer and recipient. */
const storedCertificate = z.extend(
  z.omit(certificate, { id: true }),
  recordOf({
    location: ofKind(z.int(), { kind: 'location' }),
    buyerName: z.string(),
    buyerEmail: z.optional(z.string()),
    recipientName: z.optional(z.string()),
    recipientEmail: z.optional(z.string()),
    note: z.optional(z.string()),
    createdAt: dateTime(),
  }).shape,
);

/** As every answer holds it: `status` is the effective one (used and expired follow the facts), beside the stored one. */
export const certificateRecord = z.extend(storedCertificate, { storedStatus: status, spent: money() });

/** The form; the code is generated when left empty, and the amount is fixed once anything is spent. */
export const certificateInput = z.object({
  code: z.optional(wire.text()),
  amount: z.optional(wire.money()),
  validFrom: z.optional(wire.date()),
  validTo: z.optional(wire.date()),
  /** staff only cancel (4) or reinstate; used and expired follow from the balance and the dates */
  status: z.optional(wire.int()),
  buyerName: z.optional(wire.name()),
  buyerEmail: z.optional(wire.text()),
  recipientName: z.optional(wire.name()),
  recipientEmail: z.optional(wire.text()),
  note: z.optional(wire.text('text')),
});

export const certificateFilter = z.object({
  q: z.optional(wire.text('search')),
  /** effective statuses */
  status: z.optional(wire.list(wire.int())),
  balance_gte: z.optional(wire.int()),
  validTo_lte: z.optional(wire.date()),
});

const generic = collectionEndpoints('certificates', {
  record: certificateRecord,
  input: certificateInput,
  filter: certificateFilter,
  writeErrors: [
    'app.validation.required',
    'app.validation.positive',
    'app.validation.email',
    'app.validation.dateOrder',
    'resources.certificates.validation.codeFormat',
    'resources.certificates.validation.codeTaken',
    'resources.certificates.validation.balanceRange',
  ],
});

/** What the order form learns of a certificate: how much it can still pay for that order (minor units). */
export const checkedCertificate = z.object({
  id: z.int(),
  code: z.string(),
  balance: z.int(),
  validTo: z.nullable(z.string()),
});

export const certificatesApi = {
  list: generic.list,
  details: generic.details,
  add: generic.add,
  edit: generic.edit,
  export: generic.export,
  delete: endpoint({
    path: 'admin/certificates/delete',
    summary: 'Deletes a certificate nothing was spent from (a spent one is cancelled instead).',
    access: { resource: 'certificates', action: 'delete' },
    request: z.object({ id: wire.id(), version: z.optional(wire.int()) }),
    answer: z.omit(storedCertificate, { version: true }),
    errors: ['resources.certificates.refusals.spent'],
  }),
  check: endpoint({
    path: 'admin/certificates/check',
    summary:
      "The order form's check: the location's certificate by code (any case), if it can pay for the order.",
    access: { resource: 'certificates', action: 'list' },
    request: z.object({
      code: z.optional(wire.text()),
      /** the order being edited: what it already took from the certificate counts as available */
      orderId: z.optional(wire.id()),
    }),
    answer: checkedCertificate,
    errors: [
      'resources.certificates.problems.unknown',
      'resources.certificates.problems.cancelled',
      'resources.certificates.problems.used',
      'resources.certificates.problems.expired',
      'resources.certificates.problems.notYetValid',
      'resources.certificates.problems.empty',
    ],
  }),
};

export type GiftCertificate = z.output<typeof certificateRecord>;
export type CheckedCertificate = z.output<typeof checkedCertificate>;
