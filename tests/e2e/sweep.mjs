/* Every route of the specification's section 2, visited in one browser: the route sweeps (fit, buttons, axe). */
import assert from 'node:assert/strict';
import { allA11yFaults, docsScreenshot, launch, login, openInApp } from './harness.mjs';
/** @import { Page, Request } from 'playwright-core' */
/** @import { A11yFault, Browser } from './harness.mjs' */

/**
 * The protected routes of the specification's section 2, ids filled in with seeded records, page routes at page 2.
 * /reviews/details/{id} takes a rated order's id: order 3 of the seed is rated.
 */
export const ROUTES = [
  '/dashboard',
  '/orders',
  '/orders/2',
  '/orders/add',
  '/orders/edit/1',
  '/orders/copy/1',
  '/orders/details/1',
  '/customers',
  '/customers/2',
  '/customers/details/1',
  '/partners',
  '/partners/2',
  '/partners/details/1',
  '/partners/details/1/orders/1',
  '/partners/add',
  '/partners/edit/1',
  '/reviews',
  '/reviews/2',
  '/reviews/details/3',
  '/promocodes',
  '/promocodes/2',
  '/promocodes/add',
  '/promocodes/details/1',
  '/promocodes/edit/1',
  '/services',
  '/services/2',
  '/services/add',
  '/services/edit/1',
  '/services/details/1',
  '/services/types',
  '/services/types/2',
  '/services/types/add',
  '/services/types/details/1',
  '/services/types/edit/1',
  '/questions',
  '/questions/2',
  '/questions/add',
  '/questions/edit/1',
  '/questions/types',
  '/questions/types/2',
  '/questions/types/add',
  '/questions/types/details/1',
  '/questions/types/edit/1',
  '/warehouse',
  '/warehouse/2',
  '/messages',
  '/messages/2',
  '/certificates',
  '/certificates/2',
  '/analytics',
  '/tutorials',
  '/tutorials/2',
  '/mobileApps',
  '/calendar',
  '/agreements',
  '/agreements/2',
  '/agreements/partners',
  '/agreements/partners/2',
  '/agreements/add',
  '/agreements/edit/1',
  '/seo',
  '/seo/districts',
  '/seo/districts/2',
  '/seo/districts/add',
  '/seo/districts/edit/1',
  '/seo/orderPages',
  '/seo/orderPages/2',
  '/seo/orderPages/add',
  '/seo/orderPages/edit/1',
  '/seo/services/types',
  '/seo/staticPages',
  '/seo/staticPages/2',
  '/seo/staticPages/add',
  '/seo/staticPages/edit/1',
  '/labels',
];

export const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/**
 * Opens `path` in the running app (`openInApp`: the router's history, through the Not Found page, so the previous
 * screen is gone), then waits for what the user waits for: no call or chunk on its way, no spinner or skeleton left,
 * and the screen still (see `settle`).
 * @param {Page} page
 * @param {string} path
 */
export async function visit(page, path) {
  watchRequests(page);
  await openInApp(page, path);
  await settle(page);
}

/**
 * @typedef {{ onTheirWay: Map<Request, number>, lastChunk: number }} Requests
 *   a page's requests on their way, with when each left, and when its last code chunk was asked for
 */
/** @type {WeakMap<Page, Requests>} */
const requestsOf = new WeakMap();

/**
 * Keeps count of the page's requests on their way (API calls, lazy chunks, images), from its first visit on.
 * @param {Page} page
 */
function watchRequests(page) {
  if (requestsOf.has(page)) return;
  /** @type {Requests} */
  const requests = { onTheirWay: new Map(), lastChunk: 0 };
  requestsOf.set(page, requests);
  page.on('request', (request) => {
    requests.onTheirWay.set(request, Date.now());
    if (request.resourceType() === 'script') requests.lastChunk = Date.now();
  });
  page.on('requestfinished', (request) => requests.onTheirWay.delete(request));
  page.on('requestfailed', (request) => requests.onTheirWay.delete(request));
}

/** A request on its way longer than this is not one the screen waits for (a held connection). */
const LONG_REQUEST_MS = 10_000;
/** How long the page must not change, with nothing on its way, to be the screen the user reads. */
const STILL_MS = 150;
/**
 * A lazy part's content shows no sooner than this after its chunk was asked for: React keeps a Suspense fallback
 * that was shown at least 300 ms, however soon the chunk came, and nothing on the page changes meanwhile.
 */
const REVEAL_MS = 350;

/**
 * Waits until the page has no request on its way, no spinner or skeleton, and has not changed for `STILL_MS` (or,
 * after a code chunk, until React can have revealed what it brought). A screen's next part comes from a call or a
 * chunk it asked for, or from a render right after the last one: the requests are counted, so the stillness asked
 * for is short.
 * @param {Page} page
 */
