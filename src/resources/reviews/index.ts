import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { defineResource } from '../../routing/defineResource';
import { lazyScreen } from '../../routing/lazyScreen';
import { listOpening, recordOpening } from '../../routing/opening';
import { LIST_DEFAULTS } from '../listDefaults';

/**
 * Reviews: /reviews, /reviews/{page}, /reviews/details/{id}. A review is a rated order, so the details
 * reuse the order details screen (spec section 2); the wire is an API of its own for moderation (answer, hide),
 * which lists rated orders only.
 */
export const reviews = defineResource({
  name: 'reviews',
  api: 'reviews',
  menu: { group: 'main', order: 60 },
  icon: RateReviewIcon,
  recordRepresentation: (record) => `#${record.id}`,
  list: lazyScreen(() => import('./ReviewList')),
  show: lazyScreen(() => import('./ReviewShow')),
  opensWith: { list: listOpening('reviews', LIST_DEFAULTS.reviews), show: recordOpening('reviews') },
});
