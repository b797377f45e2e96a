/*
 * Interactions and heap (issue 28, items 3 and 4), on the production builds over HTTP (served as the production
 * sweep serves them, tests/bench/production.mjs), each in a fresh chromium profile, logged in:
 *  - the calendar's month with 2,000 events: from a click on the toolbar's next/previous month to the first frame
 *    with that month's events drawn (its answer is the fake backend's month, spread to 2,000 orders in the page, so
 *    the time is the app's: the answer's checks, the cap per day and the library's drawing);
 *  - the order form, chromium's CPU slowed 4x: from the input (a click on "More Room", or a digit typed
 *    in the Room quantity; the event's own timestamp, as INP takes it) to the first frame with the new live price;
 *  - a list's page switch: from the click on "Go to next page" to the first frame whose first row changed, ours
 *    (orders) against the floor's;
 *  - the JavaScript heap (after a forced garbage collection) after 20 and after 300 client-side navigations across
 *    the main screens (the router's own history: no reload), and their ratio (goal <= 1.2x); with a snapshot's
 *    split of it into V8's compiled code and the rest (the app's objects), whose ratio is where a leak shows.
 */
import { launch } from '../e2e/harness.mjs';
import { login, serveProduction } from './production.mjs';

/** @import { Page } from 'playwright-core' */

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** @param {number} value */
const ms = (value) => `${Math.round(value)} ms`;
/** @param {number} bytes */
const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const MONTH_EVENTS = 2000;
const SAMPLES = 7;
/** The screens the heap's navigations go round, and what shows each one's content. */
const ROUND = [
  ['/dashboard', '[data-testid="widget-count"]'],
  ['/orders', 'main tbody tr'],
  ['/orders/details/1', '[data-testid="order-status"]'],
  ['/partners', 'main tbody tr'],
  ['/customers', 'main tbody tr'],
  ['/reviews', 'main tbody tr'],
  ['/calendar', '[data-testid="orders-calendar"] .ec-event'],
  ['/analytics', '[data-testid="figure-orders"]'],
];

/**
 * Runs in the page: the time of the first frame in which `read()` differs from `before`, from the last input
 * event's timestamp (pointerdown or keydown), or from `since` when given.
 */
function installProbe() {
  /** @type {Window & { __inputAt?: number, __until?: (read: () => string, before: string, since?: number) => Promise<number> }} */
  const page = window;
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, (event) => (page.__inputAt = event.timeStamp), { capture: true });
  page.__until = (read, before, since) =>
    new Promise((done) => {
      const look = () => {
        if (read() !== before) done(performance.now() - (since ?? page.__inputAt ?? 0));
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
}

/**
 * Waits in the page for the first frame where the text of `selector`'s first match is not `before`.
 * @param {Page} page
 * @param {string} selector
 * @param {string} before
 * @returns {Promise<number>} ms from the input event
 */
const untilChanged = (page, selector, before) =>
  page.evaluate(
    ([sel, was]) =>
      /** @type {any} */ (window).__until(() => document.querySelector(sel)?.textContent ?? '', was),
    [selector, before],
  );

/**
 * Once the page has nothing left to do (an idle callback): a measure starts from a quiet page.
 * @param {Page} page
 */
const settled = (page) => page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));

/**
 * Starts `watch` (in the page), then the input `act`: the watch's time, once the input is done.
 * @param {() => Promise<number>} watch
 * @param {() => Promise<void>} act
 */
async function timed(watch, act) {
  const changed = watch();
  // When the input fails, its own error is the one reported (the watch ends with the page).
  changed.catch(() => {});
  await act();
  return changed;
}

/**
 * @param {number} throttle
 * @param {(page: Page) => Promise<number[]>} work
 */
async function inBrowser(throttle, work) {
  const browser = await launch({ viewport: { width: 1440, height: 900 }, ownProfile: true });
  try {
    const session = await browser.context.newCDPSession(browser.page);
    if (throttle > 1) await session.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await browser.page.addInitScript(installProbe);
    return await work(browser.page);
  } finally {
    await browser.close();
  }
}

/**
 * Runs in the page: `admin/calendar/events` answers with the backend's first answer, its orders copied over the
 * days asked for to `count`, with ids of that answer's own range (`window.__served` * 10,000,000 on): a month's
 * events are told from the previous one's. Made in the page, so no round trip to the bench is timed.
 * @param {number} count
 */
