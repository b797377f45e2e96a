import { buildSeed } from '../seed';
import { localStoragePersistence } from '../demoStorage';
import { Store, type Persistence, type Row } from '../store';

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
    store.load(buildSeed({ size }));
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
    if (!store) {
      const loaded = new Store(chosenPersistence());
      try {
        loaded.load(seed ?? buildSeed({ size }));
      } catch (error) {
        // Kept changes that no longer fit the seed must not stop the backend: start from the seed and say so.
        onLoadProblem?.(error);
        loaded.load(buildSeed({ size }));
      }
      store = loaded;
    }
  }
  return db();
}

let onLoadProblem: ((error: unknown) => void) | null = null;
/** Who hears that the kept changes could not be loaded (the worker tells its page). */
export function reportLoadProblemsTo(listener: (error: unknown) => void) {
  onLoadProblem = listener;
}

/** 'Reset demo data': back to the seed, forgetting every change. */
export function resetDb() {
  const current = db();
  current.clearChanges();
  current.load(buildSeed({ size }));
}
