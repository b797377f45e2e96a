import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BASE_URL,
  launch,
  login,
  seriousA11yFaults,
  firstDataRow,
  textContentOf,
  ADMIN,
  openInApp,
  docsScreenshot,
} from '../harness.mjs';
/** @import { Page } from 'playwright-core' */

/** @param {Date} date */
const iso = (date) => date.toISOString().slice(0, 10);
/** Monday to Sunday of the current week. */
function thisWeek() {
  const today = new Date();
  const monday = new Date(today);
  monday.setUTCDate(today.getUTCDate() - ((today.getUTCDay() + 6) % 7));
  const sunday = new Date(monday);
  sunday.setUTCDate(monday.getUTCDate() + 6);
  return { date_gte: iso(monday), date_lte: iso(sunday) };
}

test('a partner phone change shows on the timeline and the old one comes back', async () => {
  const browser = await launch({ viewport: { width: 1280, height: 800 } });
  const { page } = browser;
  try {
    await login(page, ADMIN, '/partners');
    await firstDataRow(page).click();
    await page.waitForURL(/\/partners\/details\/\d+/);
    const match = /details\/(\d+)/.exec(page.url());
    assert.ok(match, page.url());
    const id = match[1];
    await openInApp(page, `/partners/edit/${id}`);
    const phone = page.getByLabel('Phone', { exact: false }).first();
    await phone.waitFor();
    const old = await phone.inputValue();
    await phone.fill('+48500600700');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/partners\/details\/\d+/);
    await openInApp(page, `/partners/details/${id}/history`);
    const timeline = page.getByTestId('record-history');
    await timeline.getByText('+48500600700').first().waitFor();
    await timeline.getByText(old.replace(/\s/g, '')).first().waitFor();
    assert.deepEqual(await seriousA11yFaults(page), []);

    await timeline
      .getByRole('button', { name: /Restore Phone/ })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Confirm|Yes/ })
      .click();
    await page.getByText('The earlier value is back').waitFor();
    // the newest entry is the restore, from the new phone back to the old one
    await timeline.getByText('Restored').first().waitFor();
    await docsScreenshot(page, 'history-timeline', { clip: { x: 240, y: 56, width: 1040, height: 460 } });
    await openInApp(page, `/partners/details/${id}`);
    await page.getByText(old.replace(/\s/g, ''), { exact: false }).first().waitFor();

    await openInApp(page, `/activity`);
    const link = page
      .getByRole('table', { name: 'Activity' })
      .getByRole('link', { name: new RegExp(`#${id}$`) })
      .first();
    await link.waitFor();
    assert.deepEqual(await seriousA11yFaults(page), []);
    await link.click();
    await page.waitForURL(new RegExp(`/partners/details/${id}`));
  } finally {
    await browser.close();
  }
});

test('a saved view of orders (unpaid, this week) is there after a reload', async () => {
  const browser = await launch({ viewport: { width: 1280, height: 800 } });
  const { page } = browser;
  try {
    const filter = JSON.stringify({ paymentStatus: 0, ...thisWeek() });
    await login(page, ADMIN, `/orders?${new URLSearchParams({ filter, page: '1' })}`);
    await page.getByRole('button', { name: 'Save view' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Unpaid this week');
    await page.getByRole('dialog').getByLabel('Share with the staff of this location').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('The view is saved').waitFor();

    await openInApp(page, `/orders?${new URLSearchParams({ filter: '{}', page: '1' })}`);
    await page.reload();
    const view = page
      .getByRole('navigation', { name: 'Saved views' })
      .getByRole('button', { name: /Unpaid this week/ });
    await view.waitFor();
    await view.click();
    await page.waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').paymentStatus === 0);
    await docsScreenshot(page, 'history-saved-views', { clip: { x: 0, y: 0, width: 1280, height: 420 } });
    assert.deepEqual(await seriousA11yFaults(page), []);
  } finally {
    await browser.close();
  }
});

test('Ctrl+K opens an order by its number and confirms it, keyboard only', async () => {
  const browser = await launch({ viewport: { width: 1280, height: 800 } });
  const { page } = browser;
  try {
    await login(
      page,
      ADMIN,
      `/orders?${new URLSearchParams({ filter: JSON.stringify({ status: 1 }), page: '1' })}`,
    );
    const firstId = (await textContentOf(firstDataRow(page).locator('td').nth(1))).replace(/\D/g, '');
    assert.ok(firstId);
    // j chooses the first row, Enter opens it, the browser's back returns to the list
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/orders/details/${firstId}$`));
    await page.goBack();
    await firstDataRow(page).waitFor();
    await page.keyboard.press('Control+k');
    const palette = page.getByTestId('command-palette');
    await palette.getByRole('combobox').waitFor();
    await page.keyboard.type(firstId);
    await palette
      .getByRole('option', { name: new RegExp(`Order #${firstId}`) })
      .first()
      .waitFor();
    assert.deepEqual(await seriousA11yFaults(page), []);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/orders/details/${firstId}$`));
    await page.getByRole('button', { name: 'Confirm order' }).waitFor();

    await page.keyboard.press('Control+k');
    await palette.getByRole('combobox').waitFor();
    await palette.getByRole('option', { name: 'Confirm order' }).waitFor();
    await docsScreenshot(page, 'history-palette', { clip: { x: 240, y: 0, width: 800, height: 560 } });
    await page.keyboard.type('Confirm');
    await palette.getByRole('option', { name: 'Confirm order' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByText('Order confirmed').first().waitFor();

    // the palette's dialog has closed once the page is interactive again
    await palette.waitFor({ state: 'detached' });
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    await page.keyboard.press('Escape');
  } finally {
    await browser.close();
  }
});

test('a half-filled order form closed unsaved comes back as a draft', async () => {
  const browser = await launch({ viewport: { width: 1280, height: 800 } });
  const { context, page } = browser;
  try {
    await login(page, ADMIN, '/orders/add');
    const description = page.getByLabel('Description (managers only)');
    await description.fill('Half-filled: call before arriving');
    // The tab is closed as a crash would close it (no pagehide): the draft kept while the user typed must be there.
    await page.waitForFunction(() =>
      Object.keys(localStorage).some(
        (key) =>
          key.startsWith('draft.') &&
          key.endsWith('/orders/add') &&
          localStorage[key].includes('call before'),
      ),
    );
    const next = await context.newPage();
    await page.close({ runBeforeUnload: false });
    await next.goto(`${BASE_URL}/orders/add`);
    await next.getByTestId('draft-offer').waitFor();
    await next.getByRole('button', { name: 'Bring it back' }).click();
    assert.equal(
      await next.getByLabel('Description (managers only)').inputValue(),
      'Half-filled: call before arriving',
    );
  } finally {
    await browser.close();
  }
});