function spreadCalendarEvents(count) {
  /** @type {Window & { __served?: number }} */
  const page = window;
  const original = window.fetch.bind(window);
  /** @type {Promise<{ data: { id: number, date: string }[] }> | null} */
  let template = null;
  page.__served = 0;
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.includes('admin/calendar/events')) return original(input, init);
    const asked = new URLSearchParams(await new Request(input, init).text());
    template ??= original(input, init).then((response) => response.json());
    const answer = structuredClone(await template);
    const days = [];
    const last = new Date(`${asked.get('to')}T00:00Z`);
    for (let day = new Date(`${asked.get('from')}T00:00Z`); day <= last; day.setUTCDate(day.getUTCDate() + 1))
      days.push(day.toISOString().slice(0, 10));
    page.__served = (page.__served ?? 0) + 1;
    const first = page.__served * 10_000_000;
    const orders = answer.data;
    answer.data = Array.from({ length: count }, (_, i) => ({
      ...orders[i % orders.length],
      id: first + i,
      date: days[i % days.length],
    }));
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  };
}

/**
 * The calendar's month with 2,000 events (spreadCalendarEvents), from a click on Next or Previous.
 * @param {string} base
 * @param {number} throttle
 */
function calendarMonth(base, throttle) {
  return inBrowser(throttle, async (page) => {
    await login(page, base);
    await page.addInitScript(spreadCalendarEvents, MONTH_EVENTS);
    await page.goto(`${base}/calendar`);
    await page.locator('[data-testid="orders-calendar"] .ec-event').first().waitFor({ timeout: 120000 });
    const times = [];
    for (let i = 0; i < SAMPLES; i++) {
      await settled(page);
      const button = i % 2 ? 'Previous' : 'Next';
      // The month's events are those whose ids are of the next answer's range.
      const drawn = () =>
        page.evaluate(() => {
          /** @type {number} */
          const served = /** @type {any} */ (window).__served;
          const low = (served + 1) * 10_000_000;
          return /** @type {any} */ (window).__until(() => {
            const event = document.querySelector('.ec-month-view [data-order-id]');
            return String(Number(/** @type {HTMLElement | null} */ (event)?.dataset.orderId) >= low);
          }, 'false');
        });
      times.push(await timed(drawn, () => page.getByRole('button', { name: button, exact: true }).click()));
    }
    return times;
  });
}

/**
 * The order form's live price after a change of service (More/Less Room) and after a quantity typed, CPU 4x.
 * @param {string} base
 */
function orderForm(base) {
  return inBrowser(4, async (page) => {
    await login(page, base);
    await page.goto(`${base}/orders/add`);
    const more = page.getByRole('button', { name: 'More Room', exact: true });
    const quantity = page.getByRole('spinbutton', { name: 'Room', exact: true });
    await more.waitFor({ timeout: 120000 });
    const price = '[data-testid="bar-price"]';
    /** The price now, and its change after `act`. */
    const priceAfter = async (/** @type {() => Promise<void>} */ act) => {
      const before = await page.evaluate((sel) => document.querySelector(sel)?.textContent ?? '', price);
      return timed(() => untilChanged(page, price, before), act);
    };
    const clicks = [];
    const typed = [];
    for (let i = 0; i < SAMPLES; i++) {
      await settled(page);
      clicks.push(await priceAfter(() => more.click()));
      await quantity.selectText();
      typed.push(await priceAfter(() => page.keyboard.type(String(2 + (i % 2)))));
      // Back to none, for the next click.
      await quantity.selectText();
      await priceAfter(() => page.keyboard.type('0'));
    }
    return [median(clicks), median(typed)];
  });
}

/**
 * A list's page switches, from the click to the first frame whose first row changed.
 * @param {string} url
 * @param {(page: Page) => Promise<void>} prepare
 * @param {number} throttle
 */
function pageSwitch(url, prepare, throttle) {
  return inBrowser(throttle, async (page) => {
    await prepare(page);
    await page.goto(url);
    const row = 'main tbody tr, tbody tr';
    await page.locator(row).filter({ hasText: /\S/ }).first().waitFor({ timeout: 120000 });
    const times = [];
    for (let i = 0; i < SAMPLES; i++) {
      await settled(page);
      const before = (await page.locator(row).first().textContent()) ?? '';
      const name = i % 2 ? 'Go to previous page' : 'Go to next page';
      times.push(
        await timed(
          () => untilChanged(page, row, before),
          () => page.getByRole('button', { name }).click(),
        ),
      );
    }
    return times;
  });
}

/**
 * What the JavaScript heap holds by a snapshot, in two parts: V8's compiled code (bytecode and machine code, which
 * grows as the same screens' functions get hot and are optimised) and the rest (the app's objects, strings,
 * arrays and closures: where a leak would show). The browser's own (native) objects are left out, as the heap's
 * used size leaves them out.
 * @param {import('playwright-core').CDPSession} session
 * @returns {Promise<{ code: number, objects: number }>} bytes
 */
