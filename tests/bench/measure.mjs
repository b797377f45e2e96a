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

/** The first order row: a table row with text. */
export const FIRST_ROW = { selector: 'tbody tr', text: '\\S' };

/**
 * Runs in the page before its scripts: the first frame in which an element matching `selector` has text matching
 * `text` (a regular expression's source) is in the DOM.
 * @param {{ selector: string, text: string }} content
 */
function probe({ selector, text }) {
  const pattern = new RegExp(text);
  const look = () => {
    const found = [...document.querySelectorAll(selector)].find((node) =>
      pattern.test(node.textContent ?? ''),
    );
    if (found) window.__firstRow = performance.now();
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
 * @param {{ url: string, distDir: string, prepare?: (page: Page) => Promise<void>, content?: { selector: string, text: string }, throttle?: number }} options
 *   `prepare` runs first, on the fresh profile (ours logs in); `content` is what the time waits for (the first
 *   order row by default); `throttle` slows chromium's CPU that many times (1: not at all) from the start.
 * @returns {Promise<Visit>}
 */
export async function measure({ url, distDir, prepare = async () => {}, content = FIRST_ROW, throttle = 1 }) {
  const browser = await launch({ ownProfile: true });
  const { page, context } = browser;
  try {
    const session = await context.newCDPSession(page);
    if (throttle > 1) await session.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await prepare(page);
    await page.addInitScript(probe, content);
    let counting = false;
    /** @type {Request[]} */
    const requests = [];
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (counting && pathname.endsWith('.js') && !pathname.endsWith('mockServiceWorker.js'))
        requests.push(request);
    });
    await page.goto('about:blank');
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
