import type { PasswordChange } from '../domain/password';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import type { LedgerAdjustment, LedgerOrder, LedgerTotals, Settlement } from '../domain/ledger';
import type { PartnerStatistics } from '../domain/partnerStats';
import type { LocationSettings } from '../session/session';
import type { orderMethods } from './methods/orders';
import type { calendarMethods } from './methods/calendar';
// The records the actions answer, declared once for the screens and the provider.
import type { Partner } from './records/partner';
import type { Customer, CustomerAddress, LegalEntity } from './records/customer';
import type { ChatMessage } from '../api/contract/messages';
import type { messagesMethods } from './methods/messages';
import type { warehouseMethods } from './methods/warehouse';
import type { certificatesMethods } from './methods/certificates';
import type { dashboardMethods } from './methods/dashboard';
import type { analyticsMethods } from './methods/analytics';
import type { historyMethods } from './methods/history';

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

/** A chat message is declared once, in the API contract (the inbox's thread answers it). */
export type { ChatMessage };

export interface ChatSendPayload {
  id: Identifier;
  text: string;
}

// --- training (issue 13) -------------------------------------------------------------------------------

/** A tutorial as one partner stands with it: completed (when) or not yet. */
export interface TutorialProgress {
  id: number;
  title: Record<string, string | undefined>;
  required: boolean;
  completedAt: string | null;
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

/** The methods of the areas declared in the API contract: their payloads and answers are inferred from it. */
type ContractMethods = typeof messagesMethods &
  typeof warehouseMethods &
  typeof certificatesMethods &
  typeof dashboardMethods &
  typeof analyticsMethods &
  typeof historyMethods &
  typeof orderMethods &
  typeof calendarMethods;

/** The typed non-CRUD methods; there is no string-path escape hatch. */
export type AppMethods = DeclaredMethods & ContractMethods;

/** The methods whose types are still declared here (the others are inferred from the API contract). */
interface DeclaredMethods {
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

  partnerTutorials: (payload: { partnerId: Identifier }) => Promise<TutorialProgress[]>;
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
  changePassword: (payload: PasswordChange) => Promise<void>;

}

/** react-admin's CRUD plus the typed methods: what screens get from useDataProvider<AppDataProvider>(). */
export interface AppDataProvider extends DataProvider, AppMethods {}
