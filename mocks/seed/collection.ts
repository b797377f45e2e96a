import { createRandom, type Random } from '../random';
import type { Row } from '../store';

/** What a collection's rows are built from. */
export interface SeedContext {
  /** the collection's own generator (see `saltOf`): adding a collection never changes the data of another */
  random: Random;
  today: Date;
  /** 'full' for the demo, 'small' for the component tests */
  size: 'full' | 'small';
  /** the collections buildSeed's areas built, to refer to (partners, customers, services...) */
  seeded: Readonly<Record<string, Row[]>>;
}

/** A collection that a module of mocks/seed declares for itself: buildSeed finds it there, no line names it. */
export interface SeedCollection<T extends Row = Row> {
  /** the collection's name in the store (a resource's `registerCollection({ api })` reads the same name) */
  name: string;
  rows: (context: SeedContext) => T[];
}

const declared = new WeakSet<object>();

/** Declares a collection's seed: `export const widgets = seedCollection('widgets', ({ random }) => [...])`. */
export function seedCollection<T extends Row>(
  name: string,
  rows: (context: SeedContext) => T[],
): SeedCollection<T> {
  const collection = { name, rows };
  declared.add(collection);
  return collection;
}

export const isSeedCollection = (value: unknown): value is SeedCollection =>
  typeof value === 'object' && value !== null && declared.has(value);

/** A collection's salt, from its name (FNV-1a), so it needs no number chosen by hand. */
export function saltOf(name: string) {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** The rows of each declared collection, by name, in name order; a name buildSeed's areas already use is an error. */
export function seedDeclared(
  collections: readonly SeedCollection[],
  { seed, today, size, seeded }: Omit<SeedContext, 'random'> & { seed: number },
): Record<string, Row[]> {
  const rows: Record<string, Row[]> = {};
  for (const collection of [...collections].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (Object.hasOwn(seeded, collection.name) || Object.hasOwn(rows, collection.name))
      throw new Error(`the seed's collection ${collection.name} is declared twice`);
    const random = createRandom(seed + saltOf(collection.name));
    rows[collection.name] = collection.rows({ random, today, size, seeded });
  }
  return rows;
}
