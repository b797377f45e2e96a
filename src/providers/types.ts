import type { PasswordChange } from '../domain/password';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import type { Comparison } from '../domain/analyticsCompare';
import type { PeriodRow, PeriodUnit } from '../domain/analyticsPeriods';
import type { DashboardWidgetName, DashboardWidgets } from '../domain/dashboardWidgets';
import type { LedgerAdjustment, LedgerOrder, LedgerTotals, Settlement } from '../domain/ledger';
import type { PartnerStatistics } from '../domain/partnerStats';
import type { LocationSettings } from '../session/session';
// The records the actions answer, declared once for the screens and the provider.
import type { Order } from './records/order';
import type { Partner } from './records/partner';
import type { Customer, CustomerAddress, LegalEntity } from './records/customer';
import type { CalendarBoard, CalendarEvent } from './records/calendar';
import type { TimeSlot } from '../domain/timeSlots';

/**
 * The payload and result of every non-CRUD endpoint, declared once. Screens import these types and call
 * the methods through useDataProvider<AppDataProvider>() with react-query.
 */

export interface IdPayload {
  id: Identifier;
  /** the version the record was shown with: an action on a record changed since is refused */
  version?: number;
}

/** A page of an action's list answer (endpoints that page on the server). */
export interface Paged<T> {
  data: T[];
  total: number;
}

// --- orders -------------------------------------------------------------------------------------------

export interface CompleteOrderPayload {
  id: Identifier;
  /** the version the record was shown with: an action on a record changed since is refused */
  version?: number;
  /** completes and marks an unpaid order paid (cash collected at the door) */
  markPaid?: boolean;
}

export interface CancelOrderPayload {
  id: Identifier;
  /** the version the record was shown with: an action on a record changed since is refused */
  version?: number;
  withPayment: boolean;
  reason: string;
}

/** `set` replaces one order's labels (its own dialog); `add` adds them to many (the list's bulk action). */
export type OrderLabelsPayload =
  | { id: Identifier; labels: number[]; mode: 'set'; version?: number }
  | { ids: Identifier[]; labels: number[]; mode: 'add' };

