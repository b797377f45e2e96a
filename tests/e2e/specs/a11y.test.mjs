import { test } from 'node:test';
import assert from 'node:assert/strict';
/* The public pages, and the main screens in dark mode; every protected route is swept in the light theme by
   routesEnglish and routesRussian (tests/e2e/sweep.mjs). */
import { BASE_URL, firstDataRow, launch, login, allA11yFaults, textContrasts } from '../harness.mjs';
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
  '/partners/details/1/statistics',
  '/customers',
  '/reviews',
  '/messages',
  '/warehouse',
  '/analytics',
];

/** The screens above with charts, and the text of their legends' names. */
const CHARTS = ['/dashboard', '/partners/details/1/statistics', '/analytics'];
const LEGEND = '.recharts-legend-item-text';

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
      // A chart is an image to axe, which reads nothing inside it: its legend's names, in the series' colours.
      if (CHARTS.includes(path)) await page.locator(LEGEND).first().waitFor();
      for (const { text, ratio } of await textContrasts(page, LEGEND))
        if (ratio < 4.5) found.push(`${path}: the legend's "${text}" at ${ratio.toFixed(2)}:1`);
    }
    // A conversation, with the staff's answers and the partner's messages (the seed ends each with a staff answer).
    await visit(page, '/messages');
    await firstDataRow(page).click();
    await page.getByRole('log').getByText(/\S/).first().waitFor();
    for (const fault of await allA11yFaults(page))
      found.push(`${page.url()}: ${fault.id} (${fault.impact}): ${fault.nodes.join(' | ')}`);
  } finally {
    await browser.close();
  }
  assert.deepEqual(found, []);
});
