import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, login, firstDataRow, textContentOf } from '../harness.mjs';

test('reviews list rated orders with an all / low rating split; details reuse the order screen; top-bar icons lead here', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await login(page);
    await page.getByRole('link', { name: 'Help' }).click();
    await page.waitForURL(/\/reviews$/);
    await page.locator('tbody tr').filter({ hasText: /\d/ }).first().waitFor();
    // The tab counts come once the rows are in (a spinner until then).
    const allTab = await textContentOf(page.getByRole('tab', { name: /All \(/ }));
    const lowTab = await textContentOf(page.getByRole('tab', { name: /Low rating \(/ }));
    // Counts are grouped per language: '(2,552)'.
    /** @param {string} text */
    const count = (text) => {
      const match = /\(([\d,]+)\)/.exec(text);
      assert.ok(match, `no count in the tab label ${text}`);
      return Number(match[1].replace(/,/g, ''));
    };
    assert.ok(count(lowTab) > 0 && count(lowTab) < count(allTab));

    await page.getByRole('tab', { name: /Low rating/ }).click();
    await page.waitForFunction(
      () =>
        document.querySelectorAll('tbody tr').length > 0 &&
        [...document.querySelectorAll('tbody tr')].every((row) =>
          /[123]$/.test(row.children[6]?.textContent?.trim() ?? ''),
        ),
    );
    // The first cell is the bulk-selection checkbox.
    const first = await textContentOf(firstDataRow(page).locator('td').nth(1));
    await firstDataRow(page).click();
    await page.waitForURL(new RegExp(`/reviews/details/${first.trim()}$`));
    await page.getByRole('heading', { name: `Order #${first.trim()}` }).waitFor();
  } finally {
    await browser.close();
  }
});
