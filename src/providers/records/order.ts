import type { z } from 'zod/mini';
import type { AnswerOf } from '../../api/contract/endpoint';
import type { labelsApi } from '../../api/contract/labels';
import type { orderHistoryEntry } from '../../api/contract/orderParts';
import type { customerCard } from '../../api/contract/customerParts';
import type { servicesApi } from '../../api/contract/services';

/** The order and its parts are declared once, in the API contract. */
export type { Order, OrderServiceType } from '../../api/contract/orders';
export type {
  AvailablePartner,
  CheckedPromocode,
  DayInfo,
  OrderCopyDraft,
  SuggestedPartner,
} from '../../api/contract/orderActions';
export type { OrderSeries, SeriesVisit } from '../../api/contract/orderSeries';
export type HistoryEntry = z.output<typeof orderHistoryEntry>;
export type SavedCard = z.output<typeof customerCard>;

// The catalogue and labels the order form reads: their own resources' records, from the contract.
export type ServiceOption = AnswerOf<typeof servicesApi.details>;
export type Label = AnswerOf<typeof labelsApi.details>;
