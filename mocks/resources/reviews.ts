import type { OrderRow } from '../rows';
import type { CollectionSpec } from '../server/crud';
import { Refusal } from '../server/http';
import { declareEndpoints, payloadOf } from '../server/contract';
import { reviewsApi } from '../../src/api/contract/reviews';
import { ANSWER_TOO_LONG, REVIEW_ANSWER_MAX } from '../../src/domain/reviews';
import { registerCollection } from '../server/router';
import { ordersSpec } from './orders';

/**
 * Reviews: the rated orders, through their own API so moderation is its own write. Listing, search, filters,
 * sort and the presenter are the orders'; an edit changes only the staff's answer and the review's visibility
 * on the public site, never the order. Scoped by the order's location like the orders.
 */
export const reviewsSpec: CollectionSpec<OrderRow> = registerCollection<OrderRow>({
  api: 'reviews',
  collection: 'orders',
  searchText: ordersSpec.searchText,
  collator: ordersSpec.collator,
  sortValue: ordersSpec.sortValue,
  present: ordersSpec.present,
  exportColumns: [...(ordersSpec.exportColumns ?? []), 'review', 'reviewAnswer', 'reviewHidden'],
  operations: ['list', 'details', 'edit', 'export'],
  defaultFilter: () => ({ rated: 1 }),
  filters: {
    ...ordersSpec.filters,
    rated: (row) => row.rate != null,
    // The contract read these filters into booleans (reviewFilter).
    hidden: (row, value) => !!row.reviewHidden === value,
    answered: (row, value) => !!row.reviewAnswer === value,
    dateFrom: (row, value) => !!row.date && row.date >= String(value),
    dateTo: (row, value) => !!row.date && row.date <= String(value),
  },
  prepare(body, existing) {
    // Only an existing rated order has a review to moderate (an add has nothing to answer).
    if (!existing || existing.rate == null) throw new Refusal('app.errors.notFound');
    const { id: _id, ...order } = existing;
    const posted = payloadOf(reviewsApi.edit, body);
    const patch: Partial<OrderRow> = {};
    if (posted.reviewHidden !== undefined) patch.reviewHidden = posted.reviewHidden;
    if (posted.reviewAnswer !== undefined) {
      const answer = posted.reviewAnswer.trim();
      if (answer.length > REVIEW_ANSWER_MAX)
        throw new Refusal(ANSWER_TOO_LONG, { reviewAnswer: ANSWER_TOO_LONG });
      patch.reviewAnswer = answer || undefined;
      patch.reviewAnsweredAt = answer ? new Date().toISOString() : undefined;
    }
    return { ...order, ...patch };
  },
});
declareEndpoints(reviewsApi);
