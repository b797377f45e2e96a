import { z } from 'zod/mini';
import { collectionEndpoints, recordOf } from './collection';
import { wire } from './wire';
import { PROMOCODE_VALUE } from '../../domain/promocode';
import { RECORD_STATUS } from '../../domain/statuses';

const PROMOCODE_TYPES = ['percent', 'amount'] as const;

/**
 * A promocode as every answer holds it. `value`: whole percents, or minor units for an amount. `location`: the
 * location it was made in (the session's; the form does not send it), the only one it is seen from and applies in.
 */
export const promocodeRecord = recordOf({
  location: z.int(),
  code: z.string(),
  status: z.int(),
  type: z.enum(PROMOCODE_TYPES),
  value: z.number(),
  numberOfUses: z.int().check(z.nonnegative()),
  numberOfOrders: z.int().check(z.nonnegative()),
  dateFrom: z.optional(z.string()),
  dateTo: z.optional(z.string()),
  serviceTypes: z.array(z.int()),
  services: z.array(z.int()),
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
