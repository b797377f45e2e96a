/* gzip size of a built file (level 9, as a static host would serve it), cached per path. */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** @type {Map<string, number>} */
const cache = new Map();
/**
 * @param {string} file
 * @returns {number} 0 when the file does not exist
 */
export function gzipSize(file) {
  if (!existsSync(file)) return 0;
  let size = cache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    cache.set(file, size);
  }
  return size;
}
