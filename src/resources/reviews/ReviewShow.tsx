import OrderShow from '../orders/OrderShow';
import { ReviewModeration } from './ReviewModeration';

/** /reviews/details/{id}: the moderation panel above the order details screen it reuses (spec section 2). */
export default function ReviewShow() {
  return (
    <>
      <ReviewModeration />
      <OrderShow />
    </>
  );
}
