import type { Endpoint } from './endpoint';
import { promocodesApi } from './promocodes';
import { messagesApi } from './messages';
import { warehouseApi, warehouseMovementsApi } from './warehouse';
import { certificatesApi } from './certificates';
import { analyticsApi } from './analytics';
import { dashboardApi } from './dashboard';
import { historyApi } from './history';
import { liveApi } from './live';
import { ordersApi } from './orderActions';
import { calendarApi } from './calendar';
import { customersApi } from './customers';
import { partnersApi } from './partners';
import {
  partnerAdjustmentsApi,
  partnerDaysOffApi,
  partnerInvoicesApi,
  partnerNotesApi,
  partnerSettlementsApi,
} from './partnerRecords';
import {
  agreementsApi,
  questionTypesApi,
  questionsApi,
  seoDistrictsApi,
  seoOrderPagesApi,
  seoServiceTypesApi,
  seoStaticPagesApi,
} from './content';
import { labelsApi } from './labels';
import { reviewsApi } from './reviews';
import { savedViewsApi } from './savedViews';
import { searchApi } from './search';
import { servicesApi, serviceTypesApi } from './services';
import { sessionApi } from './session';
import { mobileAppsApi, tutorialsApi } from './training';

/**
 * The whole API, one declaration per endpoint: the fake backend validates against it, docs/api.md and the JSON
 * Schema are generated from it, and the contract tour checks a real host with it. Each area's endpoints are added
 * here (the screens import types only, so none of this reaches the page's bundle).
 */
export const API = {
  promocodes: promocodesApi,
  messages: messagesApi,
  warehouse: warehouseApi,
  warehouseMovements: warehouseMovementsApi,
  certificates: certificatesApi,
  analytics: analyticsApi,
  dashboard: dashboardApi,
  history: historyApi,
  live: liveApi,
  orders: ordersApi,
  calendar: calendarApi,
  partners: partnersApi,
  partnerNotes: partnerNotesApi,
  partnerDaysOff: partnerDaysOffApi,
  partnerAdjustments: partnerAdjustmentsApi,
  partnerSettlements: partnerSettlementsApi,
  partnerInvoices: partnerInvoicesApi,
  customers: customersApi,
  services: servicesApi,
  serviceTypes: serviceTypesApi,
  questions: questionsApi,
  questionTypes: questionTypesApi,
  agreements: agreementsApi,
  seoDistricts: seoDistrictsApi,
  seoOrderPages: seoOrderPagesApi,
  seoServiceTypes: seoServiceTypesApi,
  seoStaticPages: seoStaticPagesApi,
  labels: labelsApi,
  tutorials: tutorialsApi,
  mobileApps: mobileAppsApi,
  reviews: reviewsApi,
  savedViews: savedViewsApi,
  session: sessionApi,
  search: searchApi,
} satisfies Record<string, Record<string, Endpoint>>;

type Areas = typeof API;

/** An API resource's name, the `<api>` of `admin/<api>/...`: a screen's `defineResource({ api })` names one. */
export type ApiName = keyof Areas;
type AnyEndpoint = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];

/** Every endpoint by its path, for typed calls: `call('admin/promocodes/list', payload)`. */
export type ApiByPath = { [E in AnyEndpoint as E['path']]: E };
export type ApiPath = keyof ApiByPath;

export const endpointsOf = (): Endpoint[] =>
  Object.values(API).flatMap((area) => Object.values(area) as Endpoint[]);