export interface OrderPartnersPayload {
  id: Identifier;
  /** the version the record was shown with: an action on a record changed since is refused */
  version?: number;
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
  rating: number | null;
  /** the partner's other open orders on the order's date */
  load: number;
  /** the order's date is a day off: all of it, or some hours */
  dayOff: 'wholeDay' | 'periods' | null;
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

// --- warehouse and certificates ------------------------------------------------------------------------

export interface PartnerHeldPayload {
  partnerId: Identifier;
}

/** One item a partner holds now (issued minus returned), with the item's name per language. */
export interface HeldItem {
  itemId: number;
  quantity: number;
  name: Record<string, string>;
  sku: string;
  unit: string;
}

export interface CheckCertificatePayload {
  code: string;
  /** the order being edited: what it already took from the certificate counts as available */
  orderId?: Identifier;
}

/** A certificate that can pay for the order, and how much it can still pay (minor units). */
export interface CheckedCertificate {
  id: number;
  code: string;
  balance: number;
  validTo: string | null;
}

// --- customers and the global search (issue 11) ------------------------------------------------------

/** A saved item of a customer: without an id it is added, with one it replaces that item. */
export interface CustomerItemPayload<T> {
  id: Identifier;
  item: Partial<T>;
}

/** Removes (or, for cards, makes default) one saved item of a customer. */
export interface CustomerItemIdPayload {
  id: Identifier;
  itemId: number;
}

export interface PointsAdjustPayload {
  id: Identifier;
  change: number;
  note: string;
}

/** Up to five rows of one kind and how many matched. */
export interface SearchGroup<T> {
  data: T[];
  total: number;
}

export interface SearchResults {
  orders: SearchGroup<{ id: number; date: string | null; status: number; customerName: string; customerPhone: string; addressText: string }>;
  customers: SearchGroup<{ id: number; name: string; phone: string; email?: string }>;
  partners: SearchGroup<{ id: number; name: string; phone?: string; email?: string }>;
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
  /** the version the record was shown with: an action on a record changed since is refused */
  version?: number;
  date: string;
  time?: TimeSlot;
}

// --- history (issue 16) ---------------------------------------------------------

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

// --- the rest -----------------------------------------------------------------------------------------

/** The dashboard's figures by name (counts, and revenueMonth in minor units). */
export type DashboardSummary = Record<string, number>;

// --- dashboard widgets and analytics (issue 12) --------------------------------------------------------

export type { DashboardWidgetName, DashboardWidgets };

/** A date range (inclusive ISO days) and the table's unit; without a unit the backend picks one by length. */
export interface AnalyticsQuery {
  from: string;
  to: string;
  unit?: PeriodUnit;
}

export interface AnalyticsSummary extends Comparison {
  unit: PeriodUnit;
  /** the range's rows in `unit`, for the charts */
  series: PeriodRow[];
  serviceTypes: { id: number; label: Record<string, string> }[];
}

export interface AnalyticsTablePayload extends AnalyticsQuery {
  page: number;
  perPage: number;
}

/** The typed non-CRUD methods; there is no string-path escape hatch. */
export interface AppMethods {
  confirmOrder: (payload: IdPayload) => Promise<Order>;
  completeOrder: (payload: CompleteOrderPayload) => Promise<Order>;
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
  partnerHeldItems: (payload: PartnerHeldPayload) => Promise<HeldItem[]>;
  checkCertificate: (payload: CheckCertificatePayload) => Promise<CheckedCertificate>;
  saveCustomerAddress: (payload: CustomerItemPayload<CustomerAddress>) => Promise<Customer>;
  removeCustomerAddress: (payload: CustomerItemIdPayload) => Promise<Customer>;
  saveLegalEntity: (payload: CustomerItemPayload<LegalEntity>) => Promise<Customer>;
  removeLegalEntity: (payload: CustomerItemIdPayload) => Promise<Customer>;
  setDefaultCard: (payload: CustomerItemIdPayload) => Promise<Customer>;
  removeCard: (payload: CustomerItemIdPayload) => Promise<Customer>;
  adjustPoints: (payload: PointsAdjustPayload) => Promise<Customer>;
  globalSearch: (q: string) => Promise<SearchResults>;

  exportCsv: (resource: string, params: Partial<GetListParams>) => Promise<void>;
  upload: (file: File) => Promise<{ url: string }>;
  changeLocation: (id: number) => Promise<LocationSettings>;
  resetDemo: () => Promise<void>;
  dashboard: () => Promise<DashboardSummary>;
  dashboardWidget: <K extends DashboardWidgetName>(name: K) => Promise<DashboardWidgets[K]>;
  analytics: (payload: AnalyticsQuery) => Promise<AnalyticsSummary>;
  analyticsTable: (payload: AnalyticsTablePayload) => Promise<Paged<PeriodRow>>;
  /** data.csv of the range's rows with a total line */
  exportAnalytics: (payload: AnalyticsQuery) => Promise<void>;
  changePassword: (payload: PasswordChange) => Promise<void>;

  calendarEvents: (payload: CalendarEventsPayload) => Promise<CalendarEvent[]>;
  calendarBoard: (payload: CalendarBoardPayload) => Promise<CalendarBoard>;
  moveOrder: (payload: MoveOrderPayload) => Promise<Order>;

  recordHistory: (payload: RecordHistoryPayload) => Promise<Paged<ChangeEntry>>;
  latestChanges: (payload: { page: number; perPage: number }) => Promise<Paged<ChangeEntry>>;
  /** Puts back the value a field had before a change, through the record's edit rules. */
  restoreHistoryValue: (payload: { entry: number; field: string }) => Promise<RaRecord>;
}

/** react-admin's CRUD plus the typed methods: what screens get from useDataProvider<AppDataProvider>(). */
export interface AppDataProvider extends DataProvider, AppMethods {}
