/**
 * Every API resource of the fake backend registers its routes when its module loads. They load on demand: a call
 * first awaits the module of its path's resource (`routesFor`, in mocks/worker.ts and handlers.ts), so the demo's
 * first order row waits for the order routes only, not for the whole backend (content sanitising, analytics,
 * exports...).
 *
 * The loader table is read from the modules themselves: `mocks/resources/<name>.ts` (or `<name>/index.ts`) answers
 * `admin/<name>/...`. Adding a resource named after its module needs no line here; only a module that answers other
 * API names too lists them in SHARED_MODULES.
 */
import { loadSeedBuilder } from './server/db';
import { loadHtmlCleaner } from './server/htmlCleaner';

type Loader = () => Promise<unknown>;

/** `./resources/orders/index.ts` and `./resources/labels.ts` -> `orders`, `labels`. */
export const moduleNameOf = (path: string) => /^\.\/resources\/([^/.]+)/.exec(path)?.[1] ?? path;

/** Every route module, by name, loaded on its first call (each is a chunk of its own). */
const MODULES: Record<string, Loader> = Object.fromEntries(
  Object.entries(import.meta.glob(['./resources/*.ts', './resources/*/index.ts'])).map(([path, load]) => [
    moduleNameOf(path),
    load,
  ]),
);

/** The API names (the `<api>` of `admin/<api>/...`) answered by a module of another name. */
export const SHARED_MODULES: Readonly<Record<string, string>> = {
  demo: 'session',
  login: 'session',
  location: 'session',
  upload: 'session',
  logout: 'account',
  serviceTypes: 'services',
  questions: 'content',
  questionTypes: 'content',
  agreements: 'content',
  seoDistricts: 'content',
  seoStaticPages: 'content',
  seoOrderPages: 'content',
  seoServiceTypes: 'content',
  partnerNotes: 'partners',
  partnerDaysOff: 'partners',
  partnerAdjustments: 'partners',
  partnerSettlements: 'partners',
  partnerInvoices: 'partners',
  partnerInventory: 'partners',
  tutorials: 'training',
  mobileApps: 'training',
  warehouseMovements: 'warehouse',
};

/** The module that answers `admin/<api>/...`, by the rule above; undefined for an API no module answers. */
export function moduleOf(api: string, modules: readonly string[] = Object.keys(MODULES)): string | undefined {
  const name = Object.hasOwn(SHARED_MODULES, api) ? SHARED_MODULES[api] : api;
  return modules.includes(name) ? name : undefined;
}

/** Every route of the fake backend, registered (with the HTML policy its content writes need). */
export const allRoutes = () =>
  Promise.all([...Object.values(MODULES), loadHtmlCleaner].map((load) => load())).then(() => undefined);

/** Routes that read other resources' declarations (global search, history's restore) need them all. */
const withEvery =
  (load: Loader): Loader =>
  () =>
    Promise.all([load(), allRoutes()]);

/** Calls whose routes need more than their module. */
const SPECIAL: Record<string, Loader> = {
  // 'Reset demo data' builds the seed again.
  demo: () => Promise.all([MODULES.session(), loadSeedBuilder()]),
  history: withEvery(MODULES.history),
  search: withEvery(MODULES.search),
  // A lock reads its record's details (src/domain/locks.ts LOCKABLE).
  live: () => Promise.all([MODULES.live(), MODULES.orders(), MODULES.partners(), MODULES.customers()]),
};

/** `admin/<api>/...` -> what loads its routes; undefined for an API no module answers. */
function loaderOf(api: string): Loader | undefined {
  if (Object.hasOwn(SPECIAL, api)) return SPECIAL[api];
  const name = moduleOf(api);
  return name === undefined ? undefined : MODULES[name];
}

/** Modules whose records hold rich text (mocks/server/contentCollection.ts `registerContent`): writes clean it. */
const CONTENT = new Set(['content', 'services', 'labels', 'training']);
const READS = new Set(['list', 'many', 'details', 'export']);

/** Loads the routes a call to `path` needs; a path of no known resource loads them all (it is then refused). */
export function routesFor(path: string): Promise<unknown> {
  const [, api, operation] = /^admin\/([A-Za-z]+)(?:\/([A-Za-z]+))?/.exec(path) ?? [];
  const load = (api && loaderOf(api)) || allRoutes;
  const writesHtml = !!api && CONTENT.has(moduleOf(api) ?? '') && !READS.has(operation ?? '');
  return writesHtml ? Promise.all([load(), loadHtmlCleaner()]) : load();
}

/** What a screen calls besides its own resource: every list its saved views; the order list service types and labels. */
const SCREEN_CALLS: Record<string, string[]> = { orders: ['services', 'labels'] };

/**
 * The routes of the screen a page opens with (`orders` for /orders/...), loaded while the seed is read. The page
 * starts msw once they are here: a module the worker imports after that goes through msw's service worker,
 * which asks the page's main thread about every request, busy then with the app's first render.
 */
export function preloadRoutes(screen: string): Promise<unknown> {
  const load = loaderOf(screen);
  if (!load) return Promise.resolve();
  return Promise.all([
    load(),
    MODULES.savedViews(),
    ...(SCREEN_CALLS[screen] ?? []).map((name) => MODULES[name]()),
  ]);
}
