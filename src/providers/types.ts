import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import type { LedgerAdjustment, LedgerOrder, LedgerTotals, Settlement } from '../domain/ledger';
import type { PartnerStatistics } from '../domain/partnerStats';
import type { LocationSettings } from '../session/session';
// The records the actions answer, declared once for the screens and the provider.
import type { Order } from './records/order';
import type { Partner } from './records/partner';

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

// --- the inbox and training (issue 13) ----------------------------------------------------------------

/** One conversation of the inbox: a partner's chat; its id is the partner's id. */
export interface Conversation extends RaRecord {
  id: number;
  partnerId: number;
  partnerName: string;
  phone?: string;
  lastText: string;
  lastFrom: ChatMessage['from'];
  lastAt: string;
  messages: number;
  unread: number;
}

export interface MarkReadPayload {
  id: Identifier;
  /** false marks the partner's latest message unread again */
  read: boolean;
}

/** A tutorial as one partner stands with it: completed (when) or not yet. */
export interface TutorialProgress {
  id: number;
  title: Record<string, string | undefined>;
  required: boolean;
  completedAt: string | null;
}

// --- history and global search (issue 16) ---------------------------------------------------------

/** One field a write changed. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One write of one record: who, when, through which action ('edit', 'add', 'confirm', 'restore'...). */
export interface ChangeEntry {
  id: number;
  /** the API resource (orders, partners, serviceTypes...) */
  resource: string;
  recordId: number;
  at: string;
  accountId: number;
  accountName: string;
  action: string;
  changes: FieldChange[];
}

/** A record's changes, newest first; `resource` is the route name (mapped to its API resource). */
export interface RecordHistoryPayload {
  resource: string;
  id: Identifier;
  page?: number;
  perPage?: number;
  accountId?: number;
  field?: string;
}

/** admin/search: up to five of each kind, with the total each kind found. */
export interface GlobalSearchAnswer {
  orders: Paged<Order>;
  customers: Paged<RaRecord & { name: string; phone?: string; email?: string }>;
  partners: Paged<Partner>;
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

  conversationThread: (payload: IdPayload) => Promise<ChatMessage[]>;
  replyToConversation: (payload: ChatSendPayload) => Promise<ChatMessage>;
  markConversationRead: (payload: MarkReadPayload) => Promise<Conversation>;
  unreadConversations: () => Promise<{ conversations: number }>;
  partnerTutorials: (payload: { partnerId: Identifier }) => Promise<TutorialProgress[]>;

  exportCsv: (resource: string, params: Partial<GetListParams>) => Promise<void>;
  upload: (file: File) => Promise<{ url: string }>;
  changeLocation: (id: number) => Promise<LocationSettings>;
  resetDemo: () => Promise<void>;
  dashboard: () => Promise<DashboardSummary>;

  recordHistory: (payload: RecordHistoryPayload) => Promise<Paged<ChangeEntry>>;
  latestChanges: (payload: { page: number; perPage: number }) => Promise<Paged<ChangeEntry>>;
  /** Puts back the value a field had before a change, through the record's edit rules. */
  restoreHistoryValue: (payload: { entry: number; field: string }) => Promise<RaRecord>;
  globalSearch: (q: string) => Promise<GlobalSearchAnswer>;
}

/** react-admin's CRUD plus the typed methods: what screens get from useDataProvider<AppDataProvider>(). */
export interface AppDataProvider extends DataProvider, AppMethods {}
