import { test } from 'node:test';
import assert from 'node:assert/strict';
/* The public pages, and the main screens in dark mode; every protected route is swept in the light theme by
   routesEnglish and routesRussian (tests/e2e/sweep.mjs). */
import { BASE_URL, launch, login, allA11yFaults } from '../harness.mjs';
import { visit } from '../sweep.mjs';

test('the public pages have no accessibility fault of any impact', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    for (const path of ['/', '/login']) {
      await page.goto(`${BASE_URL}${path}`);
      await page.getByRole('link', { name: 'Try free demo' }).waitFor();
      assert.deepEqual(await allA11yFaults(page), [], path);
    }
  } finally {
    await browser.close();
  }
});

/** The screens staff spend their day on, with the top bar's badges, a form's day picker, the calendar and charts. */
const DARK_SCREENS = [
  '/dashboard',
  '/orders',
  '/orders/add',
  '/orders/details/1',
  '/calendar',
  '/partners/details/1',
  '/customers',
  '/reviews',
  '/messages',
  '/warehouse',
  '/analytics',
];

test('in dark mode the main screens have no accessibility fault of any impact', async () => {
  const browser = await launch();
  const { page } = browser;
  /** @type {string[]} */
  const found = [];
  try {
    await login(page);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    // The button's tooltip is not the screen's (and sits outside its landmarks).
    await page.mouse.move(0, 0);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    for (const path of DARK_SCREENS) {
      await visit(page, path);
      for (const fault of await allA11yFaults(page))
        found.push(`${path}: ${fault.id} (${fault.impact}): ${fault.nodes.join(' | ')}`);
    }
  } finally {
    await browser.close();
  }
  assert.deepEqual(found, []);
});
