import { test } from 'node:test';
import assert from 'node:assert/strict';
/* The public pages; every protected route is swept by routesEnglish and routesRussian (tests/e2e/sweep.mjs). */
import { BASE_URL, launch, allA11yFaults } from '../harness.mjs';

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