async function heapByKind(session) {
  /** @type {string[]} */
  const chunks = [];
  /** @param {{ chunk: string }} event */
  const take = (event) => chunks.push(event.chunk);
  session.on('HeapProfiler.addHeapSnapshotChunk', take);
  await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  session.off('HeapProfiler.addHeapSnapshotChunk', take);
  /** @type {{ snapshot: { meta: { node_fields: string[], node_types: [string[]] } }, nodes: number[] }} */
  const snapshot = JSON.parse(chunks.join(''));
  const fields = snapshot.snapshot.meta.node_fields;
  const type = fields.indexOf('type');
  const size = fields.indexOf('self_size');
  const kinds = snapshot.snapshot.meta.node_types[0];
  const [code, native, synthetic] = ['code', 'native', 'synthetic'].map((kind) => kinds.indexOf(kind));
  const sizes = { code: 0, objects: 0 };
  for (let node = 0; node < snapshot.nodes.length; node += fields.length) {
    const kind = snapshot.nodes[node + type];
    if (kind === code) sizes.code += snapshot.nodes[node + size];
    else if (kind !== native && kind !== synthetic) sizes.objects += snapshot.nodes[node + size];
  }
  return sizes;
}

/**
 * The heap after 20 and after 300 navigations round the main screens, each waited for until its content shows:
 * its used size (after a garbage collection), and a snapshot's split of it into compiled code and the rest.
 * @param {string} base
 * @param {number} throttle
 */
async function heapAfterNavigations(base, throttle) {
  const browser = await launch({ viewport: { width: 1440, height: 900 }, ownProfile: true });
  try {
    const { page } = browser;
    const session = await browser.context.newCDPSession(page);
    if (throttle > 1) await session.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await login(page, base);
    const heap = async () => {
      await session.send('HeapProfiler.collectGarbage');
      const { usedSize } = await session.send('Runtime.getHeapUsage');
      return { used: usedSize, ...(await heapByKind(session)) };
    };
    /** @type {{ used: number, code: number, objects: number }[]} */
    const sizes = [];
    for (let i = 1; i <= 300; i++) {
      const [path, content] = ROUND[i % ROUND.length];
      // A client-side navigation: the router follows the history's popstate, as for the back button.
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.waitForURL(`**${path}`);
      await page.locator(content).first().waitFor({ timeout: 120000 });
      if (i === 20 || i === 300) sizes.push(await heap());
    }
    return sizes;
  } finally {
    await browser.close();
  }
}

/**
 * Serves the production builds (already built) and runs the four measures. Returns the table's rows and the raw
 * figures.
 * @param {{ root: string, floorDir: string, port: number, throttle: number }} options
 */
export async function interactions({ root, floorDir, port, throttle }) {
  const { ours, floor, stop } = await serveProduction({ root, floorDir, port });
  try {
    const month = await calendarMonth(ours, throttle);
    console.log(`interactions: calendar month of ${MONTH_EVENTS} events ${month.map(ms).join(', ')}`);
    const [click, typed] = await orderForm(ours);
    console.log(`interactions: order form (CPU 4x) click ${ms(click)}, typed ${ms(typed)}`);
    const oursSwitch = await pageSwitch(`${ours}/orders`, (page) => login(page, ours), throttle);
    const floorSwitch = await pageSwitch(`${floor}/#/orders`, async () => {}, throttle);
    console.log(`interactions: page switch ours ${oursSwitch.map(ms).join(', ')}`);
    console.log(`interactions: page switch floor ${floorSwitch.map(ms).join(', ')}`);
    const [after20, after300] = await heapAfterNavigations(ours, throttle);
    const raw = { month, orderForm: { click, typed }, oursSwitch, floorSwitch, heap: { after20, after300 } };
    const switchRatio = median(oursSwitch) / median(floorSwitch);
    const heapRatio = after300.used / after20.used;
    const objectsRatio = after300.objects / after20.objects;
    const lines = [
      `Interactions, production builds over HTTP${throttle > 1 ? `, CPU throttled ${throttle}x` : ''} (medians of ${SAMPLES}):`,
      '',
      '| interaction | time | note |',
      '|---|---|---|',
      `| calendar month, ${MONTH_EVENTS} events: click to drawn | ${ms(median(month))} | goal <= 500 ms |`,
      `| order form, CPU 4x: "More Room" to the live price | ${ms(click)} | INP-like, from the input event |`,
      `| order form, CPU 4x: a quantity typed to the live price | ${ms(typed)} | INP-like, from the input event |`,
      `| orders list: page switch | ${ms(median(oursSwitch))} | floor ${ms(median(floorSwitch))}, ${switchRatio.toFixed(2)}x |`,
      `| heap after 20 / 300 navigations | ${MB(after20.used)} / ${MB(after300.used)} | ${heapRatio.toFixed(2)}x, goal <= 1.2x |`,
      `| of which compiled code (snapshot) | ${MB(after20.code)} / ${MB(after300.code)} | V8's bytecode and optimised code |`,
      `| of which the rest: objects, strings, arrays, closures (snapshot) | ${MB(after20.objects)} / ${MB(after300.objects)} | ${objectsRatio.toFixed(2)}x: where a leak would show |`,
    ];
    return { lines, raw };
  } finally {
    stop();
  }
}
