import type { DataProvider, GetListParams, Identifier } from 'react-admin';
import type { ChatMessage } from '../api/contract/messages';
import type { analyticsMethods } from './methods/analytics';
import type { calendarMethods } from './methods/calendar';
import type { certificatesMethods } from './methods/certificates';
import type { contentMethods } from './methods/content';
import type { customerMethods } from './methods/customers';
import type { dashboardMethods } from './methods/dashboard';
import type { historyMethods } from './methods/history';
import type { messagesMethods } from './methods/messages';
import type { orderMethods } from './methods/orders';
import type { partnerMethods } from './methods/partners';
import type { sessionMethods } from './methods/session';
import type { warehouseMethods } from './methods/warehouse';
import type { EndpointPayload } from './wire';

/**
 * The dataProvider's methods beside react-admin's CRUD. Each area's methods live in ./methods/<area>.ts, and
 * their payloads and answers are inferred from the API contract (src/api/contract): nothing here declares a shape.
 * Screens call them through useAppDataProvider() (./useAppDataProvider.ts) with react-query.
 */

export interface IdPayload {
  id: Identifier;
}

/** A page of an action's list answer (endpoints that page on the server). */
export interface Paged<T> {
  data: T[];
  total: number;
}

/** A chat message is declared once, in the API contract (the inbox's thread and a partner's chat answer it). */
export type { ChatMessage };
export type ChatSendPayload = EndpointPayload<'admin/partners/chatSend'>;

type ContractMethods = typeof analyticsMethods &
  typeof calendarMethods &
  typeof certificatesMethods &
  typeof contentMethods &
  typeof customerMethods &
  typeof dashboardMethods &
  typeof historyMethods &
  typeof messagesMethods &
  typeof orderMethods &
  typeof partnerMethods &
  typeof sessionMethods &
  typeof warehouseMethods;

/** The typed non-CRUD methods; there is no string-path escape hatch. */
export interface AppMethods extends ContractMethods {
  /** data.csv of a list's filter: beside the CRUD methods, it shares their list payload. */
  exportCsv: (resource: string, params: Partial<GetListParams>) => Promise<void>;
}

/** react-admin's CRUD plus the typed methods: what screens get from useAppDataProvider(). */
export interface AppDataProvider extends DataProvider, AppMethods {}

type FirstArgument<F> = F extends (argument: infer A) => unknown ? A : never;

/** What a method of AppDataProvider takes, by the method's name (its payload type comes from the API contract). */
export type MethodPayload<M extends keyof AppDataProvider> = FirstArgument<AppDataProvider[M]>;
