/**
 * The rows of the fake backend's collections, declared once: the seed writes them, the resources read them.
 */
import type { LedgerAdjustment, Settlement } from '../src/domain/ledger';
import type { DayOff } from '../src/domain/daysOff';
import type { OrderService } from '../src/domain/orderRules';
import type { PartnerDraft } from '../src/domain/partnerValidation';
import type { PriceResult } from '../src/domain/pricing';
import type { PromocodeDraft } from '../src/domain/promocode';
import type { Periodicity, SeriesStatus } from '../src/domain/series';
import type { TimeSlot } from '../src/domain/timeSlots';
import type { Movement, StockLevel } from '../src/domain/warehouse';
import type { Certificate } from '../src/domain/certificates';
import type { CustomerCard, LegalEntity, PointsEntry } from '../src/api/contract/customers';
import type { Row } from './store';

export type { Row };
export type { LocationRow } from './seed/locations';

export interface ServiceTypeRow extends Row {
  status: number;
  parent?: number | null;
  basePercent: number;
  basePercentChoose: number;
}

export interface ServiceRow extends Row {
  idServiceType: number;
  price: number;
  time: number;
  base: boolean;
  unit: string;
  max: number;
  status: number;
  discount: boolean;
  periodicity: boolean;
  fixPrice: boolean;
  adminOrder?: number;
}

export type PromocodeRow = Row &
  Required<Pick<PromocodeDraft, 'code' | 'status' | 'type' | 'value' | 'numberOfUses' | 'numberOfOrders'>> &
  PromocodeDraft & { location: number; serviceTypes: number[]; services: number[] };

export interface CustomerRow extends Row {
  location: number;
  name: string;
  phone: string;
  additionalPhone?: string;
  email?: string;
  addresses: ({ latitude: number; longitude: number } & Record<string, unknown>)[];
  legalEntities: LegalEntity[];
  anotherPersonToContact?: { name?: string; phone?: string };
  // The customers screens (issue 11): saved cards, loyalty points, registration, staff notes, contact language.
  cards?: CustomerCard[];
  points?: number;
  pointsHistory?: PointsEntry[];
  registration?: string;
  notes?: string;
  /** the language to speak and write to the customer in (not `language`: every call carries the interface's) */
  contactLanguage?: string;
}

// A saved card and a points entry are as the API answers them (src/api/contract/customers.ts).
export type { CustomerCard, PointsEntry } from '../src/api/contract/customers';

export interface HistoryEntry {
  at: string;
  by: string;
  action: string;
  from?: number;
  to?: number;
  note?: string;
}

export interface OrderRow extends Row {
  location: number;
  status: number;
  paymentStatus: number;
  paymentMethodId: number;
  date: string | null;
  time: TimeSlot;
  customerId: number;
  address: Record<string, unknown> & {
    latitude?: number;
    longitude?: number;
    city?: string;
    street?: string;
    house?: string;
  };
  privateHouse: boolean;
  periodicity: 0 | 1 | 2 | 3;
  services: OrderService[];
  serviceTypes: { idServiceType: number; numberOfPartners: number; partners: number[] }[];
  price: number;
  fullPrice: number;
  discount: number;
  discountType: PriceResult['discountType'];
  addressPrice: number;
  cleaningTime: PriceResult['cleaningTime'];
  calculatePrice: boolean;
  rate: number | null;
  tips: number;
  transport: number;
  channel: string;
  labels: number[];
  needVatInvoice: boolean;
  promocodeId?: number;
  promocode?: string;
  /** the gift certificate paying part of the price, and how much of it (minor units) */
  certificateId?: number;
  certificateCode?: string;
  certificateUsed?: number;
  /** every code entered; `promocode` is the one that applied */
  promocodes?: string[];
  promocodeServiceType?: number | null;
  /** the customer's saved card paying for the order */
  activeCard?: number | null;
  cashPartnerId?: number;
  partnersChooseByCustomer?: boolean;
  /** a visit of a series (issue #32): the series and the visit's number in it (0: the order that started it) */
  seriesId?: number;
  seriesIndex?: number;
  createdAt: string;
  history: HistoryEntry[];
  // Review moderation (issue 11): the text is the customer's, the answer and visibility are staff's.
  review?: string;
  reviewAnswer?: string;
  reviewAnsweredAt?: string;
  reviewHidden?: boolean;
}

/** A series of visits (docs/decisions-series.md): its visits are orders with its `seriesId`. */
export interface SeriesRow extends Row {
  location: number;
  customerId: number;
  periodicity: Periodicity;
  startDate: string;
  status: SeriesStatus;
  /** visits 0..materialised-1 have been created (some may be skipped or cancelled since) */
  materialised: number;
  endDate?: string | null;
  history: HistoryEntry[];
}

