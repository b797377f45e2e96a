import type { buildSeed as BuildSeed } from '../seed';
import { localStoragePersistence } from '../demoStorage';
import { Store, type Persistence, type Row } from '../store';
import { forgetAnswers } from './idempotency';

let builder: typeof BuildSeed | null = null;

/**
 * The seed generator is loaded only when a seed must be built: the demo's worker normally reads the seed from its
 * IndexedDB cache, so its first answers do not wait for the generator's code. Node (tests, the bench) loads it first.
 */
export async function loadSeedBuilder() {
  builder ??= (await import('../seed')).buildSeed;
}
if (import.meta.env.MODE === 'test') await loadSeedBuilder();

function buildSeed(options: Parameters<typeof BuildSeed>[0]) {
  if (!builder) throw new Error('the seed is built before loadSeedBuilder()');
  return builder(options);
}

let store: Store | null = null;
let pendingSeed: Promise<Record<string, Row[]>> | null = null;
let persistence: Persistence | null = null;
/** Component tests use the small seed; the demo the full one (10,000 orders). */
const size = import.meta.env.MODE === 'test' ? 'small' : 'full';

/** In memory under tests; localStorage in a page; whatever the fake backend's worker set (`persistWith`). */
function chosenPersistence(): Persistence | null {
  if (import.meta.env.MODE === 'test') return null;
  if (!persistence && typeof window !== 'undefined') persistence = localStoragePersistence();
  return persistence;
}

/** The one store of the fake backend. */
export function db(): Store {
  if (!store) {
    store = new Store(chosenPersistence());
    store.load(freshSeed());
  }
  return store;
}

/** The worker keeps the changes in its page's localStorage through messages (mocks/worker.ts). */
export function persistWith(value: Persistence) {
  persistence = value;
}

/**
 * The demo's seed arrives asynchronously (mocks/seed/cache.ts: read from IndexedDB or built); the first request
 * waits for it (`dbReady`).
 */
export function seedFrom(seed: Promise<Record<string, Row[]>>) {
  pendingSeed = seed;
}

export async function dbReady(): Promise<Store> {
  if (!store && pendingSeed) {
    const seed = await pendingSeed.catch(() => null);
    if (!seed) await loadSeedBuilder();
    if (!store) {
      const loaded = new Store(chosenPersistence());
      try {
        loaded.load(seed ?? buildSeed({ size }));
      } catch (error) {
        // Kept changes that no longer fit the seed must not stop the backend: start from the seed and say so.
        onLoadProblem?.(error);
        await loadSeedBuilder();
        loaded.load(buildSeed({ size }));
      }
      // (another call may have finished while the generator loaded)
      store ??= loaded;
    }
  }
  return db();
}

let onLoadProblem: ((error: unknown) => void) | null = null;
/** Who hears that the kept changes could not be loaded (the worker tells its page). */
export function reportLoadProblemsTo(listener: (error: unknown) => void) {
  onLoadProblem = listener;
}

/**
 * Tests reset the store after every test: the seed is built once a day per worker and every reset loads that same
 * seed. Its rows are frozen, so the store shares them instead of copying them: a write makes a new row
 * (`Collection.update`), and code that changed a stored row in place would throw in every test instead of changing
 * the next test's seed (tests/backend/seedFrozen.test.ts). A structured clone of the seed at each reset took ~60 ms,
 * ~23 CPU-s over the component tier. The worker's test files share it (vite.config.ts): it is plain data, whichever
 * file's modules built it.
 */
const shared = globalThis as { testSeed?: { day: string; rows: Record<string, Row[]> } };
function freshSeed(): Record<string, Row[]> {
  if (import.meta.env.MODE !== 'test') return buildSeed({ size });
  const day = new Date().toDateString();
  if (shared.testSeed?.day !== day) shared.testSeed = { day, rows: deepFreeze(buildSeed({ size })) };
  return shared.testSeed.rows;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** 'Reset demo data': back to the seed, forgetting every change. */
const resetListeners = new Set<() => void>();
/** What a module keeps of the data beside the store (the feed's rows written here) is forgotten at a reset. */
export function onResetDb(listener: () => void) {
  resetListeners.add(listener);
}

export function resetDb() {
  forgetAnswers();
  for (const listener of resetListeners) listener();
  const current = db();
  current.clearChanges();
  current.load(freshSeed());
}
