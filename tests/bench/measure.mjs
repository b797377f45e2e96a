/* Measures one app in chromium: JavaScript (gzip) loaded before a selector shows, and the time to it, cold and warm. */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from '../e2e/harness.mjs';

const gzipCache = new Map();
function gzipSize(distDir, pathname) {
  const file = join(distDir, pathname);
  if (!existsSync(file)) return 0;
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file)).length);
  return gzipCache.get(file);
}

/**
 * `prepare(page)` may log in; then a cold navigation (fresh profile, no cache) and a warm reload are timed until
 * `ready(page)` resolves. Returns milliseconds and the gzip kB of JavaScript the cold load fetched.
 */
export async function measure({ url, distDir, ready, prepare = async () => {} }) {
  const browser = await launch();
  const { page } = browser;
  try {
    await prepare(page);
    const scripts = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    // Cold: nothing cached and no service worker, as in a fresh profile (prepare may have logged in).
    await page.evaluate(async () => {
      for (const registration of (await navigator.serviceWorker?.getRegistrations()) ?? []) await registration.unregister();
    }).catch(() => undefined);
    const session = await page.context().newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    let started = Date.now();
    await page.goto(url);
    await ready(page);
    const coldMs = Date.now() - started;
    const jsKb = [...scripts].reduce((sum, pathname) => sum + gzipSize(distDir, pathname), 0) / 1024;
    started = Date.now();
    await page.reload();
    await ready(page);
    const warmMs = Date.now() - started;
    return { coldMs, warmMs, jsKb: Math.round(jsKb), scripts: scripts.size };
  } finally {
    await browser.close();
  }
}
