import { DEMO_STORAGE_FLAG, DEMO_STORAGE_PROBLEM } from '../src/domain/demoStorage';
import type { ChangeSet, Persistence, RecordChange, Row } from './store';

/**
 * The demo's changes in the page's localStorage, one key per record (`demo-backend:orders:42`, its row or
 * `{"deleted":true}`): a tab writes only the records it changed, so two tabs never erase each other's changes,
 * and each sees the other's through the `storage` event. A full or unreadable storage raises DEMO_STORAGE_PROBLEM
 * (a message offers to reset the demo) instead of losing changes in silence.
 */
const PREFIX = 'demo-backend:';
/** The one key the whole change set used to live in: read once, then kept per record. */
const OLD_KEY = 'demo-backend-changes';
const DELETED = '{"deleted":true}';

const hasStorage = () => typeof localStorage !== 'undefined' && typeof window !== 'undefined';

export function reportStorageProblem(error: unknown) {
  console.warn('The demo backend cannot use the browser storage', error);
  if (typeof window === 'undefined') return;
  // Also left on the document: a problem found while the page starts comes before the app listens.
  document.documentElement.dataset[DEMO_STORAGE_FLAG] = '1';
  window.dispatchEvent(new CustomEvent(DEMO_STORAGE_PROBLEM));
}

export const keyOf = (collection: string, id: number) => `${PREFIX}${collection}:${id}`;

/** A stored key and value read back as a record's change; undefined for a key that is not ours. */
export function changeOf(key: string | null, value: string | null): RecordChange | undefined {
  const match = key ? /^demo-backend:([A-Za-z]+):(\d+)$/.exec(key) : null;
  if (!match || value === null) return undefined;
  const parsed = JSON.parse(value) as Row | { deleted: true };
  const id = Number(match[2]);
  return 'deleted' in parsed && parsed.deleted === true
    ? [match[1], id, null]
    : [match[1], id, { ...(parsed as Row), id }];
}

function add(changes: ChangeSet, [collection, id, row]: RecordChange) {
  const entry = (changes[collection] ??= { upserts: {}, deleted: [] });
  if (row) entry.upserts[id] = row;
  else entry.deleted.push(id);
}

export function writeRecord(...[collection, id, row]: RecordChange) {
  try {
    localStorage.setItem(keyOf(collection, id), row ? JSON.stringify(row) : DELETED);
  } catch (error) {
    reportStorageProblem(error);
  }
}

/** Every kept change; an unreadable entry is reported and skipped, never a reason to lose the others or to crash. */
export function readChanges(): ChangeSet {
  const changes: ChangeSet = {};
  if (!hasStorage()) return changes;
  try {
    migrateOldKey();
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      try {
        const change = changeOf(key, key && localStorage.getItem(key));
        if (change) add(changes, change);
      } catch (error) {
        reportStorageProblem(error);
      }
    }
  } catch (error) {
    reportStorageProblem(error);
  }
  return changes;
}

function migrateOldKey() {
  const old = localStorage.getItem(OLD_KEY);
  if (old === null) return;
  const set = JSON.parse(old) as ChangeSet;
  for (const [collection, { upserts, deleted }] of Object.entries(set)) {
    for (const row of Object.values(upserts)) writeRecord(collection, row.id, row);
    for (const id of deleted) writeRecord(collection, id, null);
  }
  localStorage.removeItem(OLD_KEY);
}

export function clearStoredChanges() {
  if (!hasStorage()) return;
  const keys: string[] = [];
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index);
    if (key?.startsWith(PREFIX) || key === OLD_KEY) keys.push(key);
  }
  keys.forEach((key) => localStorage.removeItem(key));
}

/** The store's persistence when it runs in the page itself. */
export const localStoragePersistence = (): Persistence => ({
  read: readChanges,
  put: writeRecord,
  clear: clearStoredChanges,
  taken: isStored,
});

/** Whether storage holds this record, written by this tab or another (a new record skips its id). */
export function isStored(collection: string, id: number): boolean {
  try {
    return hasStorage() && localStorage.getItem(keyOf(collection, id)) !== null;
  } catch {
    return false;
  }
}
