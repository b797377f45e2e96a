import type { RaRecord } from 'react-admin';
import type { z } from 'zod';
import type { orderHistoryEntry, savedCard } from '../../api/contract/orderParts';

/** The order and its parts are declared once, in the API contract. */
export type { Order, OrderServiceType } from '../../api/contract/orders';
export type {
  AvailablePartner,
  CheckedPromocode,
  DayInfo,
  OrderCopyDraft,
} from '../../api/contract/orderActions';
export type HistoryEntry = z.output<typeof orderHistoryEntry>;
export type SavedCard = z.output<typeof savedCard>;

// The catalogue and labels the order form reads (their own resources' records).

export interface ServiceOption extends RaRecord {
  label: Record<string, string>;
  idServiceType: number;
  price: number;
  time: number;
  base: boolean;
  max: number;
  unit: string;
  status: number;
  discount: boolean;
  periodicity: boolean;
  fixPrice: boolean;
  adminOrder: number;
}

export interface Label extends RaRecord {
  label: Record<string, string>;
  visibility: 'partner' | 'manager';
  colour: string;
}
