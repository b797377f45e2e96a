/**
 * The fake backend's state: collections seeded deterministically, with only the changes kept in browser
 * storage (the seed is rebuilt or read from its cache on load, so 10,000 orders never hit the storage quota).
 */
export interface Row {
  id: number;
  [key: string]: unknown;
}

export interface Changes {
  upserts: Record<string, Row>;
  deleted: number[];
}
export type ChangeSet = Record<string, Changes>;

/** One record's change: its new row, or null when it was deleted. */
export type RecordChange = [collection: string, id: number, row: Row | null];

/**
 * Where the changes are kept, one record at a time (two tabs writing different records never erase each other):
 * localStorage in a page; the page's localStorage through messages in a worker.
 */
export interface Persistence {
  read(): ChangeSet;
  put(...change: RecordChange): void;
  clear(): void;
  /**
   * The ids this tab may give new records (docs/decisions-safety.md, "Two tabs adding"): a slot of `slots`, so
   * that two tabs' workers, which learn of each other's records only later, never pick the same id; null while
   * the tab holds no slot (every slot taken, or no Web Locks): an add is then refused, never risked.
   */
  idSpace?(): IdSpace | null;
  /** Whether storage already holds this record (another tab's write): its id is skipped. */
  taken?(collection: string, id: number): boolean;
}

export interface IdSpace {
  slot: number;
  slots: number;
}

/** A record's version: seed rows start at 1 without storing it (10,000 orders need no extra field). */
export const versionOf = (row: Row): number => (typeof row.version === 'number' ? row.version : 1);

export class Collection<T extends Row = Row> {
  private rows = new Map<number, T>();
  private nextId = 1;
  constructor(
    readonly name: string,
    private readonly onChange: (name: string, id: number, row: T | null, before: T | undefined) => void,
    private readonly idFree: (name: string, id: number) => boolean = () => true,
  ) {}

  load(rows: T[]) {
    this.rows = new Map(rows.map((row) => [row.id, row]));
    this.nextId = rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  }
  all(): T[] {
    return [...this.rows.values()];
  }
  get(id: number): T | undefined {
    return this.rows.get(id);
  }
  get size() {
    return this.rows.size;
  }
  insert(data: Omit<T, 'id'>): T {
    let id = this.nextId;
    while (this.rows.has(id) || !this.idFree(this.name, id)) id++;
    this.nextId = id + 1;
    const row = { ...data, id, version: 1 } as unknown as T;
    this.rows.set(row.id, row);
    this.onChange(this.name, row.id, row, undefined);
    return row;
  }
  update(id: number, patch: Partial<T>): T {
    const current = this.rows.get(id);
    if (!current) throw new Error(`${this.name} ${id} not found`);
    // Every write raises the version (docs/decisions-safety.md), whatever the patch says.
    const row = { ...current, ...patch, id, version: versionOf(current) + 1 };
    this.rows.set(id, row);
    this.onChange(this.name, id, row, current);
    return row;
  }
  remove(id: number) {
    const before = this.rows.get(id);
    this.rows.delete(id);
    this.onChange(this.name, id, null, before);
  }
  /** Replays stored changes without recording them again. */
  apply(changes: Changes) {
    for (const row of Object.values(changes.upserts)) {
      this.rows.set(row.id, row as T);
      this.nextId = Math.max(this.nextId, row.id + 1);
    }
    for (const id of changes.deleted) this.rows.delete(id);
  }
}

/** Told of every write with the row before and after (the history module listens: mocks/server/history.ts). */
export type WriteListener = (name: string, id: number, before: Row | undefined, after: Row | null) => void;

export class Store {
  private collections = new Map<string, Collection>();
  private changes: ChangeSet = {};
  private listeners: WriteListener[] = [];
  private loads = 0;
  private writesTo = new Map<string, number>();

  constructor(private readonly persistence: Persistence | null) {}

  /**
   * The data of these collections as of now: it changes with every write to one of them, another tab's change to
   * one of them and every load (a start, a reset), and with nothing else (a presence heartbeat or a lock leaves the
   * orders' figures alone). What is computed from those rows can be kept while it stays the same.
   */
  revisionOf(...names: string[]): string {
    return `${this.loads}:${names.map((name) => this.writesTo.get(name) ?? 0).join(',')}`;
  }

  private wrote(name: string) {
    this.writesTo.set(name, (this.writesTo.get(name) ?? 0) + 1);
  }

  collection<T extends Row>(name: string): Collection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new Collection(
        name,
        (n, id, row, before) => {
          this.wrote(n);
          this.record(n, id, row);
          for (const listener of this.listeners) listener(n, id, before, row);
        },
        (n, id) => this.idFree(n, id),
      );
      this.collections.set(name, collection);
    }
    return collection as unknown as Collection<T>;
  }

  /** Loads the seed, then the changes kept from earlier sessions. */
  load(seed: Record<string, Row[]>) {
    this.loads++;
    // Collections the seed does not hold (history, saved views) start empty too: a reset forgets them.
    for (const collection of this.collections.values()) if (!(collection.name in seed)) collection.load([]);
    for (const [name, rows] of Object.entries(seed)) this.collection(name).load(rows);
    this.changes = this.persistence?.read() ?? {};
    for (const [name, changes] of Object.entries(this.changes)) this.collection(name).apply(changes);
  }

  onWrite(listener: WriteListener) {
    this.listeners.push(listener);
  }

  clearChanges() {
    this.changes = {};
    this.persistence?.clear();
  }

  /** Another tab's change to one record: applied, not recorded again (that tab has kept it). */
  applyRemote(name: string, id: number, row: Row | null) {
    this.wrote(name);
    this.collection(name).apply(
      row ? { upserts: { [id]: row }, deleted: [] } : { upserts: {}, deleted: [id] },
    );
  }

  /** Whether a new record may take this id: in this tab's slot and not already in storage. */
  private idFree(name: string, id: number): boolean {
    const persistence = this.persistence;
    if (!persistence) return true;
    const space = persistence.idSpace ? persistence.idSpace() : undefined;
    if (space === null) throw new Error('This tab holds no id slot: the record is not added');
    if (space && id % space.slots !== space.slot) return false;
    return !persistence.taken?.(name, id);
  }

  private record(name: string, id: number, row: Row | null) {
    const changes = (this.changes[name] ??= { upserts: {}, deleted: [] });
    if (row) {
      changes.upserts[id] = row;
      changes.deleted = changes.deleted.filter((deleted) => deleted !== id);
    } else {
      delete changes.upserts[id];
      changes.deleted.push(id);
    }
    this.persistence?.put(name, id, row);
  }
}
