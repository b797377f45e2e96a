/*
 * One measured visit of one app in chromium (fresh profile): after `prepare` (ours logs in), the HTTP cache is
 * cleared and the service worker unregistered, then a navigation (cold) and a reload (warm) are timed until the
 * first order row is painted. The time is read in the page (performance.now() is relative to the navigation's
 * start) by a requestAnimationFrame probe installed before any script runs, so both apps are timed alike.
 */
import { join } from 'node:path';
import { launch } from '../e2e/harness.mjs';
import { gzipSize } from './gzip.mjs';

/** @import { Page, Request } from 'playwright-core' */
/**
 * @typedef {{ coldMs: number, warmMs: number, jsBytes: number, scripts: string[], errors: string[] }} Visit
 *   One measured visit: the times to the first row, the JavaScript before it (gzip bytes, pathnames), page errors.
 */

/** Runs in the page before its scripts: the first frame in which a table row with text is in the DOM. */
function probe() {
  const look = () => {
    const row = [...document.querySelectorAll('tbody tr')].find((tr) => tr.textContent.trim() !== '');
    if (row) window.__firstRow = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/**
 * @param {Page} page
 * @returns {Promise<number>} the probe's time, in ms from the navigation's start
 */
const firstRow = async (page) => {
  await page.waitForFunction(() => typeof window.__firstRow === 'number', null, {
    timeout: 120000,
    polling: 50,
  });
  const time = await page.evaluate(() => window.__firstRow);
  if (time === undefined) throw new Error('the first-row probe left no time');
  return time;
};

/**
 * Returns { coldMs, warmMs, jsBytes, scripts }: JavaScript (gzip of the built files) that the cold load requested
 * before the first row (by the request's start time against the row's, both from the navigation's start). `mockServiceWorker.js` is left out: both apps register the same file.
 * @param {{ url: string, distDir: string, prepare?: (page: Page) => Promise<void> }} options `prepare` runs first,
 *   on the fresh profile (ours logs in).
 * @returns {Promise<Visit>}
 */
export async function measure({ url, distDir, prepare = async () => {} }) {
  const browser = await launch();
  const { page, context } = browser;
  try {
    await prepare(page);
    await page.addInitScript(probe);
    let counting = false;
    /** @type {Request[]} */
    const requests = [];
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (counting && pathname.endsWith('.js') && !pathname.endsWith('mockServiceWorker.js'))
        requests.push(request);
    });
    await page.goto('about:blank');
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    counting = true;
    await page.goto(url);
    const coldMs = await firstRow(page);
    counting = false;
    // The row is noticed by polling: only the scripts whose request started before the row's frame count.
    await page.waitForTimeout(500);
    const origin = await page.evaluate(() => performance.timeOrigin);
    /** @param {Request} request */
    const before = (request) => {
      const { startTime } = request.timing();
      return startTime <= 0 || startTime - origin <= coldMs;
    };
    const scripts = new Set(requests.filter(before).map((request) => new URL(request.url()).pathname));
    await page.reload();
    const warmMs = await firstRow(page);
    const jsBytes = [...scripts].reduce((sum, pathname) => sum + gzipSize(join(distDir, pathname)), 0);
    return { coldMs, warmMs, jsBytes, scripts: [...scripts], errors: browser.errors };
  } finally {
    await browser.close();
  }
}
