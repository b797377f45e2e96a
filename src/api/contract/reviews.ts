import { z } from 'zod/mini';
import { dateTime, ofKind } from './fieldKinds';
import { collectionEndpoints, looseFilter, recordOf } from './collection';
import { ANSWER_TOO_LONG } from '../../domain/reviews';
import { wire } from './wire';

/**
 * A review is a rated order as the orders' presenter answers it, plus the moderation: the customer's text, the
 * staff's answer and whether the public site hides it. The order's own fields are the orders contract's; until it
 * is declared they pass unchecked (a loose object), the review's own fields are checked here.
 */
export const reviewRecord = z.looseObject({
  ...recordOf({}).shape,
  rate: z.nullable(ofKind(z.int().check(z.minimum(1), z.maximum(5)), { kind: 'number' })),
  review: z.optional(z.string()),
  reviewAnswer: z.optional(z.string()),
  reviewAnsweredAt: z.optional(dateTime()),
  reviewHidden: z.optional(z.boolean()),
});

/** Moderation changes only the answer and the visibility; an answer is at most 2000 characters. */
export const reviewInput = z.object({
  reviewHidden: z.optional(wire.bool()),
  reviewAnswer: z.optional(wire.text('text')),
});

/** The list's own filters besides the orders' (status, rates, partner, q...). */
export const reviewFilter = z.catchall(
  z.object({
    hidden: z.optional(wire.bool()),
    answered: z.optional(wire.bool()),
    dateFrom: z.optional(wire.date()),
    dateTo: z.optional(wire.date()),
  }),
  looseFilter.def.valueType,
);

const {
  list,
  details,
  edit,
  export: exportCsv,
} = collectionEndpoints('reviews', {
  record: reviewRecord,
  input: reviewInput,
  filter: reviewFilter,
  writeErrors: [ANSWER_TOO_LONG],
});

/** Reviews are listed, read, moderated and exported; an order is rated by its customer, never added here. */
export const reviewsApi = { list, details, edit, export: exportCsv };

export type Review = z.output<typeof reviewRecord>;
