/**
 * Every API resource of the fake backend registers its routes when its module loads. They load on demand: a call
 * first awaits the module of its path's resource (`routesFor`, in mocks/worker.ts and handlers.ts), so the demo's
 * first order row waits for the order routes only, not for the whole backend (content sanitising, analytics,
 * exports...). Adding a resource: one loader here, and its API names (the `<api>` of `admin/<api>/...`) below.
 */
import { loadSeedBuilder } from './server/db';
import { loadHtmlCleaner } from './server/htmlCleaner';

type Loader = () => Promise<unknown>;

const session: Loader = () => import('./resources/session');
const services: Loader = () => import('./resources/services');
const content: Loader = () => import('./resources/content');
const promocodes: Loader = () => import('./resources/promocodes');
const partners: Loader = () => import('./resources/partners');
const dashboard: Loader = () => import('./resources/dashboard');
const customers: Loader = () => import('./resources/customers');
const labels: Loader = () => import('./resources/labels');
const orders: Loader = () => import('./resources/orders');
const messages: Loader = () => import('./resources/messages');
const training: Loader = () => import('./resources/training');
const warehouse: Loader = () => import('./resources/warehouse');
const certificates: Loader = () => import('./resources/certificates');
const analytics: Loader = () => import('./resources/analytics');
const reviews: Loader = () => import('./resources/reviews');
const account: Loader = () => import('./resources/account');
const calendar: Loader = () => import('./resources/calendar');
const history: Loader = () => import('./resources/history');
const savedViews: Loader = () => import('./resources/savedViews');
const search: Loader = () => import('./resources/search');

const every = [
  session,
  services,
  content,
  promocodes,
  partners,
  dashboard,
  customers,
  labels,
  orders,
  messages,
  training,
  warehouse,
  certificates,
  analytics,
  reviews,
  account,
  calendar,
  history,
  savedViews,
  search,
];

/** Every route of the fake backend, registered (with the HTML policy its content writes need). */
export const allRoutes = () =>
  Promise.all([...every, loadHtmlCleaner].map((load) => load())).then(() => undefined);

/** Routes that read other resources' declarations (global search, history's restore) need them all. */
const withEvery =
  (load: Loader): Loader =>
  () =>
    Promise.all([load(), allRoutes()]);

/** `admin/<api>/...` -> the module that registers it. */
const byApi: Record<string, Loader> = {
  login: session,
  location: session,
  // 'Reset demo data' builds the seed again.
  demo: () => Promise.all([session(), loadSeedBuilder()]),
  upload: session,
  logout: account,
  account,
  serviceTypes: services,
  services,
  questions: content,
  questionTypes: content,
  agreements: content,
  seoDistricts: content,
  seoStaticPages: content,
  seoOrderPages: content,
  seoServiceTypes: content,
  promocodes,
  partners,
  partnerNotes: partners,
  partnerDaysOff: partners,
  partnerAdjustments: partners,
  partnerSettlements: partners,
  partnerInvoices: partners,
  partnerInventory: partners,
  dashboard,
  customers,
  labels,
  orders,
  messages,
  tutorials: training,
  mobileApps: training,
  warehouse,
  warehouseMovements: warehouse,
  certificates,
  analytics,
  reviews,
  calendar,
  history: withEvery(history),
  savedViews,
  search: withEvery(search),
};

/** Resources whose records hold rich text (mocks/resources/content.ts `registerContent`): writes clean it. */
const CONTENT = new Set([content, services, labels, training]);
const READS = new Set(['list', 'many', 'details', 'export']);

/** Loads the routes a call to `path` needs; a path of no known resource loads them all (it is then refused). */
export function routesFor(path: string): Promise<unknown> {
  const [, api, operation] = /^admin\/([A-Za-z]+)(?:\/([A-Za-z]+))?/.exec(path) ?? [];
  const load = api && Object.hasOwn(byApi, api) ? byApi[api] : allRoutes;
  const writesHtml = CONTENT.has(load) && !READS.has(operation ?? '');
  return writesHtml ? Promise.all([load(), loadHtmlCleaner()]) : load();
}

/** What a screen calls besides its own resource: every list its saved views; the order list service types and labels. */
const SCREEN_CALLS: Record<string, Loader[]> = { orders: [services, labels] };

/**
 * The routes of the screen a page opens with (`orders` for /orders/...), loaded while the seed is read. The page
 * starts msw once they are here: a module the worker imports after that goes through msw's service worker,
 * which asks the page's main thread about every request, busy then with the app's first render.
 */
export function preloadRoutes(screen: string): Promise<unknown> {
  if (!Object.hasOwn(byApi, screen)) return Promise.resolve();
  return Promise.all([byApi[screen](), savedViews(), ...(SCREEN_CALLS[screen] ?? []).map((load) => load())]);
}
