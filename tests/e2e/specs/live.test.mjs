import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ADMIN, MANAGER, launch, screenshot, seriousA11yFaults, openInApp } from '../harness.mjs';
import { LIVE_MS, confirmOrder, newOrderIds, ordersToDispatch, rowWithId } from '../liveSteps.mjs';
/** @import { Page } from 'playwright-core' */
/** @import { ChildProcess } from 'node:child_process' */

/**
 * Issue 31 with two browsers (two fresh profiles) on one backend. Two profiles share data only through the HTTP
 * fake backend, so this spec serves its own: a production build (no msw) given the demo's credential, under
 * `vite preview --mode demo`, whose /api is the fake backend over HTTP (docs/decisions-live.md). It builds
 * dist-live-http when missing (or with E2E_BUILD=1), whatever E2E_BASE_URL says; E2E_LIVE_URL names one already
 * running. The demo build's backend lives in each page: there the second browser would never hear of the first.
 */
const PORT = 4702;
const LIVE_URL = process.env.E2E_LIVE_URL ?? `http://localhost:${PORT}`;
const BASE_URL = LIVE_URL;
/** @type {ChildProcess | undefined} */
let server;

before(async () => {
  if (process.env.E2E_LIVE_URL) return;
  if (!existsSync('dist-live-http/index.html') || process.env.E2E_BUILD === '1') {
    const build = spawnSync('npx', ['vite', 'build', '--outDir', 'dist-live-http'], {
      stdio: 'inherit',
      env: { ...process.env, VITE_API_CREDENTIAL: 'demo-app-credential' },
    });
    assert.equal(build.status, 0, 'the production build for the HTTP backend');
  }
  const args = ['vite', 'preview', '--mode', 'demo', '--outDir', 'dist-live-http', '--port', String(PORT)];
  server = spawn('npx', [...args, '--strictPort'], { stdio: 'ignore', detached: true });
  const started = Date.now();
  while (
    !(await fetch(`${LIVE_URL}/`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    assert.ok(server.exitCode === null && Date.now() - started < 60_000, 'the preview did not start');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
});

after(() => {
  if (server?.pid === undefined) return;
  try {
    process.kill(-server.pid);
  } catch {
    // already gone
  }
});

/**
 * Logs in through the form on this spec's server.
 * @param {Page} page
 * @param {{ email: string, password: string }} account
 */
async function login(page, account) {
  await page.goto(`${LIVE_URL}/login`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
}

test("B's open list shows A's confirm within 5 s without a reload, and B's sidebar counts A's next one", async () => {
  const a = await launch({ viewport: { width: 1440, height: 900 } });
  const b = await launch({ viewport: { width: 1440, height: 900 } });
  try {
    await login(a.page, ADMIN);
    await login(b.page, MANAGER);
    await openInApp(b.page, ordersToDispatch(BASE_URL));
    const [first, second] = await newOrderIds(b.page);
    assert.ok(first && second, 'two new orders on the first page');
    // B stays on the list; A confirms the first order.
    await confirmOrder(a.page, BASE_URL, first);
    const started = Date.now();
    await rowWithId(b.page, first)
      .locator('.status-chip', { hasText: /^Order confirmed$/ })
      .waitFor({ timeout: LIVE_MS + 2000 });
    const waited = Date.now() - started;
    console.log(`B's list showed A's confirm ${waited} ms after A saw it`);
    assert.ok(waited <= LIVE_MS + 2000, `${waited} ms`);
    assert.equal(b.page.url(), ordersToDispatch(BASE_URL), 'no reload, no navigation');
    await screenshot(b.page, 'live-list-1440');

    // B leaves the list; A confirms another: B's Orders entry counts it.
    await openInApp(b.page, `${BASE_URL}/customers`);
    await b.page.locator('tbody tr').first().waitFor();
    await confirmOrder(a.page, BASE_URL, second);
    const badge = b.page.getByTestId('changed-badge-orders').locator('.MuiBadge-badge');
    await badge.filter({ hasText: /^1$/ }).waitFor({ timeout: LIVE_MS + 2000 });
    await b.page.getByText('(1 changed since you last opened it)').waitFor({ state: 'attached' });
    assert.deepEqual(await seriousA11yFaults(b.page), []);
    await screenshot(b.page, 'live-badge-1440');
    // Opening the list clears it.
    await b.page.getByRole('menuitem', { name: /^Orders/ }).click();
    await b.page.waitForURL(/\/orders(\?|$)/);
    await badge.filter({ hasText: /^1$/ }).waitFor({ state: 'hidden' });

    // A's details screen change shows on B's open details screen, with who made it.
    await openInApp(b.page, ordersToDispatch(BASE_URL));
    const [third] = await newOrderIds(b.page);
    await openInApp(b.page, `${BASE_URL}/orders/details/${third}`);
    await b.page.getByRole('button', { name: 'Confirm order' }).waitFor();
    await confirmOrder(a.page, BASE_URL, third);
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

test("A's open form locks the order: B sees who and a read-only form; when A leaves, B can edit", async () => {
  const a = await launch({ viewport: { width: 1440, height: 900 } });
  const b = await launch({ viewport: { width: 1440, height: 900 } });
  try {
    await login(a.page, ADMIN);
    await login(b.page, MANAGER);
    await openInApp(a.page, ordersToDispatch(BASE_URL));
    const [id] = await newOrderIds(a.page);
    await openInApp(a.page, `${BASE_URL}/orders/edit/${id}`);
    await a.page.getByRole('button', { name: 'Update order data' }).waitFor();
    await openInApp(b.page, `${BASE_URL}/orders/edit/${id}`);
    const banner = b.page.getByTestId('edit-lock');
    await banner.getByText(new RegExp(`^${ADMIN.name} is editing this order since \\d\\d:\\d\\d`)).waitFor();
    const update = b.page.getByRole('button', { name: 'Update order data' });
    assert.equal(await update.isDisabled(), true);
    assert.equal(await b.page.locator('fieldset input[type="text"]').first().isDisabled(), true);
    assert.deepEqual(await seriousA11yFaults(b.page), []);
    await screenshot(b.page, 'live-lock-1440');
    // A leaves the form (for the list, through the menu): B's form turns editable by itself. Closing or reloading
    // the tab sends nothing: the lock then expires (docs/decisions-live.md).
    await a.page.getByRole('menuitem', { name: /^Orders/ }).click();
    await a.page.waitForURL(/\/orders(\?|$)/);
    await banner.waitFor({ state: 'hidden', timeout: 10000 });
    assert.equal(await b.page.locator('fieldset input[type="text"]').first().isDisabled(), false);
    assert.equal(await update.isDisabled(), false);
    // B holds it now: A, back on the form on a phone, is the one who waits.
    await a.page.setViewportSize({ width: 390, height: 844 });
    await openInApp(a.page, `${BASE_URL}/orders/edit/${id}`);
    await a.page
      .getByTestId('edit-lock')
      .getByText(new RegExp(`^${MANAGER.name} is editing this order since`))
      .waitFor();
    await screenshot(a.page, 'live-lock-390');
    assert.deepEqual([...a.errors, ...b.errors], []);
  } finally {
    await a.close();
    await b.close();
  }
});
