import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import type { LedgerAdjustment, LedgerOrder, LedgerTotals, Settlement } from '../domain/ledger';
import type { PartnerStatistics } from '../domain/partnerStats';
import type { LocationSettings } from '../session/session';
// The records the actions answer, declared once for the screens and the provider.
import type { Order } from './records/order';
import type { Partner } from './records/partner';
import type { CalendarBoard, CalendarEvent } from './records/calendar';
import type { TimeSlot } from '../domain/timeSlots';

/**
 * The payload and result of every non-CRUD endpoint, declared once. Screens import these types and call
 * the methods through useDataProvider<AppDataProvider>() with react-query.
 */

export interface IdPayload {
  id: Identifier;
}

/** A page of an action's list answer (endpoints that page on the server). */
export interface Paged<T> {
  data: T[];
  total: number;
}

// --- orders -------------------------------------------------------------------------------------------

export interface CancelOrderPayload {
  id: Identifier;
  withPayment: boolean;
  reason: string;
}

/** `set` replaces one order's labels (its own dialog); `add` adds them to many (the list's bulk action). */
export type OrderLabelsPayload =
  | { id: Identifier; labels: number[]; mode: 'set' }
  | { ids: Identifier[]; labels: number[]; mode: 'add' };

export interface OrderPartnersPayload {
  id: Identifier;
  idServiceType: number;
  partners: number[];
  numberOfPartners: number;
}

export interface AvailablePartnersPayload {
  id: Identifier;
  idServiceType: number;
}

export interface AvailablePartner {
  id: number;
  name: string;
}

export interface CheckPromocodePayload {
  code: string;
  /** the promocode the order was saved with: still accepted while the order keeps it */
  promocodeId?: number;
}

export interface CheckedPromocode {
  id: number;
  code: string;
  type: 'percent' | 'amount';
  value: number;
  services: number[];
}

/** One day of the order form's calendar. */
export interface DayInfo {
  date: string;
  available: boolean;
  freeSlots: number;
  discount: { type: 'percent' | 'amount'; value: number } | null;
}

/** The draft of a copy: the source order without its id, status, date and time, for the add form. */
export type OrderCopyDraft = Partial<Order>;

// --- partners -----------------------------------------------------------------------------------------

/** The open period's ledger as the backend answers it: the domain's totals plus the period's items. */
export interface LedgerAnswer extends LedgerTotals {
  lastSettlementDate: string | null;
  orders: LedgerOrder[];
  adjustments: (LedgerAdjustment & { note?: string })[];
}

export interface SettlementRecord extends Settlement {
  id: number;
  partnerId: number;
}

export interface PartnerOrdersPayload {
  id: Identifier;
  page: number;
  perPage: number;
}

export interface PartnerOrderLine extends RaRecord {
  date: string | null;
  status: number;
  price: number;
  rate: number | null;
  paymentMethodId?: number;
}

/** The partner's share per service type id. */
export type PartnerRates = Record<string, { percent: number; percentChoose: number }>;

export interface PartnerPercentagesPayload {
  id: Identifier;
  percentages: PartnerRates;
}

export interface ChatMessage {
  id: number;
  from: 'partner' | 'staff';
  text: string;
  at: string;
  author?: string;
}

export interface ChatSendPayload {
  id: Identifier;
  text: string;
}

// --- calendar -----------------------------------------------------------------------------------------

/** The calendar's filters: the order list's own (service type, partner, statuses). */
export interface CalendarFilter {
  serviceType?: number;
  partnerId?: number;
  statuses?: number[];
}

export interface CalendarEventsPayload {
  /** YYYY-MM-DD, both included, at most 62 days apart */
  from: string;
  to: string;
  filter?: CalendarFilter;
}

export interface CalendarBoardPayload {
  /** any day of the week; the board starts on its Monday */
  weekStart: string;
  filter?: CalendarFilter;
}

/** A drag or the "move to" dialog: the new day, and the new time (none: the order keeps its time). */
export interface MoveOrderPayload {
  id: Identifier;
  date: string;
  time?: TimeSlot;
}

// --- the rest -----------------------------------------------------------------------------------------

/** The dashboard's figures by name (counts, and revenueMonth in minor units). */
export type DashboardSummary = Record<string, number>;

/** The typed non-CRUD methods; there is no string-path escape hatch. */
export interface AppMethods {
  confirmOrder: (payload: IdPayload) => Promise<Order>;
  completeOrder: (payload: IdPayload) => Promise<Order>;
  cancelOrder: (payload: CancelOrderPayload) => Promise<Order>;
  copyOrder: (payload: IdPayload) => Promise<OrderCopyDraft>;
  setOrderLabels: (payload: OrderLabelsPayload) => Promise<Order[]>;
  setOrderPartners: (payload: OrderPartnersPayload) => Promise<Order>;
  availablePartners: (payload: AvailablePartnersPayload) => Promise<AvailablePartner[]>;
  checkPromocode: (payload: CheckPromocodePayload) => Promise<CheckedPromocode>;
  calendarData: () => Promise<DayInfo[]>;
  /** Back from the Deleted tab to Active: admin/{resource}/restore. */
  restoreRecord: (resource: string, payload: IdPayload) => Promise<RaRecord>;

  partnerStatistics: (payload: IdPayload) => Promise<PartnerStatistics>;
  partnerLedger: (payload: IdPayload) => Promise<LedgerAnswer>;
  settlePartner: (payload: IdPayload) => Promise<SettlementRecord>;
  partnerOrders: (payload: PartnerOrdersPayload) => Promise<Paged<PartnerOrderLine>>;
  partnerPercentages: (payload: IdPayload) => Promise<PartnerRates>;
  setPartnerPercentages: (payload: PartnerPercentagesPayload) => Promise<Partner>;
  partnerChat: (payload: IdPayload) => Promise<ChatMessage[]>;
  sendPartnerMessage: (payload: ChatSendPayload) => Promise<ChatMessage>;

  exportCsv: (resource: string, params: Partial<GetListParams>) => Promise<void>;
  upload: (file: File) => Promise<{ url: string }>;
  changeLocation: (id: number) => Promise<LocationSettings>;
  resetDemo: () => Promise<void>;
  dashboard: () => Promise<DashboardSummary>;

  calendarEvents: (payload: CalendarEventsPayload) => Promise<CalendarEvent[]>;
  calendarBoard: (payload: CalendarBoardPayload) => Promise<CalendarBoard>;
  moveOrder: (payload: MoveOrderPayload) => Promise<Order>;
}

/** react-admin's CRUD plus the typed methods: what screens get from useDataProvider<AppDataProvider>(). */
export interface AppDataProvider extends DataProvider, AppMethods {}
