/* gzip size of a built file (level 9, as a static host would serve it), cached per path. */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const cache = new Map();
export function gzipSize(file) {
  if (!existsSync(file)) return 0;
  if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return cache.get(file);
}
