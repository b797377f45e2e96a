import type { Review as ReviewRecord } from '../../api/contract/reviews';
import type { Order } from '../../providers/records/order';

/** A review is a rated order with its moderation fields, declared in the API contract. */
export type Review = Order &
  Pick<ReviewRecord, 'review' | 'reviewAnswer' | 'reviewAnsweredAt' | 'reviewHidden'>;
