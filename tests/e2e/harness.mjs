/* Shared helpers for the end-to-end tests: Debian's chromium driven by playwright-core, a fresh context each time. */
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { appendFileSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/** @import { BrowserContext, Locator, Page } from 'playwright-core' */
/**
 * @typedef {{ email: string, password: string, name: string }} Account A demo account (tests/e2e: ADMIN, MANAGER).
 * @typedef {{ url: string, method: string, headers: Record<string, string>, body: string }} ApiCall
 * @typedef {{ id: string, impact: import('axe-core').ImpactValue | undefined, help: string, nodes: string[] }} A11yFault
 *   An axe violation: its rule, impact and help, and the selectors of its first three nodes.
 * @typedef {{ context: BrowserContext, page: Page, errors: string[], close: () => Promise<void> }} Browser
 *   `errors`: the page's uncaught errors (pageerror), but the benign service-worker update failure.
 */

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:4173';
export const SCREENSHOTS = new URL('../e2e/screenshots/', import.meta.url).pathname;
/** @type {Account} */
export const ADMIN = { email: 'admin@example.com', password: 'demo1234', name: 'Anna Kowalska' };
/** @type {Account} */
export const MANAGER = { email: 'manager@example.com', password: 'demo1234', name: 'Marek Nowak' };

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: FLAGS,
};

/** @type {Promise<import('playwright-core').Browser> | undefined} */
let chromiumProcess;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let idleClose;
let openContexts = 0;

/**
 * The spec's one chromium process, started on the first launch(). Starting chromium costs ~1-2 CPU-seconds, and a
 * spec opens a browser per test: the tests share the process, each in a context of its own. The process closes
 * itself once no context has been open for 200 ms (a test opens its next browser sooner), so the spec's node
 * process can end.
 */
function chromiumForThisSpec() {
  clearTimeout(idleClose);
  // A process that failed to start or has gone is started again by the next launch().
  chromiumProcess ??= chromium.launch(CHROMIUM).then(
    (browser) => {
      browser.on('disconnected', () => {
        chromiumProcess = undefined;
      });
      return browser;
    },
    (error) => {
      chromiumProcess = undefined;
      throw error;
    },
  );
  return chromiumProcess;
}

function contextClosed() {
  openContexts -= 1;
  if (openContexts > 0) return;
  clearTimeout(idleClose);
  idleClose = setTimeout(() => {
    const closing = chromiumProcess;
    chromiumProcess = undefined;
    void closing?.then((browser) => browser.close());
  }, 200);
}

/**
 * A browser as new: a browser context of its own (its own storage, cookies, HTTP cache and service workers, as a
 * fresh profile has) in the spec's chromium process; close() closes it. `ownProfile`: a chromium process of its own
 * with a fresh profile on disk instead, as a user's browser is (the bench's cold and warm loads: a context without
 * a profile keeps no compiled code from one load to the next). `bypassCSP`: the built pages carry a Content-Security-Policy that refuses inline
 * scripts, which would also refuse axe-core injected by the tests; the CSP itself is checked by
 * tests/e2e/specs/csp.test.mjs with it off.
 * @param {{ viewport?: { width: number, height: number }, acceptDownloads?: boolean, deviceScaleFactor?: number, bypassCSP?: boolean, ownProfile?: boolean }} [options]
 * @returns {Promise<Browser>}
 */
