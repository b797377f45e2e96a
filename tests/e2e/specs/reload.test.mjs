import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BASE_URL,
  callsToTheServer,
  eventually,
  launch,
  login,
  firstDataRow,
  textContentOf,
} from '../harness.mjs';
/** @import { Page } from 'playwright-core' */

const TIMEOUT = 60000;
const newOrders = `${BASE_URL}/orders?${new URLSearchParams({ filter: JSON.stringify({ statuses: [1] }), sort: 'id', order: 'DESC' })}`;

/**
 * The first row's text once the rows are in.
 * @param {Page} page
 */
async function firstRowText(page) {
  const row = firstDataRow(page);
  await row.waitFor({ timeout: TIMEOUT });
  return textContentOf(row);
}

/**
 * How many answers the demo backend kept for its next start (mocks/keptAnswers.ts).
 * @param {Page} page
 */
const keptAnswers = (page) =>
  page.evaluate(
    /** @returns {Promise<number>} */
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('demo-seed');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('answers')) return resolve(0);
          const get = db.transaction('answers').objectStore('answers').get('answers');
          get.onsuccess = () => resolve(Object.keys(get.result?.answers ?? {}).length);
          get.onerror = () => resolve(0);
        };
        open.onerror = () => resolve(0);
      }),
  );

test('a reload answers from the kept answers, and never with data changed since', async () => {
  const browser = await launch();
  const { page, errors } = browser;
  try {
    await login(page);
    await page.goto(newOrders);
    const first = await firstRowText(page);
    // The backend's worker kept this start's first answers; the reload gives the same rows from them.
    await eventually(
      () => keptAnswers(page),
      (kept) => kept > 0,
      { what: 'answers kept for the next start', timeout: 10000 },
    );
    await page.reload();
    assert.equal(await firstRowText(page), first);

    // A change (the first new order cancelled), then the same list, reloaded twice: never the old rows.
    await firstDataRow(page).click();
    await page.waitForURL(/\/orders\/details\/\d+$/);
    const cancelled = page.url().split('/').pop();
    assert.ok(cancelled, 'the URL ends with the order id');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Cancel without pay').check();
    await dialog.getByLabel(/Reason/).fill('The customer called it off');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await page
      .getByTestId('order-status')
      .getByText(/Cancelled/)
      .waitFor({ timeout: TIMEOUT });
    // Back to the list within the same start (no reload): the backend's state has changed, nothing kept is given.
    await page.goBack();
    await page.waitForURL(/\/orders\?/);
    await page.waitForFunction(
      (id) => {
        const row = [...document.querySelectorAll('tbody tr')].find((tr) => tr.textContent.trim() !== '');
        return row && !row.textContent.includes(id);
      },
      cancelled,
      { timeout: TIMEOUT },
    );
    assert.notEqual(await firstRowText(page), first);
    for (const open of [() => page.goto(newOrders), () => page.reload(), () => page.reload()]) {
      await open();
      const text = await firstRowText(page);
      assert.notEqual(text, first);
      assert.equal(text.includes(cancelled), false);
    }
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('a page that outlives its beforeunload (a leave cancelled, or the next page still loading) keeps its backend', async () => {
  const browser = await launch();
  const { page, errors } = browser;
  const toTheNetwork = callsToTheServer(page);
  try {
    await login(page);
    await page.goto(`${BASE_URL}/orders`);
    await firstDataRow(page).waitFor({ timeout: TIMEOUT });
    // msw 2 tells its service worker on beforeunload that the page has gone; the page holds that back until it is
    // hidden (mocks/browser.ts). Calls sent in the tasks right after a beforeunload, as a poll or a badge would be,
    // are answered by the page's own backend (checked at the end: none reached the server). When the page said it
    // was back right after msw's message instead, some went to the server (here, one or two in a run).
    // Four leaves cancelled, each followed by 300 ms of calls.
    const sent = await page.evaluate(async () => {
      /** @type {Promise<unknown>[]} */
      const calls = [];
      for (let leave = 0; leave < 4; leave++) {
        window.dispatchEvent(new Event('beforeunload'));
        const until = performance.now() + 300;
        while (performance.now() < until) {
          calls.push(fetch('/api/v1.0/admin/after-beforeunload').catch(() => undefined));
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
      }
      await Promise.all(calls);
      return calls.length;
    });
    assert.ok(sent >= 8, `calls sent after the beforeunloads: ${sent}`);
    // The page is still the user's: another screen's rows, from the page's own backend, and still logged in.
    await page.getByRole('menuitem', { name: 'Partners' }).click();
    await page.waitForURL('**/partners');
    await firstDataRow(page).waitFor({ timeout: TIMEOUT });
    await page.goto(`${BASE_URL}/customers`);
    await firstDataRow(page).waitFor({ timeout: TIMEOUT });
    assert.match(page.url(), /\/customers$/);
    assert.deepEqual(toTheNetwork, [], 'no call left the browser for the dev or preview server');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('a hard reload beside another tab: the page waits for msw to take it over, and the user stays logged in', async () => {
  const browser = await launch();
  const { context, page, errors } = browser;
  try {
    await login(page);
    await page.goto(`${BASE_URL}/orders`);
    await firstDataRow(page).waitFor({ timeout: TIMEOUT });
    const other = await context.newPage();
    const toTheNetwork = callsToTheServer(page, other);
    await other.goto(`${BASE_URL}/customers`);
    await firstDataRow(other).waitFor({ timeout: TIMEOUT });
    // A hard reload loads the page without its service worker; msw reloads it once more to be taken over. That
    // reload's page is held back 3 s here (a busy machine), so the first start has time to make its calls.
    let documents = 0;
    await other.route(
      (url) => url.pathname === '/customers',
      async (route) => {
        if (++documents === 2) await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.continue();
      },
    );
    const devtools = await context.newCDPSession(other);
    await devtools.send('Page.reload', { ignoreCache: true });
    await other.waitForURL('**/customers');
    await firstDataRow(other).waitFor({ timeout: TIMEOUT });
    assert.equal(documents, 2, 'msw reloaded the page once');
    assert.match(other.url(), /\/customers$/);
    // The other tab is still logged in too: a call of its own still answers.
    await page.getByRole('menuitem', { name: 'Partners' }).click();
    await firstDataRow(page).waitFor({ timeout: TIMEOUT });
    assert.match(page.url(), /\/partners$/);
    assert.deepEqual(toTheNetwork, [], 'no call left the browser for the preview server');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
