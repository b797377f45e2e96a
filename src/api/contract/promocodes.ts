import { z } from 'zod/mini';
import { collectionEndpoints, recordOf } from './collection';
import { wire } from './wire';
import { codeLabels, count, date, ofKind, refTo, statusLabels } from './fieldKinds';
import { PROMOCODE_VALUE } from '../../domain/promocode';
import { RECORD_STATUS, RECORD_STATUSES } from '../../domain/statuses';

const PROMOCODE_TYPES = ['percent', 'amount'] as const;

/**
 * A promocode as every answer holds it. `value`: whole percents, or minor units for an amount. `location`: the
 * location it was made in (the session's; the form does not send it), the only one it is seen from and applies in.
 */
export const promocodeRecord = recordOf({
  location: ofKind(z.int(), { kind: 'location' }),
  code: z.string(),
  status: ofKind(z.int(), statusLabels(RECORD_STATUSES)),
  type: ofKind(z.enum(PROMOCODE_TYPES), codeLabels('resources.promocodes.types', PROMOCODE_TYPES)),
  /** whole percents or minor units, by `type` (the history shows it by the type it had then) */
  value: ofKind(z.number(), {
    kind: 'byField',
    field: 'type',
    kinds: { percent: { kind: 'percent' }, amount: { kind: 'money' } },
  }),
  numberOfUses: count(),
  numberOfOrders: count(),
  dateFrom: z.optional(date()),
  dateTo: z.optional(date()),
  serviceTypes: z.array(refTo('serviceTypes')),
  services: z.array(refTo('services')),
});

/** The promocode form; a code used by orders may change only its status and end date. */
export const promocodeInput = z.object({
  code: z.optional(wire.text()),
  status: z.optional(wire.choice(Object.values(RECORD_STATUS))),
  type: z.optional(z.enum(PROMOCODE_TYPES)),
  /** whole percents (1-100) or a whole amount in minor units (the type's rule: src/domain/promocode.ts) */
  value: z.optional(wire.money(PROMOCODE_VALUE)),
  numberOfUses: z.optional(wire.int()),
  dateFrom: z.optional(wire.date()),
  dateTo: z.optional(wire.date()),
  serviceTypes: z.optional(wire.ids()),
  services: z.optional(wire.ids()),
});

export const promocodesApi = collectionEndpoints('promocodes', {
  record: promocodeRecord,
  input: promocodeInput,
  writeErrors: [
    'app.errors.locked',
    'app.errors.codeTaken',
    'app.validation.required',
    'app.validation.promocodeFormat',
    'app.validation.positive',
    'app.validation.percentMax',
    'app.validation.dateOrder',
    PROMOCODE_VALUE,
  ],
});

export type Promocode = z.output<typeof promocodeRecord>;
