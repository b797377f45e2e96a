import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { defineResource } from '../../routing/defineResource';
import { lazyScreen } from '../../routing/lazyScreen';

/**
 * Reviews: /reviews, /reviews/{page}, /reviews/details/{id}. A review is a rated order, so the details
 * reuse the order details screen (spec section 2); the wire is the orders API with a rating filter.
 */
export const reviews = defineResource({
  name: 'reviews',
  icon: RateReviewIcon,
  recordRepresentation: (record) => `#${record.id}`,
  list: lazyScreen(() => import('./ReviewList')),
  show: lazyScreen(() => import('./ReviewShow')),
});
