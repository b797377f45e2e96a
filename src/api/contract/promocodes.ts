import { z } from 'zod';
import { collectionEndpoints, recordOf } from './collection';
import { wire } from './wire';

const PROMOCODE_TYPES = ['percent', 'amount'] as const;

/** A promocode as every answer holds it. `value`: whole percents, or minor units for an amount. */
export const promocodeRecord = recordOf({
  code: z.string(),
  status: z.number().int(),
  type: z.enum(PROMOCODE_TYPES),
  value: z.number(),
  numberOfUses: z.number().int().nonnegative(),
  numberOfOrders: z.number().int().nonnegative(),
  dateFrom: z.string().optional(),
  dateTo: z.string().optional(),
  serviceTypes: z.array(z.number().int()),
  services: z.array(z.number().int()),
});

/** The promocode form; a code used by orders may change only its status and end date. */
export const promocodeInput = z.object({
  code: z.string().optional(),
  status: wire.int().optional(),
  type: z.enum(PROMOCODE_TYPES).optional(),
  value: wire.num().optional(),
  numberOfUses: wire.int().optional(),
  dateFrom: wire.date().optional(),
  dateTo: wire.date().optional(),
  serviceTypes: wire.ids().optional(),
  services: wire.ids().optional(),
});

export const promocodesApi = collectionEndpoints('promocodes', {
  record: promocodeRecord,
  input: promocodeInput,
  writeErrors: ['app.errors.locked', 'app.errors.codeTaken', 'app.validation.required', 'app.validation.promocodeFormat'],
});

export type Promocode = z.output<typeof promocodeRecord>;
