import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, launch, login, seriousA11yFaults, firstDataRow } from '../harness.mjs';
/** @import { Page } from 'playwright-core' */

/** @type {{ path: string, ready: (page: Page) => Promise<void> }[]} */
const SCREENS = [
  { path: '/dashboard', ready: (page) => page.getByRole('heading', { name: /Hello/ }).waitFor() },
  { path: '/promocodes', ready: (page) => page.getByRole('cell', { name: 'FRESHSTART' }).waitFor() },
  { path: '/promocodes/add', ready: (page) => page.getByRole('textbox', { name: 'Code' }).waitFor() },
  { path: '/promocodes/details/1', ready: (page) => page.getByText('WELCOME10').first().waitFor() },
  { path: '/orders', ready: (page) => firstDataRow(page).waitFor() },
  { path: '/orders/add', ready: (page) => page.getByRole('button', { name: 'Save' }).waitFor() },
  { path: '/partners', ready: (page) => firstDataRow(page).waitFor() },
  { path: '/reviews', ready: (page) => firstDataRow(page).waitFor() },
  { path: '/services', ready: (page) => firstDataRow(page).waitFor() },
];

test('the public pages have no serious accessibility faults', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    for (const path of ['/', '/login']) {
      await page.goto(`${BASE_URL}${path}`);
      await page.getByRole('link', { name: 'Try free demo' }).waitFor();
      assert.deepEqual(await seriousA11yFaults(page), [], path);
    }
  } finally {
    await browser.close();
  }
});

test('the main screens have no serious accessibility faults', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await login(page);
    const faults = [];
    for (const screen of SCREENS) {
      await page.goto(`${BASE_URL}${screen.path}`);
      await screen.ready(page);
      faults.push(...(await seriousA11yFaults(page)).map((fault) => ({ path: screen.path, ...fault })));
    }
    assert.deepEqual(faults, []);
  } finally {
    await browser.close();
  }
});