export async function launch({
  viewport = { width: 1366, height: 900 },
  acceptDownloads = false,
  deviceScaleFactor = 1,
  bypassCSP = true,
  ownProfile = false,
} = {}) {
  const options = { viewport, deviceScaleFactor, acceptDownloads, bypassCSP };
  const profile = ownProfile ? mkdtempSync(join(tmpdir(), 'e2e-profile-')) : undefined;
  if (!profile) openContexts += 1;
  const context = await (
    profile
      ? chromium.launchPersistentContext(profile, { ...CHROMIUM, ...options })
      : chromiumForThisSpec().then((browser) => browser.newContext(options))
  ).catch((error) => {
    if (!profile) contextClosed();
    throw error;
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(30000);
  /** @type {string[]} */
  const errors = [];
  // A failed *update* check of msw's already active service worker changes nothing the page does (the installed
  // worker keeps answering); chromium reports it as an uncaught rejection now and then under load.
  /** @param {string} message */
  const benign = (message) => /^Failed to update a ServiceWorker for scope/.test(message);
  page.on('pageerror', (error) => {
    if (!benign(error.message)) errors.push(error.message);
  });
  const trail = keepTrail(context);
  return {
    context,
    page,
    errors,
    async close() {
      await trail.write();
      await context.close();
      if (profile) rmSync(profile, { recursive: true, force: true });
      else contextClosed();
    },
  };
}

/** Where each spec's trails go: tests/e2e/screenshots/trails/<spec>.log (.ci/run prints a failed spec's). */
export const TRAILS = join(SCREENSHOTS, 'trails');
let launches = 0;

/**
 * What a browser's pages went through (loads and in-app moves, the console's errors and warnings, uncaught errors,
 * failed calls, 5xx answers, session refusals and calls that left the page's backend) and, as it closes, what each page shows: when a wait runs out in
 * CI, the spec's trail says whether the page was blank, still loading or showing something else.
 * @param {BrowserContext} context
 */
function keepTrail(context) {
  const launch = ++launches;
  const started = Date.now();
  /** @type {string[]} */
  const lines = [];
  /** @param {string} text */
  const note = (text) => {
    lines.push(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s ${text.slice(0, 300)}`);
    if (lines.length > 120) lines.shift();
  };
  /** @param {Page} page */
  const watch = (page) => {
    const tab = context.pages().indexOf(page);
    page.on('load', () => note(`tab ${tab} load ${page.url()}`));
    // In-app moves too (the router's history): a redirect to /login shows when it happened.
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`tab ${tab} at ${frame.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        note(`tab ${tab} console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => note(`tab ${tab} uncaught: ${error.message}`));
    page.on('requestfailed', (request) => {
      // A load's calls that a navigation gave up are not faults.
      const why = request.failure()?.errorText ?? '';
      if (why !== 'net::ERR_ABORTED') note(`tab ${tab} failed: ${request.method()} ${request.url()} ${why}`);
    });
    page.on('response', (response) => {
      // 5xx, and the refusals that end a session (401, 403): a page that lands on /login says which call sent it.
      if (response.status() >= 500 || response.status() === 401 || response.status() === 403)
        note(`tab ${tab} ${response.status()}: ${response.url()}`);
      // The demo's calls are answered in the page (msw's service worker); one that reached the server met its own
      // fake backend, which knows none of this browser's sessions (docs/architecture.md). A production build (the
      // live spec's) registers no service worker: its calls are the server's.
      if (context.serviceWorkers().length > 0 && answeredByTheServer(response))
        note(`tab ${tab} answered by the server, not the page's backend: ${response.url()}`);
    });
    page.on('crash', () => note(`tab ${tab} crashed`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    async write() {
      for (const [tab, page] of context.pages().entries()) {
        const shown = await Promise.race([
          page
            .evaluate(() => ({
              state: document.readyState,
              controlled: Boolean(navigator.serviceWorker?.controller),
              root: document.getElementById('root')?.childElementCount ?? 0,
              dialogs: document.querySelectorAll('[role="dialog"]').length,
              text: (document.getElementById('main-content') ?? document.body)?.innerText
                .replace(/\s+/g, ' ')
                .slice(0, 240),
            }))
            .catch((error) => String(error)),
          new Promise((resolve) => setTimeout(() => resolve('no answer in 2 s'), 2000)),
        ]);
        note(`tab ${tab} at the end, ${page.url()}: ${JSON.stringify(shown)}`);
      }
      mkdirSync(TRAILS, { recursive: true });
      const spec = basename(process.argv[1] ?? 'spec', '.test.mjs');
      appendFileSync(
        join(TRAILS, `${spec}.log`),
        `--- browser ${launch} (opened ${new Date(started).toISOString()})\n${lines.join('\n')}\n`,
      );
    },
  };
}

/**
 * An API answer that did not come from the page's backend (msw's service worker) but from the server.
 * @param {import('playwright-core').Response} response
 */
const answeredByTheServer = (response) => response.url().includes('/v1.0/') && !response.fromServiceWorker();

/**
 * The demo's API calls these tabs sent past the page's backend to the server (docs/architecture.md): none is right.
 * @param {Page[]} tabs
 * @returns {string[]} filled as the tabs make their calls
 */
export function callsToTheServer(...tabs) {
  /** @type {string[]} */
  const urls = [];
  for (const tab of tabs)
    tab.on('response', (response) => {
      if (answeredByTheServer(response)) urls.push(response.url());
    });
  return urls;
}

/**
 * Logs in through the login form and waits for the dashboard; with `at`, opens that screen first, as a link or a
 * bookmark opened while logged out, and waits to be back on it after the login (one page load, no dashboard drawn
 * on the way).
 * @param {Page} page
 * @param {Pick<Account, 'email' | 'password'>} [account]
 * @param {string} [at] a path of the app, e.g. `/orders/add`
 */
export async function login(page, account = ADMIN, at) {
  await page.goto(`${BASE_URL}${at ?? '/login'}`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (!at) return page.waitForURL('**/dashboard');
  const asked = new URL(at, BASE_URL);
  await page.waitForURL((url) => url.pathname !== '/login');
  assert.equal(new URL(page.url()).pathname, asked.pathname, `after the login, back on ${at}`);
}

/** A route no screen answers: the app's Not Found page, passed through on the way to another (`openInApp`). */
const NOWHERE = '/e2e-between-routes';

/**
 * Opens `path` in the running app as its own links do: the router's history, no page load. A page load starts the
 * whole app again (its code, its first screen, its backend's data), at about three times the CPU of an in-app move;
 * a test loads a page only where the load is what it tests (a reload, a link typed in).
 *
 * The move goes through the Not Found page first, so that once it returns, the screen left behind is gone: a
 * locator for the screen asked for can never find it on the previous one, even where both show the same component
 * (/orders, then /orders/2), and even while the new screen's code is on its way (the router keeps the old screen
 * on view meanwhile). A page with no app yet (a new tab) loads it instead. The app must be logged in: a logged-out
 * app shows its login page, not the Not Found page.
 * @param {Page} page
 * @param {string} path a path of the app, or a whole address on it (as `page.url()` gives)
 */
export async function openInApp(page, path) {
  if (!page.url().startsWith('http')) {
    await page.goto(path.startsWith('http') ? path : `${BASE_URL}${path}`);
    return;
  }
  const to = path.startsWith('http') ? path.slice(new URL(path).origin.length) : path;
  /** @param {string} where */
  const move = (where) =>
    page.evaluate((next) => {
      window.history.pushState(null, '', next);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, where);
  await move(NOWHERE);
  await page.locator('[data-testid="not-found"]').waitFor();
  await move(to);
  await page.locator('[data-testid="not-found"]').waitFor({ state: 'detached' });
}

/**
 * Waits for the page's animations and transitions under way to end (a dialog opening, a colour fading in), so what is
 * read or captured is what the user sees once they have; the endless ones (a spinner) are not waited for.
 * @param {Page} page
 */
export async function animationsEnded(page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Reads `read()` again until `done` holds of what it read, as a user looks again at a count or a field still on its
 * way (a list settling on its tab's total, a look-up filling a field); returns that reading. Fails after `timeout`
 * with `what` and the last reading.
 * @template T
 * @param {() => Promise<T>} read
 * @param {(value: T) => boolean} done
 * @param {{ what: string, timeout?: number }} options
 * @returns {Promise<T>}
 */
export async function eventually(read, done, { what, timeout = 30000 }) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    assert.ok(Date.now() - started < timeout, `${what}: still ${JSON.stringify(value)} after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The screens the docs show (README: docs/screens), written by the specs as they pass through them. */
export const DOCS_SCREENS = new URL('../../docs/screens/', import.meta.url).pathname;

/**
 * A small PNG for docs/screens, at half scale: what the viewport shows, `clip` of it (viewport coordinates), or with
 * `fullPage` the whole page; taken once the animations under way have ended.
 * @param {Page} page
 * @param {string} name the file's name, without `.png`
 * @param {{ clip?: { x: number, y: number, width: number, height: number }, fullPage?: boolean }} [options]
 * @returns {Promise<string>} the file's path
 */
export async function docsScreenshot(page, name, { clip, fullPage = false } = {}) {
  mkdirSync(DOCS_SCREENS, { recursive: true });
  await animationsEnded(page);
  const cdp = await page.context().newCDPSession(page);
  try {
    /** @type {{ x: number, y: number, width: number, height: number }} */
    let area;
    if (fullPage) {
      const { cssContentSize } = await cdp.send('Page.getLayoutMetrics');
      area = { x: 0, y: 0, width: cssContentSize.width, height: cssContentSize.height };
    } else {
      const viewport = page.viewportSize();
      assert.ok(viewport, 'the page has a viewport');
      // The protocol's clip is in the page's coordinates: the viewport's is moved by the scroll.
      const [scrollX, scrollY] = await page.evaluate(() => [window.scrollX, window.scrollY]);
      const { x, y, width, height } = clip ?? { x: 0, y: 0, ...viewport };
      area = { x: x + scrollX, y: y + scrollY, width, height };
    }
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: 'png',
      clip: { ...area, scale: 0.5 },
      captureBeyondViewport: fullPage,
    });
    const path = join(DOCS_SCREENS, `${name}.png`);
    writeFileSync(path, Buffer.from(data, 'base64'));
    return path;
  } finally {
    await cdp.detach();
  }
}

/**
 * A PNG of the viewport in tests/e2e/screenshots.
 * @param {Page} page
 * @param {string} name the file's name, without `.png`
 */
export async function screenshot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/**
 * Every API call the page makes, with its method, headers and decoded body.
 * @param {Page} page
 * @returns {ApiCall[]} filled as the page makes its calls
 */
export function recordApiCalls(page) {
  /** @type {ApiCall[]} */
  const calls = [];
  page.on('request', (request) => {
    if (!request.url().includes('/v1.0/')) return;
    calls.push({
      url: request.url(),
      method: request.method(),
      headers: request.headers(),
      body: request.postData() ?? '',
    });
  });
  return calls;
}

const AXE_SOURCE = new URL('../../node_modules/axe-core/axe.min.js', import.meta.url).pathname;

/**
 * axe-core (the engine behind Lighthouse's accessibility score) on the page: every fault, whatever its impact;
 * `experimental` adds axe's experimental rules (such as a control's visible label in its accessible name).
 * @param {Page} page
 * @param {{ experimental?: boolean }} [options]
 * @returns {Promise<A11yFault[]>}
 */
export async function allA11yFaults(page, { experimental = false } = {}) {
  // Once per document: a sweep's in-app visits keep the page, and axe-core is half a megabyte to parse each time.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  // The page as the user reads it: a colour transition under way (a button just enabled) is not its colour.
  await animationsEnded(page);
  const tags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice', ...(experimental ? ['experimental'] : [])];
  const violations = await page.evaluate(async (values) => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  }, tags);
  return violations;
}

/**
 * The contrast ratio of each visible element matching `selector`, its text's colour against the background it is
 * drawn on (the first opaque one up the tree, white if none), with that background's relative luminance: what axe
 * leaves out, such as a chart's legend (inside the chart's image role) or a library's own colours.
 * @param {Page} page
 * @param {string} selector
 * @returns {Promise<{ text: string, ratio: number, background: number }[]>}
 */
export function textContrasts(page, selector) {
  return page.evaluate((selector) => {
    /** @param {string} css */
    const rgba = (css) => (css.match(/[\d.]+/g) ?? []).map(Number);
    /** @param {number[]} rgb */
    const luminance = ([r, g, b]) => {
      const [R, G, B] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    /** @param {HTMLElement} from */
    const backgroundOf = (from) => {
      for (let element = /** @type {HTMLElement | null} */ (from); element; element = element.parentElement) {
        const colour = rgba(getComputedStyle(element).backgroundColor);
        if (colour.length === 3 || (colour.length === 4 && colour[3] > 0.9)) return colour.slice(0, 3);
      }
      return [255, 255, 255];
    };
    return [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(selector))]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const background = luminance(backgroundOf(element));
        const text = luminance(rgba(getComputedStyle(element).color).slice(0, 3));
        const [light, dark] = [text, background].sort((a, b) => b - a);
        return { text: element.textContent ?? '', ratio: (light + 0.05) / (dark + 0.05), background };
      });
  }, selector);
}

/**
 * The serious and critical faults only (the bar for every screen).
 * @param {Page} page
 * @returns {Promise<A11yFault[]>}
 */
export async function seriousA11yFaults(page) {
  const violations = await allA11yFaults(page);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * A locator's text content, as `locator.textContent()`, which is null only for a document or a doctype node: for
 * the elements the tests read, null is a fault, reported here rather than as a TypeError further on.
 * @param {Locator} locator
 * @param {{ timeout?: number }} [options] as for `locator.textContent()`
 * @returns {Promise<string>}
 */
export async function textContentOf(locator, options) {
  const text = await locator.textContent(options);
  assert.ok(text !== null, `${locator} has no text content`);
  return text;
}

/**
 * Today is a closed day: the working days rule (src/domain/workingDays.ts) closes Sundays, and the demo's seed
 * books nothing on one, so a screen of today's orders is empty that day.
 */
export const closedToday = () => new Date().getUTCDay() === 0;

/** Today, YYYY-MM-DD (UTC, as the seed's days are). */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * @param {string} day YYYY-MM-DD
 * @param {number} n days to add (negative: before)
 */
export const addDays = (day, n) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);

/**
 * A day as the order screens write it in English (src/resources/orders/fields.tsx, the series section):
 * 2026-11-30 -> 'Mon, Nov 30, 2026'.
 * @param {string} day YYYY-MM-DD
 */
export const dayInWords = (day) =>
  new Intl.DateTimeFormat('en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/**
 * The orders list under a filter, newest first.
 * @param {Record<string, unknown>} filter
 */
export const ordersListUrl = (filter) =>
  `${BASE_URL}/orders?${new URLSearchParams({ filter: JSON.stringify(filter), sort: 'id', order: 'DESC' })}`;

/**
 * The first table row with data: skeleton rows (shown while a list loads) hold no text.
 * @param {Page} page
 * @returns {Locator}
 */
export const firstDataRow = (page) => page.locator('tbody tr').filter({ hasText: /\S/ }).first();

/**
 * Waits until the orders calendar shows its view's own events (OrdersCalendar.tsx sets `aria-busy` while they
 * load): a view is first drawn with the events it had, and its own replace them, and the focus with them.
 * @param {Page} page
 * @param {number} [timeout]
 */
export async function calendarSettled(page, timeout = 60000) {
  await page.locator('[data-testid="orders-calendar"][aria-busy="false"]').waitFor({ timeout });
}
