/* The order screens in daily use (issues 10 and 11): Save in view, completing unpaid orders, paying a completed
   order later, an order with a legal entity and a saved card, and axe with no violation of any impact. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import {
  launch,
  login,
  firstDataRow,
  textContentOf,
  ADMIN,
  openInApp,
  docsScreenshot,
  allA11yFaults,
  today,
  ordersListUrl,
} from '../harness.mjs';
/** @import { Locator, Page } from 'playwright-core' */

const TIMEOUT = 60000;

/**
 * A screen for docs/screens, kept under 150 kB.
 * @param {Page} page
 * @param {string} name
 */
async function shot(page, name) {
  const path = await docsScreenshot(page, `orderform-${name}`);
  assert.ok(statSync(path).size < 150 * 1024, `${name}.png is small`);
}

/** @param {Locator} locator */
async function inView(locator) {
  const box = await locator.boundingBox();
  const viewport = locator.page().viewportSize();
  assert.ok(viewport, 'the page has a viewport');
  const { height, width } = viewport;
  return !!box && box.y >= 0 && box.y + box.height <= height && box.x >= 0 && box.x + box.width <= width;
}

/**
 * @param {Page} page
 * @param {Record<string, unknown>} filter
 */
async function openFirst(page, filter) {
  await openInApp(page, ordersListUrl(filter));
  const row = firstDataRow(page);
  await row.waitFor({ timeout: TIMEOUT });
  await row.click();
  await page.waitForURL(/\/orders\/details\/\d+$/, { timeout: TIMEOUT });
}

/** @type {[label: string, viewport: { width: number, height: number }][]} */
const VIEWPORTS = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
];
for (const [label, viewport] of VIEWPORTS) {
  test(`${label}: the order form's price, time and Save stay in view; no axe violation`, async () => {
    const browser = await launch({ viewport, deviceScaleFactor: 0.5 });
    const { page, errors } = browser;
    try {
      await login(page, ADMIN, '/orders/add');
      await page.getByTestId('date-calendar').waitFor({ timeout: TIMEOUT });
      const [scrollWidth, innerWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      assert.ok(scrollWidth <= innerWidth, `no horizontal scroll (${scrollWidth} > ${innerWidth})`);
      const save = page.getByTestId('price-bar').getByRole('button', { name: 'Save' });
      assert.ok(await inView(save), 'Save is visible without scrolling');
      await page.getByRole('button', { name: 'More Room', exact: true }).click();
      await page.getByTestId('bar-price').filter({ hasText: '60.00' }).waitFor();
      // A service's quantity is a narrow stepper at every width: its name and price keep the row.
      const quantity = await page
        .getByRole('spinbutton', { name: 'Room', exact: true })
        .evaluate((input) => input.closest('.MuiTextField-root')?.getBoundingClientRect().width ?? 0);
      assert.ok(quantity > 0 && quantity <= 80, `the Room quantity's field is ${quantity} px wide`);
      // Deep in the form, the bar is still there.
      await page.locator('#section-other').scrollIntoViewIfNeeded();
      assert.ok(await inView(save), 'Save stays visible after scrolling');
      assert.ok(await inView(page.getByTestId('bar-time')), 'the cleaning time stays visible');
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `form-${label}`);
      assert.deepEqual(await allA11yFaults(page, { experimental: true }), []);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
}

test('completing an unpaid order warns; the completed order is marked paid later', async () => {
  const browser = await launch({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 0.5 });
  const { page, errors } = browser;
  try {
    await login(page);
    await openFirst(page, { status: 2, paymentStatuses: [0], date_lte: today() });
    await page.getByRole('button', { name: 'Complete the order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('unpaid-warning').waitFor();
    assert.match(await textContentOf(dialog.getByTestId('unpaid-warning')), /not paid yet/);
    await dialog.getByTestId('order-summary').waitFor();
    await shot(page, 'complete-unpaid');
    // Cash not collected yet: complete without marking it paid.
    await dialog.getByLabel('Mark it paid (cash collected)').uncheck();
    await dialog.getByRole('button', { name: 'Complete the order' }).click();
    await page
      .getByTestId('order-status')
      .getByText('Order completed', { exact: true })
      .waitFor({ timeout: TIMEOUT });
    assert.deepEqual(await allA11yFaults(page, { experimental: true }), []);

    // The edit screen shows exactly what a completed unpaid order still allows.
    await page.getByRole('link', { name: 'Edit' }).click();
    const fields = page.getByTestId('closed-fields');
    await fields.waitFor({ timeout: TIMEOUT });
    await fields.getByLabel('Description (managers only)').fill('Cash collected at the office');
    await fields.getByLabel('Paid', { exact: true }).check();
    await page.getByRole('button', { name: 'Update order data' }).click();
    await page.waitForURL(/\/orders\/details\/\d+$/, { timeout: TIMEOUT });
    await page.getByText('Cash collected at the office').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.getByRole('button', { name: 'Mark as paid' }).count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('an order for a customer with a legal entity for a VAT invoice and a saved card', async () => {
  const browser = await launch({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 0.5 });
  const { page, errors } = browser;
  try {
    await login(page, ADMIN, '/orders/add');
    await page.getByTestId('date-calendar').waitFor({ timeout: TIMEOUT });
    await page.getByRole('combobox', { name: 'Customer' }).fill('Joanna Test');
    await page.getByRole('option', { name: /Joanna Testowa/ }).click();
    // Picking the customer fills their default address.
    await page.getByText('District price: PLN 10.00').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.getByLabel('Street').inputValue(), 'Marszałkowska');
    await page.getByRole('button', { name: 'More Room', exact: true }).click();
    await page.getByTestId('date-calendar').locator('button:not([disabled])').first().click();
    await page.getByRole('switch', { name: 'VAT invoice' }).check();
    await page.getByRole('combobox', { name: 'Saved legal entity' }).click();
    await page.getByRole('option', { name: /Testowa Consulting/ }).click();
    await page.getByRole('combobox', { name: 'Saved card' }).click();
    await page.getByRole('option', { name: /^Visa •••• 4242/ }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/orders\/details\/\d+$/, { timeout: TIMEOUT });
    await page
      .getByTestId('order-card')
      .filter({ hasText: /^Visa •••• 4242/ })
      .waitFor({ timeout: TIMEOUT });
    await page.getByText('Testowa Consulting sp. z o.o.').first().waitFor({ timeout: TIMEOUT });
    await shot(page, 'details');
    assert.deepEqual(await allA11yFaults(page, { experimental: true }), []);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
