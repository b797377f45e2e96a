import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredChanges, localStoragePersistence, writeRecord } from '../../mocks/demoStorage';
import { claimIdSlot, ID_SLOTS } from '../../mocks/idSlot';
import { Store, type IdSpace, type Persistence, type RecordChange, type Row } from '../../mocks/store';

/**
 * Two tabs adding a record at the same instant (issue 29): five pairs of simultaneous adds from two tabs kept only
 * six customers after a reload, though both tabs were told "saved". Every record must survive.
 */
const seed = (): Record<string, Row[]> => ({
  customers: [
    { id: 1, name: 'seed 1' },
    { id: 2, name: 'seed 2' },
  ],
});

const pageTab = () => {
  const store = new Store(localStoragePersistence());
  store.load(seed());
  return store;
};

/** Web Locks shared by the tabs of one browser: a held name is not granted again until its holder ends. */
const fakeLocks = () => {
  const held = new Set<string>();
  return {
    request: (name: string, _options: unknown, callback: (lock: unknown) => unknown) => {
      if (held.has(name)) return Promise.resolve(callback(null));
      held.add(name);
      return Promise.resolve(callback({ name }));
    },
  } as unknown as LockManager;
};

/**
 * A tab's worker: it sees the page's storage only as it was at start; its changes are written after its answer
 * (mocks/worker.ts, mocks/backendWorker.ts), so two workers adding at once never see each other's new record.
 */
const workerTab = (space: IdSpace | null) => {
  const pending: RecordChange[] = [];
  const persistence: Persistence = {
    read: () => localStoragePersistence().read(),
    put: (...change) => pending.push(change),
    clear: () => undefined,
    idSpace: () => space,
  };
  const store = new Store(persistence);
  store.load(seed());
  return { store, flush: () => pending.splice(0).forEach((change) => writeRecord(...change)) };
};

afterEach(() => clearStoredChanges());

describe('two tabs adding at the same instant', () => {
  it('keeps every record when two tabs over one storage add in turn', () => {
    const first = pageTab();
    const second = pageTab();
    const ids = new Set<number>();
    for (let pair = 0; pair < 5; pair++) {
      ids.add(first.collection('customers').insert({ name: `first ${pair}` }).id);
      ids.add(second.collection('customers').insert({ name: `second ${pair}` }).id);
    }
    expect(ids.size).toBe(10);
    const names = pageTab()
      .collection('customers')
      .all()
      .map((row) => row.name);
    for (let pair = 0; pair < 5; pair++)
      expect(names).toEqual(expect.arrayContaining([`first ${pair}`, `second ${pair}`]));
    expect(names).toHaveLength(12);
  });

  it("keeps every record when two tabs' workers add before either write reaches storage", async () => {
    const locks = fakeLocks();
    const first = workerTab(await claimIdSlot(locks));
    const second = workerTab(await claimIdSlot(locks));
    for (let pair = 0; pair < 5; pair++) {
      first.store.collection('customers').insert({ name: `first ${pair}` });
      second.store.collection('customers').insert({ name: `second ${pair}` });
      first.flush();
      second.flush();
    }
    const reloaded = pageTab().collection('customers').all();
    expect(reloaded).toHaveLength(12);
    expect(new Set(reloaded.map((row) => row.name)).size).toBe(12);
  });

  it('gives each tab its own slot of ids and refuses to add when no slot is left', async () => {
    const locks = fakeLocks();
    const slots = [];
    for (let tab = 0; tab < ID_SLOTS; tab++) slots.push((await claimIdSlot(locks))?.slot);
    expect(new Set(slots).size).toBe(ID_SLOTS);
    expect(await claimIdSlot(locks)).toBeNull();
    expect(await claimIdSlot(undefined)).toBeNull();
    const late = workerTab(null);
    expect(() => late.store.collection('customers').insert({ name: 'late' })).toThrow();
    late.flush();
    expect(pageTab().collection('customers').all()).toHaveLength(2);
  });
});
