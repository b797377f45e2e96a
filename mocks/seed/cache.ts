import type { Row } from '../store';
import { cacheUsable, readCached, writeCached } from '../cacheDb';

/**
 * The demo's seed (10,000 orders with their customers, partners and ledgers: about 1 s of work and 15 MB) is built
 * once per day and code version, and kept in IndexedDB as one JSON string: reading and parsing it costs a fraction
 * of rebuilding it (and far less than structured-cloning 10,000 objects). The key holds the worker's URL, which
 * carries the build's content hash, so new seed code never reads an old seed.
 */
type Seed = Record<string, Row[]>;

/** Which seed a start uses: the code version (the worker's URL) and the day. */
export const seedKey = (version: string, today = new Date()) =>
  `${version}|${today.toISOString().slice(0, 10)}`;

/**
 * The seed of `today`: from the cache when it holds it, else built (and kept for the next load). `first` is work
 * the parse (tens of milliseconds on the worker's thread) waits for: the first screen's routes.
 */
export async function cachedSeed(
  version: string,
  { today = new Date(), first = Promise.resolve() }: { today?: Date; first?: Promise<unknown> } = {},
): Promise<Seed> {
  const key = seedKey(version, today);
  const usable = cacheUsable();
  if (usable) {
    const json = await readCached<string>('seed', key).catch(() => undefined);
    await first.catch(() => undefined);
    if (json) return JSON.parse(json) as Seed;
  }
  // The generator's code loads only on a miss (once a day and code version).
  const { buildSeed } = await import('./index');
  const seed = buildSeed({ size: 'full', today });
  // Kept right after the calls waiting for it are answered (the stringify must not delay them), and before a
  // page that closes within a second takes the worker with it: the next load reads it instead of building again.
  if (usable) setTimeout(() => void writeCached('seed', key, JSON.stringify(seed)).catch(() => undefined), 0);
  return seed;
}