async function settle(page) {
  const requests = requestsOf.get(page) ?? { onTheirWay: new Map(), lastChunk: 0 };
  const started = Date.now();
  const waiting = () =>
    [...requests.onTheirWay.values()].some((sent) => Date.now() - sent < LONG_REQUEST_MS) ||
    Date.now() - requests.lastChunk < REVEAL_MS;
  for (;;) {
    await still(page);
    if (!waiting()) return;
    while (waiting()) {
      assert.ok(
        Date.now() - started < 20_000,
        `requests still on their way: ${[...requests.onTheirWay.keys()].map((request) => request.url()).join(', ')}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * Waits until no spinner or skeleton is left and the page has not changed for `STILL_MS`.
 * @param {Page} page
 */
async function still(page) {
  await page.waitForFunction(
    (quietMs) =>
      new Promise((resolve) => {
        // Busy: a spinner or a skeleton, or no screen yet (every screen names itself in the top bar).
        const busy = () =>
          document.querySelector('[role="progressbar"], .MuiSkeleton-root, [data-testid="list-skeleton"]') !==
            null || document.getElementById('react-admin-title')?.textContent?.trim() === '';
        /** @type {ReturnType<typeof setTimeout> | undefined} */
        let timer;
        const observer = new MutationObserver(() => restart());
        const restart = () => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            if (busy()) return restart();
            observer.disconnect();
            resolve(true);
          }, quietMs);
        };
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        restart();
      }),
    STILL_MS,
    { timeout: 20000 },
  );
}

/**
 * The page never scrolls sideways.
 * @param {Page} page
 * @param {string} label
 */
export async function checkFit(page, label) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(
    scrollWidth <= innerWidth,
    `${label}: the page scrolls sideways (${scrollWidth} > ${innerWidth})`,
  );
}

/**
 * A list's pagination is in view without scrolling (lists only: the routes whose screen has one).
 * @param {Page} page
 * @param {string} label
 */
export async function checkPaginationInView(page, label) {
  const pagination = page.locator('.RaList-main .MuiTablePagination-root').first();
  if ((await pagination.count()) === 0) return;
  const box = await pagination.boundingBox();
  const viewport = page.viewportSize();
  assert.ok(box && viewport, `${label}: the pagination has a box`);
  assert.ok(
    box.y >= 0 && box.y + box.height <= viewport.height + 1,
    `${label}: the pagination is out of view (${box.y})`,
  );
}

/**
 * Every visible button and field label shows its whole text: none wider inside than its box (long Russian and
 * Polish words). MUI cuts a field's label with an ellipsis where the field is narrower than it.
 * @param {Page} page
 * @param {string} label
 */
export async function checkTextsWhole(page, label) {
  const cut = await page.evaluate(() => {
    /** @type {NodeListOf<HTMLElement>} */
    const texts = document.querySelectorAll('button, a.MuiButton-root, [role="tab"], label, legend');
    return [...texts]
      .filter((text) => text.offsetParent !== null && text.clientWidth > 0)
      .filter((text) => text.scrollWidth > text.clientWidth + 1)
      .map(
        (text) =>
          `${(text.textContent || text.getAttribute('aria-label') || '').trim()} (${text.scrollWidth} > ${text.clientWidth})`,
      );
  });
  assert.deepEqual(cut, [], `${label}: buttons or labels whose text overflows: ${cut.join('; ')}`);
}

/**
 * Kept in the repository (docs/screens) when SCREENS=1.
 * @param {Page} page
 * @param {string} name
 */
async function shoot(page, name) {
  if (process.env.SCREENS === '1') await docsScreenshot(page, name);
}

/**
 * One browser, one login, every route at both sizes in one language: each screen fits, cuts no button or label text, and
 * (with `axe`) has no accessibility fault of any impact. Returns every fault found, so one run reports them all.
 * @param {{ language: 'en' | 'ru' | 'pl', axe: boolean }} options
 * @returns {Promise<{ route: string, size: string, fault: string }[]>}
 */
export async function sweep({ language, axe }) {
  /** @type {Browser} */
  const browser = await launch({ viewport: SIZES[0], deviceScaleFactor: 0.5 });
  const { page, errors } = browser;
  /** @type {{ route: string, size: string, fault: string }[]} */
  const found = [];
  try {
    await login(page);
    if (language !== 'en') {
      await page.evaluate((code) => localStorage.setItem('authLanguage', code), language);
      await page.reload();
    }
    for (const [index, route] of ROUTES.entries()) {
      // Each size on the same visit: the window is resized as a user turns a tablet or narrows the window. Every
      // other route starts at the size the one before ended at, so the screen left behind is not redrawn at the
      // other size for nothing.
      const sizes = index % 2 === 0 ? SIZES : [...SIZES].reverse();
      await visit(page, route);
      for (const size of sizes) {
        if (size !== sizes[0]) {
          await page.setViewportSize(size);
          await settle(page);
        }
        const label = `${route} (${language}) at ${size.name}`;
        await shoot(
          page,
          [route.slice(1).replace(/\//g, '-'), language === 'en' ? '' : language, size.name]
            .filter(Boolean)
            .join('-'),
        );
        for (const check of [checkFit, checkPaginationInView, checkTextsWhole]) {
          await check(page, label).catch((/** @type {Error} */ error) =>
            found.push({ route, size: size.name, fault: error.message.split('\n')[0] }),
          );
        }
        if (axe) {
          /** @type {A11yFault[]} */
          const faults = await allA11yFaults(page);
          for (const fault of faults)
            found.push({
              route,
              size: size.name,
              fault: `${fault.id} (${fault.impact}): ${fault.nodes.join(' | ')}`,
            });
        }
      }
    }
    for (const error of errors) found.push({ route: '(any)', size: '', fault: `page error: ${error}` });
  } finally {
    await browser.close();
  }
  return found;
}
