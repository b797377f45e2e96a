import type { PasswordChange } from '../domain/password';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import type { LocationSettings } from '../session/session';
import type { orderMethods } from './methods/orders';
import type { calendarMethods } from './methods/calendar';
// The records the actions answer, declared once for the screens and the provider.
import type { ChatMessage } from '../api/contract/messages';
import type { messagesMethods } from './methods/messages';
import type { warehouseMethods } from './methods/warehouse';
import type { certificatesMethods } from './methods/certificates';
import type { dashboardMethods } from './methods/dashboard';
import type { analyticsMethods } from './methods/analytics';
import type { historyMethods } from './methods/history';
import type { partnerMethods } from './methods/partners';
import type { customerMethods } from './methods/customers';
import type { PayloadOf } from './wire';

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

/** A chat message is declared once, in the API contract (the inbox's thread answers it). */
export type { ChatMessage };

export type ChatSendPayload = PayloadOf<'admin/partners/chatSend'>;

// --- training (issue 13) -------------------------------------------------------------------------------

/** A tutorial as one partner stands with it: completed (when) or not yet. */
export interface TutorialProgress {
  id: number;
  title: Record<string, string | undefined>;
  required: boolean;
  completedAt: string | null;
}

// --- the global search (issue 11) ------------------------------------------------------

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
  typeof calendarMethods &
  typeof partnerMethods &
  typeof customerMethods;

/** The typed non-CRUD methods; there is no string-path escape hatch. */
export type AppMethods = DeclaredMethods & ContractMethods;

/** The methods whose types are still declared here (the others are inferred from the API contract). */
interface DeclaredMethods {
  /** Back from the Deleted tab to Active: admin/{resource}/restore. */
  restoreRecord: (resource: string, payload: IdPayload) => Promise<RaRecord>;

  partnerTutorials: (payload: { partnerId: Identifier }) => Promise<TutorialProgress[]>;
  globalSearch: (q: string) => Promise<SearchResults>;

  exportCsv: (resource: string, params: Partial<GetListParams>) => Promise<void>;
  upload: (file: File) => Promise<{ url: string }>;
  changeLocation: (id: number) => Promise<LocationSettings>;
  resetDemo: () => Promise<void>;
  changePassword: (payload: PasswordChange) => Promise<void>;
}

/** react-admin's CRUD plus the typed methods: what screens get from useDataProvider<AppDataProvider>(). */
export interface AppDataProvider extends DataProvider, AppMethods {}
