import { buildSeed } from '../seed';
import { Store } from '../store';

let store: Store | null = null;
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

/** 'Reset demo data': back to the seed, forgetting every change. */
export function resetDb() {
  const current = db();
  current.clearChanges();
  current.load(buildSeed({ size }));
}