export interface PartnerRow extends Row, Omit<PartnerDraft, 'password' | 'repeatPassword'> {
  location: number;
  status: number;
  serviceTypes: number[];
  activePolygons: number[];
  flags: Record<string, boolean>;
  monthlyWeekendLimit: number;
  registrationDate: string;
  percentages?: Record<string, { percent: number; percentChoose: number }>;
  passwordSet?: boolean;
}

/** A record that belongs to one partner (notes, days off, settlements, messages...). */
export interface PartnerOwnedRow extends Row {
  partnerId: number;
}
export type PartnerNoteRow = PartnerOwnedRow & { text: string; author?: string; createdAt: string };
export type PartnerDayOffRow = PartnerOwnedRow & DayOff;
export type PartnerAdjustmentRow = PartnerOwnedRow & LedgerAdjustment & { note?: string };
export type PartnerSettlementRow = PartnerOwnedRow & Settlement;
export type PartnerInventoryRow = PartnerOwnedRow & { returnedAt: string | null };
export interface PartnerMessageRow extends PartnerOwnedRow {
  from: 'partner' | 'staff';
  text: string;
  at: string;
  author?: string;
  /** a partner's message stays unread until staff read or answer the conversation (the inbox, issue 13) */
  read?: boolean;
}

export interface LabelRow extends Row {
  label: Record<string, string>;
  visibility: 'partner' | 'manager';
  colour: string;
  status: number;
}

/** A partner finished a tutorial (in the partner app); staff read it on the partner's profile. */
export interface TutorialCompletionRow extends Row {
  partnerId: number;
  tutorialId: number;
  completedAt: string;
}

/** Content records (questions, agreements, SEO pages, services...): declared by their schema. */
export type ContentRow = Row & { status: number } & Record<string, unknown>;

/** A warehouse item: global catalogue, with its stock, minimum and cost per location (docs/decisions-stock.md). */
export interface WarehouseLevel extends StockLevel {
  /** unit cost in the location's currency, minor units */
  cost: number;
}
export interface WarehouseItemRow extends Row {
  name: Record<string, string>;
  sku: string;
  unit: string;
  status: number;
  levels: WarehouseLevel[];
}

/** A stock movement: a ledger line, never edited except its note; who recorded it and when. */
export type WarehouseMovementRow = Row &
  Omit<Movement, 'id'> & { afterDismissal: boolean; by: string; createdAt: string };

/** A gift certificate of one location (docs/decisions.md section 8). */
export type CertificateRow = Row &
  Omit<Certificate, 'id'> & {
    location: number;
    buyerName: string;
    buyerEmail?: string;
    recipientName?: string;
    recipientEmail?: string;
    note?: string;
    createdAt: string;
  };
/** One field a write changed (mocks/server/history.ts). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One write of one record: who, when, through which action, which fields before and after (issue 16). */
export interface ChangeRow extends Row {
  resource: string;
  recordId: number;
  /** the record's location, or null for a global record (services, content) */
  location: number | null;
  at: string;
  accountId: number;
  accountName: string;
  /** the call that wrote it: 'edit', 'add', 'delete', or a declared action ('confirm', 'labels', 'restoreValue'...) */
  action: string;
  changes: FieldChange[];
}

/** A list's saved view (issue 16): its filter, sort and columns under a name, private or shared in the location. */
export interface SavedViewRow extends Row {
  /** the list's route name (orders, services/types...) */
  resource: string;
  name: string;
  /** the filter as JSON text, kept exactly as the list had it */
  filter: string;
  sort: string;
  order: 'ASC' | 'DESC';
  /** the hidden columns and their order as JSON text (react-admin's DataTable store), or null */
  columns: string | null;
  shared: boolean;
  accountId: number;
  accountName: string;
  location: number;
}

/** One record's change as the live feed tells it (mocks/server/feed.ts), recorded beside its history entry. */
export interface FeedRow extends Row {
  resource: string;
  recordId: number;
  /** the record's version after the change, 0 once deleted */
  recordVersion: number;
  kind: 'added' | 'edited' | 'deleted' | 'action';
  action: string;
  /** the record's location, or null for a global record */
  location: number | null;
  accountId: number;
  accountName: string;
  at: string;
}

/** Someone viewing a record (mocks/server/presence.ts): renewed by each poll of the feed from that screen. */
export interface PresenceRow extends Row {
  resource: string;
  recordId: number;
  /** the session's location when seen: viewers are told within one location */
  location: number;
  accountId: number;
  accountName: string;
  tab: string;
  seenAt: string;
}

/** An editing lock (mocks/server/locks.ts): who holds a record's form, renewed while it is open. */
export interface LockRow extends Row {
  resource: string;
  recordId: number;
  accountId: number;
  accountName: string;
  /** the holder's tab (its form), or null for an API client that names none */
  tab: string | null;
  since: string;
  renewedAt: string;
  activeAt: string;
}
