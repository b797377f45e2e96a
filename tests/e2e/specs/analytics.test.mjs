/*
 * Issue 12: the dashboard's unpaid widget leads to the unpaid tab with the same count; analytics for last month
 * downloads a data.csv whose total matches the screen; both screens pass axe and are saved small to docs/screens.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  launch,
  login,
  MANAGER,
  seriousA11yFaults,
  firstDataRow,
  textContentOf,
  ADMIN,
  docsScreenshot,
  eventually,
} from '../harness.mjs';
/** @import { Page } from 'playwright-core' */

const TIMEOUT = 60000;
/** @param {string | null | undefined} text */
const digits = (text) => Number(String(text).replace(/[^\d]/g, ''));

test('the unpaid widget leads to the unpaid tab with the same count; the dashboard passes axe', async () => {
  const browser = await launch({ viewport: { width: 1280, height: 900 } });
  const { page, errors } = browser;
  try {
    await login(page);
    const unpaid = page.locator('[data-widget="unpaid"]');
    const count = digits(await unpaid.getByTestId('widget-count').textContent({ timeout: TIMEOUT }));
    assert.ok(count > 0, 'the seed has unpaid orders');
    // every widget has loaded (no skeleton left), the charts included
    await page.locator('[data-widget] .recharts-surface').nth(2).waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('[data-widget]').count(), 9);
    await docsScreenshot(page, 'dashboard', { fullPage: true });
    assert.deepEqual(await seriousA11yFaults(page), []);

    await unpaid.getByRole('link', { name: 'Unpaid orders' }).click();
    await page.waitForURL('**/orders?**');
    const tab = page.getByRole('tab', { selected: true, name: /^Unpaid \([\d,\s\u00a0]+\)$/ });
    await tab.waitFor({ timeout: TIMEOUT });
    await eventually(
      async () => digits((await textContentOf(tab)).split('(')[1]),
      (shown) => shown === count,
      { what: `the Unpaid tab's count, against the widget's ${count}` },
    );
    const range = page.getByText(/\d+-\d+ of [\d,.\s]+/).first();
    await range.waitFor({ timeout: TIMEOUT });
    assert.equal(digits((await textContentOf(range)).split(' of ')[1]), count);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('analytics for last month: data.csv ends with the totals the screen shows; the page passes axe', async () => {
  const browser = await launch({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const { page, errors } = browser;
  try {
    // Managers read analytics.
    await login(page, MANAGER);
    await page.getByRole('menuitem', { name: 'Analytics' }).click();
    await page.waitForURL('**/analytics');
    // The heading names the range whose figures are shown, with the period they are compared with once they are in.
    const range = page.getByTestId('analytics-range');
    const shownBefore = await textContentOf(range.filter({ hasText: 'Compared with' }), { timeout: TIMEOUT });
    await page.getByRole('button', { name: 'Last month' }).click();
    await page.waitForURL('**/analytics?preset=lastMonth');
    // Last month's figures, not the range's before the click (they stay on screen until the new one is drawn).
    await range
      .filter({ hasText: 'Compared with' })
      .filter({ hasNotText: shownBefore })
      .waitFor({ timeout: TIMEOUT });
    const orders = page.getByTestId('figure-orders');
    await orders.waitFor({ timeout: TIMEOUT });
    await page.locator('.recharts-surface').nth(6).waitFor({ timeout: TIMEOUT });
    await firstDataRow(page).waitFor({ timeout: TIMEOUT });
    const screenOrders = digits(await orders.textContent());
    const screenRevenue = digits(await page.getByTestId('figure-revenue').textContent());
    assert.ok(screenOrders > 0);
    // Days read as everywhere else in the admin ('Oct 1, 2026'), not as the wire's YYYY-MM-DD.
    const day = '[A-Z][a-z]{2} \\d{1,2}, \\d{4}';
    const heading = await textContentOf(range);
    assert.match(heading, new RegExp(`^${day} – ${day} · Compared with ${day} – ${day}$`));
    assert.match(await textContentOf(firstDataRow(page).locator('td').first()), new RegExp(`^${day}$`));
    await docsScreenshot(page, 'analytics', { fullPage: true });
    assert.deepEqual(await seriousA11yFaults(page), []);

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: TIMEOUT }),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'data.csv');
    const lines = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = lines[0].split(',');
    const last = lines.at(-1);
    assert.ok(last !== undefined, 'data.csv has lines');
    const total = last.split(',');
    assert.equal(total[header.indexOf('Period')], 'Total');
    assert.equal(Number(total[header.indexOf('Orders')]), screenOrders);
    // the screen shows the currency with 2 decimals, the CSV the same amount in major units
    assert.equal(Math.round(Number(total[header.indexOf('Revenue (PLN)')]) * 100), screenRevenue);

    // the table's second page is /analytics/2
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.waitForURL('**/analytics/2?preset=lastMonth');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('an empty range says no data exist for the selected criteria', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await login(page, ADMIN, '/analytics?from=2001-01-01&to=2001-01-31');
    await page.getByText('no data exist for the selected criteria').waitFor({ timeout: TIMEOUT });
  } finally {
    await browser.close();
  }
});
