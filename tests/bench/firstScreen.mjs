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
/**
 * Demo builds only: the fake backend started before the first render (its worker's starter, msw's page half; msw's
 * `mockServiceWorker.js` is left out, as the bench leaves it out of both apps, which register the same file).
 */
export const FIRST_SCREEN_DEMO = ['mocks/backendWorker.ts', 'mocks/browser.ts'];
/**
 * The fake backend's resource modules (mocks/routes.ts) the first order row's calls load in its worker: the rows,
 * the filters' services and labels, saved views (`preloadRoutes('orders')`). The menu's badges (reviews, messages)
 * and the tab counts are asked after the rows.
 */
export const FIRST_SCREEN_ROUTES = ['orders', 'services', 'labels', 'savedViews'];

/**
 * A worker's chunks are not in the manifest: read from the built files, its static imports, and the dynamic
 * imports of the route modules the first row loads.
 * @param {string} distDir
 * @param {string} workerFile
 * @param {Set<string>} files filled with the worker's chunks
 */
function workerChunks(distDir, workerFile, files) {
  const assets = join(distDir, workerFile, '..');
  /**
   * @param {string} file
   * @param {string[]} [routes]
   */
  const visit = (file, routes) => {
    if (files.has(`assets/${file}`) && !routes) return;
    files.add(`assets/${file}`);
    const code = readFileSync(join(assets, file), 'utf8');
    for (const [, imported] of code.matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g))
      visit(imported);
    for (const name of routes ?? []) {
      const [, chunk] =
        new RegExp(`import\\(\\s*["'\`]\\./(${name}-[\\w-]+\\.js)["'\`]\\s*\\)`).exec(code) ?? [];
      if (!chunk) throw new Error(`${workerFile} loads no ${name} routes`);
      visit(chunk);
    }
  };
  visit(workerFile.replace(/^assets\//, ''), FIRST_SCREEN_ROUTES);
}

/**
 * Returns { files, bytes } (gzip) of a build directory's first-screen chunks.
 * @param {string} distDir
 * @param {string[]} [keys] the manifest's keys (source paths) to start from
 * @returns {{ files: string[], bytes: number }}
 */
export function firstScreenJs(distDir, keys = FIRST_SCREEN) {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} missing: build with build.manifest`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {string} key */
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const file of chunk.assets ?? []) {
      if (/(^|\/)worker-[\w-]+\.js$/.test(file)) workerChunks(distDir, file, files);
      else if (file.endsWith('.js')) files.add(file);
    }
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`${key} is not in ${manifestFile}`);
    visit(key);
  }
  const js = [...files].filter((file) => file.endsWith('.js'));
  return { files: js, bytes: js.reduce((sum, file) => sum + gzipSize(join(distDir, file)), 0) };
}
