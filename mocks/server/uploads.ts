/**
 * The demo's uploaded files (issue 14): kept in the browser's IndexedDB, so an image chosen for a record still
 * shows after a reload, which a blob: URL (it dies with the page) or localStorage (a few MB for everything) could
 * not do. The upload answers a URL on the API itself, `<API_BASE>uploads/<id>`: the image's GET reaches msw like
 * any call, and the router answers it from here (CSP: same origin, `img-src 'self'`). Where there is no IndexedDB
 * (msw/node in tests) the files are kept in memory for the run. docs/demo-uploads.md tells the whole story.
 */
export interface StoredFile {
  type: string;
  name: string;
  bytes: ArrayBuffer;
}

/** The API's base as the client builds it (src/api/config.ts, which the fake backend may not import). */
const API_BASE = `${(import.meta.env.VITE_API_URL || '/api').replace(/\/$/, '')}/v1.0/`;
const DB = 'demo-uploads';
const STORE = 'files';
export const UPLOADS_PATH = 'uploads/';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Where the bytes go: IndexedDB, or a Map when the environment has none. */
export interface FileShelf {
  put(id: string, file: StoredFile): Promise<void>;
  get(id: string): Promise<StoredFile | undefined>;
  clear(): Promise<void>;
}

export function indexedDbShelf(factory: IDBFactory = indexedDB): FileShelf {
  const open = () => {
    const req = factory.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    return request(req);
  };
  async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const db = await open();
    try {
      return await request(act(db.transaction(STORE, mode).objectStore(STORE)));
    } finally {
      db.close();
    }
  }
  return {
    put: async (id, file) => void (await run('readwrite', (store) => store.put(file, id))),
    get: (id) => run('readonly', (store) => store.get(id) as IDBRequest<StoredFile | undefined>),
    clear: async () => void (await run('readwrite', (store) => store.clear())),
  };
}

export function memoryShelf(): FileShelf {
  const files = new Map<string, StoredFile>();
  return {
    put: async (id, file) => void files.set(id, file),
    get: async (id) => files.get(id),
    clear: async () => files.clear(),
  };
}

let shelf: FileShelf | null = null;
const currentShelf = () => (shelf ??= typeof indexedDB === 'undefined' ? memoryShelf() : indexedDbShelf());

/** Tests stand for a reload by handing over a new shelf over the same storage. */
export const shelveWith = (next: FileShelf) => void (shelf = next);

const newId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`.replace('.', '');

/** Keeps the file and answers the URL its record stores; a refused write is the caller's to report. */
export async function keepUpload(file: File): Promise<string> {
  const id = newId();
  await currentShelf().put(id, {
    type: file.type || 'application/octet-stream',
    name: file.name,
    bytes: await file.arrayBuffer(),
  });
  return `${API_BASE}${UPLOADS_PATH}${id}`;
}

/** The GET of an upload's URL: its bytes with their type, or 404 (another browser, or after a demo reset). */
export async function uploadResponse(path: string): Promise<Response> {
  const id = decodeURIComponent(path.slice(UPLOADS_PATH.length));
  const file = await currentShelf()
    .get(id)
    .catch(() => undefined);
  if (!file) return new Response(null, { status: 404 });
  return new Response(file.bytes, {
    headers: { 'Content-Type': file.type, 'Cache-Control': 'private, max-age=31536000, immutable' },
  });
}

export const isUploadPath = (path: string) => path.startsWith(UPLOADS_PATH);

/** An upload's id as `keepUpload` makes it: a UUID, or digits and dashes where there is no crypto.randomUUID. */
const UPLOAD_ID = /^[0-9a-f-]{1,64}$/i;

/**
 * A URL this module answered, whole: the API's own base (VITE_API_URL's, as the client builds it), `uploads/` and an
 * id, nothing before or after it (no other host, no `..`, no query).
 */
export const isUploadUrl = (value: string) =>
  value.startsWith(`${API_BASE}${UPLOADS_PATH}`) &&
  UPLOAD_ID.test(value.slice(API_BASE.length + UPLOADS_PATH.length));

/**
 * What an image field of a record may hold (a service's or service type's icon, an SEO district's image, a partner's
 * documents and avatar): nothing, a file the upload endpoint answered, or the value the record already holds (the
 * seed's inline images, sent back unchanged by an edit). Any other URL, a tracking pixel on another host,
 * `javascript:` or `data:`, is refused with the upload's message (spec section 5) under the field.
 */
export const isStoredImage = (value: unknown, stored?: unknown) =>
  value == null || value === '' || value === stored || (typeof value === 'string' && isUploadUrl(value));

/** A demo reset forgets the files with the records that named them. */
export const forgetUploads = () =>
  currentShelf()
    .clear()
    .catch(() => undefined);
