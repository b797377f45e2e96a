import { request } from '../wire';
import { endpointMethod, type EndpointPayload } from '../wire';

/** The orders' actions besides CRUD (src/api/contract/orderActions.ts). */
export const orderMethods = {
  confirmOrder: endpointMethod('admin/orders/confirm'),
  /** completes and, with `markPaid`, marks an unpaid order paid (cash collected at the door) */
  completeOrder: endpointMethod('admin/orders/complete'),
  cancelOrder: endpointMethod('admin/orders/cancel'),
  /** the draft of a copy: the source order without its id, status, date and time, for the add form */
  copyOrder: endpointMethod('admin/orders/copy'),
  /** mode `set` replaces one order's labels (its own dialog); `add` adds them to many (the list's bulk action) */
  setOrderLabels: endpointMethod('admin/orders/labels'),
  setOrderPartners: endpointMethod('admin/orders/partners'),
  availablePartners: endpointMethod('admin/orders/availablePartners'),
  /** at most five ranked partners with their reasons; suggests only, `setOrderPartners` assigns */
  suggestedPartners: endpointMethod('admin/orders/suggestedPartners'),
  /** the series the order is a visit of, with its visits */
  orderSeries: endpointMethod('admin/orders/series'),
  /** a change on a visit reaching `scope`: this visit, this and the following, the whole series */
  changeSeries: endpointMethod('admin/orders/seriesChange'),
  skipVisit: endpointMethod('admin/orders/seriesSkip'),
  pauseSeries: endpointMethod('admin/orders/seriesPause'),
  resumeSeries: endpointMethod('admin/orders/seriesResume'),
  /** ends the series after this visit */
  endSeries: endpointMethod('admin/orders/seriesEnd'),
  /** `promocodeId`: the code the order was saved with, still accepted while the order keeps it */
  checkPromocode: endpointMethod('admin/orders/promocode'),
  calendarData: () => request('admin/orders/calendarData', {}),
  /** a drag or the "move to" dialog: the new day, and the new time (none: the order keeps its time) */
  moveOrder: endpointMethod('admin/orders/move'),
};

export type CompleteOrderPayload = EndpointPayload<'admin/orders/complete'>;
export type CancelOrderPayload = EndpointPayload<'admin/orders/cancel'>;
export type OrderLabelsPayload = EndpointPayload<'admin/orders/labels'>;
export type OrderActionPayload = EndpointPayload<'admin/orders/confirm'>;
