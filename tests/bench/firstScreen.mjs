/*
 * The JavaScript a build needs before the first order row, read from its Vite manifest (a size measure, not a
 * timing): the entry and the modules the boot loads on the way to the order list, with every chunk they import
 * statically. The bench checks this list against what chromium really fetched.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize } from './gzip.mjs';

/** Source modules the boot imports dynamically before the first order row (main.tsx, App, the list route). */
export const FIRST_SCREEN = ['index.html', 'src/App.tsx', 'src/resources/orders/OrderList.tsx'];
/** Demo builds only: the fake backend started before the first render. */
export const FIRST_SCREEN_DEMO = ['mocks/browser.ts'];

/** Returns { files, bytes } (gzip) of a build directory's first-screen chunks. */
export function firstScreenJs(distDir, keys = FIRST_SCREEN) {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} missing: build with build.manifest`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const file of chunk.assets ?? []) if (file.endsWith('.js')) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`${key} is not in ${manifestFile}`);
    visit(key);
  }
  const js = [...files].filter((file) => file.endsWith('.js'));
  return { files: js, bytes: js.reduce((sum, file) => sum + gzipSize(join(distDir, file)), 0) };
}
