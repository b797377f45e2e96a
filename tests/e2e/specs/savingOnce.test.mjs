import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstDataRow, launch, login, recordApiCalls, ADMIN, openInApp } from '../harness.mjs';
/** @import { Page } from 'playwright-core' */

/**
 * Issue 29, class 2 end to end: a double click on Save, with the demo's answer delay, saves once (one add call,
 * one record): Save is disabled from the first click until the answer (docs/decisions-safety.md, "Saving once").
 */
const TIMEOUT = 60000;

/**
 * @param {ReturnType<typeof recordApiCalls>} calls
 * @param {string} path
 */
const callsTo = (calls, path) => calls.filter((call) => call.url.endsWith(`/v1.0/${path}`));

/** @param {Page} page */
async function firstRowOf(page) {
  const row = firstDataRow(page);
  await row.waitFor({ timeout: TIMEOUT });
  return row;
}

test('a double click on Save in /orders/copy/{id} makes one order', async () => {
  const { page, errors, close } = await launch();
  try {
    const filter = JSON.stringify({ statuses: [1] });
    await login(page, ADMIN, `/orders?${new URLSearchParams({ filter, sort: 'id', order: 'DESC' })}`);
    await (await firstRowOf(page)).click();
    await page.waitForURL(/\/orders\/details\/\d+$/);
    const source = page.url().split('/').pop();
    await openInApp(page, `/orders/copy/${source}`);
    await page.getByTestId('date-calendar').waitFor({ timeout: TIMEOUT });
    await page.getByTestId('date-calendar').locator('button:not([disabled])').nth(3).click();
    await page.getByRole('combobox', { name: 'Time' }).click();
    await page.getByRole('option', { name: 'Any time', exact: true }).click();
    const calls = recordApiCalls(page);
    await page.getByRole('button', { name: 'Save' }).dblclick();
    await page.waitForURL(/\/orders\/details\/\d+$/, { timeout: TIMEOUT });
    assert.notEqual(page.url().split('/').pop(), source);
    await page.getByTestId('order-status').getByText('New order').waitFor({ timeout: TIMEOUT });
    assert.equal(callsTo(calls, 'admin/orders/add').length, 1);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a double click on Save in /labels/add makes one label', async () => {
  const { page, errors, close } = await launch();
  try {
    await login(page, ADMIN, '/labels/add');
    const name = page.getByLabel(/^Label/).first();
    await name.waitFor({ timeout: TIMEOUT });
    await name.fill('Clicked twice');
    const calls = recordApiCalls(page);
    await page.getByRole('button', { name: 'Save' }).dblclick();
    await page.waitForURL(/\/labels$/, { timeout: TIMEOUT });
    assert.equal(callsTo(calls, 'admin/labels/add').length, 1);
    await page.getByText('Clicked twice').first().waitFor({ timeout: TIMEOUT });
    assert.equal(await page.getByText('Clicked twice').count(), 1);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
