/**
 * The demo backend's IndexedDB cache, in its worker: the seed (mocks/seed/cache.ts) and the answers kept for the
 * next start (mocks/keptAnswers.ts), one object store each, one value per store. Nothing in it is the demo's
 * data of record: the kept changes live in the page's localStorage, and a lost cache is only rebuilt.
 */
const DB = 'demo-seed';
const STORES = ['seed', 'answers'] as const;
export type CacheStore = (typeof STORES)[number];

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function open(): Promise<IDBDatabase> {
  // Version 2 added `answers`; the seed kept by version 1 stays.
  const req = indexedDB.open(DB, 2);
  req.onupgradeneeded = () => {
    for (const name of STORES)
      if (!req.result.objectStoreNames.contains(name)) req.result.createObjectStore(name);
  };
  return request(req);
}

/** The value kept under `key`, or undefined. */
export async function readCached<T>(store: CacheStore, key: string): Promise<T | undefined> {
  const db = await open();
  try {
    return (await request(db.transaction(store).objectStore(store).get(key))) as T | undefined;
  } finally {
    db.close();
  }
}

/** Keeps `value` under `key` as the store's only value. */
export async function writeCached(store: CacheStore, key: string, value: unknown) {
  const db = await open();
  try {
    const objects = db.transaction(store, 'readwrite').objectStore(store);
    await request(objects.clear());
    await request(objects.put(value, key));
  } finally {
    db.close();
  }
}

/** Whether this environment has the cache (not node, not the dev server, whose one URL serves changing code). */
export const cacheUsable = () => typeof indexedDB !== 'undefined' && !import.meta.env.DEV;
