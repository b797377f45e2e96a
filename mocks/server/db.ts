import { buildSeed } from '../seed';
import { Store, type Row } from '../store';

let store: Store | null = null;
let pendingSeed: Promise<Record<string, Row[]>> | null = null;
/** Component tests use the small seed; the demo the full one (10,000 orders). */
const size = import.meta.env.MODE === 'test' ? 'small' : 'full';

/** The one store of the fake backend; persisted in the browser, in memory under tests. */
export function db(): Store {
  if (!store) {
    store = new Store(typeof window !== 'undefined' && import.meta.env.MODE !== 'test');
    store.load(buildSeed({ size }));
  }
  return store;
}

/**
 * In the browser the seed is built by a Web Worker on the other core while the app loads; the first request
 * waits for it (`dbReady`) instead of building it on the main thread.
 */
export function seedFrom(seed: Promise<Record<string, Row[]>>) {
  pendingSeed = seed;
}

export async function dbReady(): Promise<Store> {
  if (!store && pendingSeed) {
    const seed = await pendingSeed.catch(() => null);
    if (!store) {
      store = new Store(typeof window !== 'undefined' && import.meta.env.MODE !== 'test');
      store.load(seed ?? buildSeed({ size }));
    }
  }
  return db();
}

/** 'Reset demo data': back to the seed, forgetting every change. */
export function resetDb() {
  const current = db();
  current.clearChanges();
  current.load(buildSeed({ size }));
}
