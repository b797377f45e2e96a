import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  MANAGER,
  launch,
  login,
  seriousA11yFaults,
  firstDataRow,
  textContentOf,
  openInApp,
  docsScreenshot,
} from '../harness.mjs';
/** @import { Locator, Page } from 'playwright-core' */

/**
 * @param {Page} page
 * @param {string} language
 */
async function useLanguage(page, language) {
  await page.evaluate((value) => localStorage.setItem('authLanguage', value), language);
  await page.reload();
}

/** @param {Page} page */
const box = (page) => page.getByRole('combobox').first();

test('find a customer by phone from the top bar, open the profile, add a legal entity', async () => {
  const browser = await launch({ viewport: { width: 1280, height: 800 } });
  const { page, errors } = browser;
  try {
    await login(page, MANAGER);
    await box(page).fill('500100200');
    const option = page.getByRole('option', { name: /^Joanna Testowa/ });
    await option.waitFor();
    await page.getByRole('listbox').getByText('Customers').waitFor();
    await docsScreenshot(page, 'customers-search-en');
    assert.deepEqual(await seriousA11yFaults(page), [], 'search popup');
    await page.keyboard.press('ArrowDown');
    // The walk reaches the customer, and Enter opens the line that is highlighted.
    while (!(await option.getAttribute('aria-selected'))?.includes('true'))
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/customers\/details\/1$/);
    await page.getByRole('heading', { level: 2, name: 'Joanna Testowa' }).waitFor();
    await page.waitForFunction(
      () =>
        /** @type {HTMLInputElement | null} */ (document.querySelector('input[name="phone"]'))?.value ===
        '+48500100200',
    );
    await docsScreenshot(page, 'customers-profile-data-en');
    assert.deepEqual(await seriousA11yFaults(page), [], 'customer data tab');

    await page.getByRole('tab', { name: 'Legal entities' }).click();
    await page.waitForURL(/\/customers\/details\/1\/legal$/);
    await page.getByRole('button', { name: 'Add legal entity' }).click();
    const dialog = page.getByRole('dialog');
    for (const [label, value] of [
      ['Company name', 'E2E Sprzątanie sp. z o.o.'],
      ['Tax number', '5250001111'],
      ['Postcode', '00-001'],
      ['Address', 'Marszałkowska 10'],
      ['City', 'Warszawa'],
    ])
      await dialog.getByLabel(label).fill(value);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'E2E Sprzątanie sp. z o.o.' }).waitFor();
    await docsScreenshot(page, 'customers-profile-legal-en');
    assert.deepEqual(await seriousA11yFaults(page), [], 'legal entities tab');

    /** @type {[tab: string, name: string, ready: Locator][]} */
    const tabs = [
      ['Orders', 'orders', page.getByTestId('customer-orders-total')],
      ['Addresses', 'addresses', page.getByRole('button', { name: 'Add address' })],
      ['Payment data', 'payment', page.getByText('•••• 4242')],
      ['Points', 'points', page.getByRole('table', { name: 'Points history' })],
    ];
    for (const [tab, name, ready] of tabs) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await ready.waitFor();
      await docsScreenshot(page, `customers-profile-${name}-en`);
    }

    await openInApp(page, `/customers`);
    await firstDataRow(page).waitFor();
    await docsScreenshot(page, 'customers-list-en');
    assert.deepEqual(await seriousA11yFaults(page), [], 'customer list');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 1280, `the list fits 1280 px (${width})`);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('the customer screens and the search popup in Russian', async () => {
  const browser = await launch({ viewport: { width: 1280, height: 800 } });
  const { page } = browser;
  try {
    await login(page, MANAGER, '/customers');
    await useLanguage(page, 'ru');
    await page.getByRole('tab', { name: /Без заказов/ }).waitFor();
    await firstDataRow(page).waitFor();
    await docsScreenshot(page, 'customers-list-ru');
    await openInApp(page, `/customers/details/1/payment`);
    await page.getByText('•••• 4242').waitFor();
    await docsScreenshot(page, 'customers-profile-payment-ru');
    await openInApp(page, `/customers/details/1/points`);
    await page.getByRole('table', { name: 'История баллов' }).waitFor();
    await docsScreenshot(page, 'customers-profile-points-ru');
    await box(page).fill('Testowa');
    await page.getByRole('listbox').getByText('Клиенты').waitFor();
    await docsScreenshot(page, 'customers-search-ru');
  } finally {
    await browser.close();
  }
});

test('hide a review with undo, then for real', async () => {
  const browser = await launch({ viewport: { width: 1280, height: 800 } });
  const { page } = browser;
  try {
    await login(page, MANAGER, '/reviews');
    // the first row with data (react-admin's loading placeholders are rows without text)
    const firstRow = () => page.locator('tbody tr').filter({ hasText: /\d/ }).first();
    const row = firstRow();
    await row.waitFor();
    const id = (await textContentOf(row.locator('td').nth(1))).trim();
    const visibility = () =>
      page
        .locator('tbody tr')
        .filter({ has: page.getByRole('cell', { name: id, exact: true }) })
        .locator('td')
        .last();
    assert.equal((await textContentOf(visibility())).trim(), 'Shown');

    /** @type {string[]} */
    const edits = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/admin\/reviews\/edit$/.test(request.url()))
        edits.push(request.url());
    });
    const undo = page.getByRole('button', { name: 'Undo' });
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Hide' }).click();
    await undo.click();
    await undo.waitFor({ state: 'detached' });
    assert.equal((await textContentOf(visibility())).trim(), 'Shown');

    // For real: once the Undo message has gone, the change is sent and a reload shows it.
    await firstRow().getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Hide' }).click();
    await page.getByText('Review hidden').waitFor();
    const sent = page.waitForResponse((response) => /\/admin\/reviews\/edit$/.test(response.url()));
    await undo.waitFor({ state: 'detached', timeout: 30000 });
    await sent;
    await page.reload();
    await firstRow().waitFor();
    assert.equal((await textContentOf(visibility())).trim(), 'Hidden');
    // The undone hide was never sent: its undo window ended long before the second one's.
    assert.equal(edits.length, 1);

    await openInApp(page, `/reviews/details/${id}`);
    await page.getByTestId('review-visibility').filter({ hasText: 'Hidden from the public site' }).waitFor();
    await docsScreenshot(page, 'reviews-moderation-en');
    assert.deepEqual(await seriousA11yFaults(page), [], 'review moderation');
  } finally {
    await browser.close();
  }
});
