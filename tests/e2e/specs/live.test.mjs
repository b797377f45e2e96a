import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN, BASE_URL, MANAGER, launch, login, screenshot, seriousA11yFaults } from '../harness.mjs';
/** @import { Page } from 'playwright-core' */

/**
 * Issue 31 with two browsers (two fresh profiles) on one backend. Two profiles share data only through the HTTP
 * fake backend: run it against a production build served with it (docs/decisions-live.md):
 *   VITE_API_CREDENTIAL=demo-app-credential npx vite build --outDir dist-live-http
 *   npx vite preview --mode demo --outDir dist-live-http --port 4601 --strictPort
 * The demo build's backend lives in each page, so against it the second browser would never hear of the first's.
 */

/** The feed's interval (3 s) with room for one answer: what the issue promises, "within 5 s". */
const LIVE_MS = 5000;

/** @param {Page} page */
const rowWithId = (page, /** @type {string} */ id) =>
  page.locator('tbody tr').filter({ has: page.locator('td.column-id', { hasText: new RegExp(`^${id}$`) }) });

/**
 * The ids of the new orders on the page's list.
 * @param {Page} page
 */
async function newOrderIds(page) {
  const rows = page
    .locator('tbody tr')
    .filter({ has: page.locator('.status-chip', { hasText: /^New order$/ }) });
  await rows.first().waitFor();
  return rows.locator('td.column-id').allTextContents();
}

/**
 * A confirms an order through its details screen, as a dispatcher does.
 * @param {Page} page
 * @param {string} id
 */
async function confirmOrder(page, id) {
  await page.goto(`${BASE_URL}/orders/details/${id}`);
  await page.getByRole('button', { name: 'Confirm order' }).click();
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false))
    await dialog.getByRole('button', { name: /Confirm|Yes/ }).click();
  await page.getByText('Order confirmed').first().waitFor();
}

test("B's open list shows A's confirm within 5 s without a reload, and B's sidebar counts A's next one", async () => {
  const a = await launch({ viewport: { width: 1440, height: 900 } });
  const b = await launch({ viewport: { width: 1440, height: 900 } });
  try {
    await login(a.page, ADMIN);
    await login(b.page, MANAGER);
    await b.page.goto(`${BASE_URL}/orders`);
    const [first, second] = await newOrderIds(b.page);
    assert.ok(first && second, 'two new orders on the first page');
    // B stays on the list; A confirms the first order.
    await confirmOrder(a.page, first);
    const started = Date.now();
    await rowWithId(b.page, first)
      .locator('.status-chip', { hasText: /^Order confirmed$/ })
      .waitFor({ timeout: LIVE_MS + 2000 });
    const waited = Date.now() - started;
    console.log(`B's list showed A's confirm ${waited} ms after A saw it`);
    assert.ok(waited <= LIVE_MS + 2000, `${waited} ms`);
    assert.equal(b.page.url(), `${BASE_URL}/orders`, 'no reload, no navigation');
    await screenshot(b.page, 'live-list-1440');

    // B leaves the list; A confirms another: B's Orders entry counts it.
    await b.page.goto(`${BASE_URL}/customers`);
    await b.page.locator('tbody tr').first().waitFor();
    await confirmOrder(a.page, second);
    const badge = b.page.getByTestId('changed-badge-orders').locator('.MuiBadge-badge');
    await badge.filter({ hasText: /^1$/ }).waitFor({ timeout: LIVE_MS + 2000 });
    await b.page.getByText('(1 changed since you last opened it)').waitFor({ state: 'attached' });
    assert.deepEqual(await seriousA11yFaults(b.page), []);
    await screenshot(b.page, 'live-badge-1440');
    // Opening the list clears it.
    await b.page.getByRole('menuitem', { name: /^Orders/ }).click();
    await b.page.waitForURL(`${BASE_URL}/orders`);
    await badge.filter({ hasText: /^1$/ }).waitFor({ state: 'hidden' });

    // A's details screen change shows on B's open details screen, with who made it.
    const [third] = await newOrderIds(b.page);
    await b.page.goto(`${BASE_URL}/orders/details/${third}`);
    await b.page.getByRole('button', { name: 'Confirm order' }).waitFor();
    await confirmOrder(a.page, third);
    await b.page.getByText(`Changed by ${ADMIN.name} just now`).waitFor({ timeout: LIVE_MS + 2000 });
    await b.page.getByRole('button', { name: 'Confirm order' }).waitFor({ state: 'hidden' });
    await b.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(b.page, 'live-details-390');
    assert.deepEqual([...a.errors, ...b.errors], []);
  } finally {
    await a.close();
    await b.close();
  }
});
