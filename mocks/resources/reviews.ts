import type { OrderRow } from '../rows';
import type { CollectionSpec } from '../server/crud';
import { Refusal, read } from '../server/http';
import { registerCollection } from '../server/router';
import { ordersSpec } from './orders';

export const ANSWER_MAX = 2000;

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
  defaultFilter: () => ({ rated: 1 }),
  filters: {
    ...ordersSpec.filters,
    rated: (row) => row.rate != null,
    hidden: (row, value) => !!row.reviewHidden === read.bool(value),
    answered: (row, value) => !!row.reviewAnswer === read.bool(value),
    dateFrom: (row, value) => !!row.date && row.date >= String(value),
    dateTo: (row, value) => !!row.date && row.date <= String(value),
  },
  prepare(body, existing) {
    // Only an existing rated order has a review to moderate (an add has nothing to answer).
    if (!existing || existing.rate == null) throw new Refusal('app.errors.notFound');
    const { id: _id, ...order } = existing;
    const patch: Partial<OrderRow> = {};
    if ('reviewHidden' in body) patch.reviewHidden = read.bool(body.reviewHidden);
    if ('reviewAnswer' in body) {
      const answer = read.str(body.reviewAnswer)?.trim() ?? '';
      if (answer.length > ANSWER_MAX)
        throw new Refusal('reviewModeration.answerTooLong', { reviewAnswer: 'reviewModeration.answerTooLong' });
      patch.reviewAnswer = answer || undefined;
      patch.reviewAnsweredAt = answer ? new Date().toISOString() : undefined;
    }
    return { ...order, ...patch };
  },
});
