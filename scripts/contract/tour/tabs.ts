import { LOW_RATES, STATUS_GROUPS } from '../../../src/domain/orderStatus';
import { PAYMENT_STATUS } from '../../../src/domain/statuses';

/**
 * The filters of the order list's tabs (src/resources/orders/OrderList.tsx `orderTabs`), built from the same domain
 * constants: that module is a React screen, which the tour (node) does not load. Each tab's count is a one-row list.
 */
export const orderTabFilters = (today: string): Record<string, Record<string, unknown>> => ({
  all: {},
  unpaid: { paymentStatuses: [PAYMENT_STATUS.unpaid] },
  lowRating: { rates: [...LOW_RATES] },
  cancelled: { statuses: [...STATUS_GROUPS.cancelled] },
  deleted: { statuses: [...STATUS_GROUPS.deleted] },
  today: { date: today },
  new: { statuses: [...STATUS_GROUPS.new] },
});
