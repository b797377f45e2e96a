import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN, BASE_URL, launch, login, screenshot, seriousA11yFaults, openInApp } from '../harness.mjs';
import { LIVE_MS, confirmOrder, newOrderIds, ordersToDispatch, rowWithId } from '../liveSteps.mjs';

/**
 * Issue 31's must-show in the demo: two tabs of one profile (one account, a backend in each tab sharing the
 * profile's storage). Tab B follows tab A's changes as a colleague's: its open list, its sidebar's count, A's
 * form's lock on the list and on the form (docs/decisions-live.md).
 */
test("tab B's list shows tab A's confirm within 5 s, its badge counts the next, and A's open form locks B's", async () => {
  const browser = await launch({ viewport: { width: 1440, height: 900 } });
  try {
    const a = browser.page;
    await login(a, ADMIN);
    const b = await browser.context.newPage();
    await b.goto(ordersToDispatch(BASE_URL));
    const [first, second, third] = await newOrderIds(b);
    assert.ok(first && second && third, 'three new orders on the first page');

    // A confirms the first order; B's open list shows it without a reload.
    await confirmOrder(a, BASE_URL, first);
    const started = Date.now();
    await rowWithId(b, first)
      .locator('.status-chip', { hasText: /^Order confirmed$/ })
      .waitFor({ timeout: LIVE_MS + 2000 });
    console.log(`tab B's list showed tab A's confirm ${Date.now() - started} ms after A saw it`);
    assert.equal(b.url(), ordersToDispatch(BASE_URL), 'no reload, no navigation');

    // B leaves the list; A confirms the second: B's Orders entry counts it.
    await b.getByRole('menuitem', { name: /^Customers/ }).click();
    await b.locator('tbody tr').first().waitFor();
    await confirmOrder(a, BASE_URL, second);
    const badge = b.getByTestId('changed-badge-orders').locator('.MuiBadge-badge');
    await badge.filter({ hasText: /^1$/ }).waitFor({ timeout: LIVE_MS + 2000 });
    await b.getByRole('menuitem', { name: /^Orders/ }).click();
    await badge.filter({ hasText: /^1$/ }).waitFor({ state: 'hidden' });

    // A opens the third order's form: B's list marks the row, and B's form of it is read-only.
    await openInApp(a, `/orders/edit/${third}`);
    await a.getByRole('button', { name: 'Update order data' }).waitFor();
    await rowWithId(b, third)
      .getByRole('img', { name: `${ADMIN.name} is editing` })
      .waitFor({ timeout: LIVE_MS + 2000 });
    assert.deepEqual(await seriousA11yFaults(b), []);
    await screenshot(b, 'live-tabs-list-1440');
    await openInApp(b, `/orders/edit/${third}`);
    const banner = b.getByTestId('edit-lock');
    await banner.getByText(new RegExp(`^${ADMIN.name} is editing this order since \\d\\d:\\d\\d`)).waitFor();
    const update = b.getByRole('button', { name: 'Update order data' });
    assert.equal(await update.isDisabled(), true);
    assert.equal(await b.locator('fieldset input[type="text"]').first().isDisabled(), true);
    // Each tab sees the other on the record.
    await b
      .getByTestId('presence')
      .getByText('Also viewing: you, in another tab')
      .waitFor({ timeout: LIVE_MS + 2000 });
    await a
      .getByTestId('presence')
      .getByText('Also viewing: you, in another tab')
      .waitFor({ timeout: LIVE_MS + 2000 });
    assert.deepEqual(await seriousA11yFaults(b), []);
    await screenshot(b, 'live-tabs-lock-1440');

    // A leaves the form: B's turns editable by itself.
    await a.getByRole('menuitem', { name: /^Orders/ }).click();
    await a.waitForURL(`${BASE_URL}/orders`);
    await banner.waitFor({ state: 'hidden', timeout: 10000 });
    assert.equal(await b.locator('fieldset input[type="text"]').first().isDisabled(), false);
    assert.equal(await update.isDisabled(), false);
    // B holds it now: A's list, on a phone, marks the row; A on the order's details hears B is there.
    await a.setViewportSize({ width: 390, height: 844 });
    const mark = a.getByTestId('row-lock');
    await mark.waitFor({ timeout: LIVE_MS + 2000 });
    assert.equal(await mark.getAttribute('aria-label'), `${ADMIN.name} is editing`);
    await screenshot(a, 'live-tabs-list-390');
    await a.goto(`${BASE_URL}/orders/details/${third}`);
    // The reloaded tab's screen first (the app starting again), then its next polls within the live interval.
    await a.getByRole('heading', { name: `Order #${third}`, level: 2 }).waitFor();
    await a
      .getByTestId('presence')
      .getByText('Also viewing: you, in another tab')
      .waitFor({ timeout: LIVE_MS + 2000 });
    await screenshot(a, 'live-tabs-presence-390');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});
