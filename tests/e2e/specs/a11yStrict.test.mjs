import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, allA11yFaults, launch, login, firstDataRow } from '../harness.mjs';
/** @import { Page } from 'playwright-core' */

/**
 * Issue 10's bar for the screens used all day: axe finds no fault of ANY impact (minor and moderate included) on
 * login, dashboard, orders list, order form, order details, partner form and partner details.
 */
/** @type {{ path: string, ready: (page: Page) => Promise<void> }[]} */
const SCREENS = [
  { path: '/dashboard', ready: (page) => page.getByRole('heading', { name: /Hello/ }).waitFor() },
  {
    path: '/orders',
    ready: async (page) => {
      await firstDataRow(page).waitFor();
      await page.getByTestId('list-skeleton').waitFor({ state: 'detached' });
    },
  },
  { path: '/orders/add', ready: (page) => page.getByRole('button', { name: 'Save' }).first().waitFor() },
  { path: '/orders/details/1', ready: (page) => page.getByTestId('details-price').waitFor() },
  { path: '/partners/add', ready: (page) => page.getByRole('button', { name: 'Save' }).first().waitFor() },
  { path: '/partners/details/1', ready: (page) => page.getByRole('tab').first().waitFor() },
];

test('login has no accessibility fault of any impact', async () => {
  const browser = await launch();
  try {
    await browser.page.goto(`${BASE_URL}/login`);
    await browser.page
      .getByRole('button', { name: /Log in|Sign in/i })
      .first()
      .waitFor();
    assert.deepEqual(await allA11yFaults(browser.page), []);
  } finally {
    await browser.close();
  }
});

test('the daily screens have no accessibility fault of any impact', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await login(page);
    const faults = [];
    for (const screen of SCREENS) {
      await page.goto(`${BASE_URL}${screen.path}`);
      await screen.ready(page);
      // Let lazy panels (price, map, calendar) settle before axe reads the page.
      await page.waitForTimeout(500);
      faults.push(...(await allA11yFaults(page)).map((fault) => ({ path: screen.path, ...fault })));
    }
    assert.deepEqual(faults, []);
  } finally {
    await browser.close();
  }
});
