import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  login,
  seriousA11yFaults,
  firstDataRow,
  textContentOf,
  ADMIN,
  openInApp,
  docsScreenshot,
} from '../harness.mjs';
/** @import { Locator, Page } from 'playwright-core' */

const TIMEOUT = 60000;
/** @param {Locator} locator */
const textOf = async (locator) => (await textContentOf(locator)).replace(/\u00a0/g, ' ');

/**
 * On the movement form: an item by SKU, a quantity, save, back on the list.
 * @param {Page} page
 * @param {number} partnerId
 * @param {string} sku
 * @param {number} quantity
 */
async function issue(page, partnerId, sku, quantity) {
  await openInApp(page, `/partners/details/${partnerId}/inventory`);
  await page.getByRole('link', { name: 'Issue items' }).click();
  await page.waitForURL('**/warehouse/movements/add');
  await page.getByRole('combobox', { name: 'Partner' }).filter({ hasNotText: 'x' }).waitFor();
  await page.getByRole('combobox', { name: 'Item' }).click();
  await page.getByRole('option', { name: new RegExp(sku) }).click();
  await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/warehouse\/movements$/, { timeout: TIMEOUT });
}

test('issue two items to a partner and see them on the Inventory tab; stock falls', async () => {
  const browser = await launch({ viewport: { width: 1280, height: 860 } });
  const { page, errors } = browser;
  try {
    await login(page, ADMIN, '/warehouse');
    await page.getByRole('cell', { name: 'MOP-01' }).waitFor({ timeout: TIMEOUT });
    await page.getByTestId('below-minimum').first().waitFor();
    await page.getByRole('tab', { name: /^Below minimum \(\d+\)$/ }).waitFor({ timeout: TIMEOUT });
    await docsScreenshot(page, 'stock-warehouse-list');
    assert.deepEqual(await seriousA11yFaults(page), []);

    // Partner 2 holds nothing in the seed (starter kits go to every other partner).
    await issue(page, 2, 'MOP-01', 2);
    await issue(page, 2, 'APR-01', 1);
    await page.getByRole('tab', { name: /^Issued to a partner \(\d+\)$/ }).waitFor({ timeout: TIMEOUT });
    await docsScreenshot(page, 'stock-movements-list');

    await openInApp(page, `/partners/details/2/inventory`);
    const held = page.getByTestId('held-items');
    await held.waitFor({ timeout: TIMEOUT });
    const mop = held.getByRole('row').filter({ hasText: 'MOP-01' });
    const apron = held.getByRole('row').filter({ hasText: 'APR-01' });
    assert.match(await textOf(mop), /Mop and bucket\s*2 pieces/);
    assert.match(await textOf(apron), /Apron\s*1 piece/);
    await docsScreenshot(page, 'stock-partner-inventory');

    // Writing off more than is left is refused with the message, under the quantity.
    await openInApp(page, `/warehouse/movements/add`);
    await page.getByRole('combobox', { name: 'Item' }).click();
    await page.getByRole('option', { name: /LDR-01/ }).click();
    await page.getByLabel('Written off').check();
    await page.getByLabel('Quantity').fill('9999');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText('Not enough in stock: stock cannot go below zero')
      .first()
      .waitFor({ timeout: TIMEOUT });
    await docsScreenshot(page, 'stock-movement-refused');

    await openInApp(page, `/warehouse/details/2`);
    await page.getByText('Mop and bucket').first().waitFor({ timeout: TIMEOUT });
    await docsScreenshot(page, 'stock-warehouse-item');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('redeem a certificate on a new order: the amount to pay falls by its balance', async () => {
  const browser = await launch({ viewport: { width: 1280, height: 860 } });
  const { page, errors } = browser;
  try {
    await login(page, ADMIN, '/certificates');
    await page.getByRole('tab', { name: /^Active \(\d+\)$/ }).waitFor({ timeout: TIMEOUT });
    await firstDataRow(page).waitFor({ timeout: TIMEOUT });
    await docsScreenshot(page, 'stock-certificates-list');
    assert.deepEqual(await seriousA11yFaults(page), []);

    await openInApp(page, `/certificates/add`);
    await page.getByLabel('Amount').fill('50');
    await page.getByLabel(/^Buyer\s*\*?$/).fill('Ewa Nowak');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/certificates\/details\/\d+$/, { timeout: TIMEOUT });
    const details = page.url();
    const code = (await textContentOf(page.getByText(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/).first())).trim();
    await docsScreenshot(page, 'stock-certificate-details');

    await page.getByRole('link', { name: 'Add order' }).click();
    await page.getByTestId('date-calendar').waitFor({ timeout: TIMEOUT });
    await page.getByRole('combobox', { name: 'Customer' }).fill('Joanna Test');
    await page.getByRole('option', { name: /Joanna Testowa/ }).click();
    await page.getByRole('combobox', { name: 'Saved address' }).click();
    await page.getByRole('option', { name: /Marszałkowska 10/ }).click();
    await page.getByRole('button', { name: 'More Room', exact: true }).click();
    await page.getByRole('button', { name: 'More Room', exact: true }).click();
    await page.getByRole('button', { name: 'More Bathroom', exact: true }).click();
    await page.getByLabel('Private house').check();
    await page.getByRole('combobox', { name: 'Periodicity' }).click();
    await page.getByRole('option', { name: 'Once a week' }).click();
    await page.getByTestId('date-calendar').locator('button:not([disabled])').first().click();
    await page
      .getByTestId('price-panel')
      .getByTestId('price-price')
      .filter({ hasText: 'PLN 183.40' })
      .waitFor();

    await page.getByLabel('Certificate code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply certificate' }).click();
    // 183.40 to pay, less the certificate's 50.00 balance.
    await page.getByTestId('amount-to-pay').filter({ hasText: 'PLN 133.40' }).waitFor({ timeout: TIMEOUT });
    assert.match(await textOf(page.getByTestId('certificate-payment')), /Certificate balance: PLN 50\.00/);
    await page.locator('#section-payment').scrollIntoViewIfNeeded();
    await docsScreenshot(page, 'stock-order-certificate');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/orders\/details\/\d+$/, { timeout: TIMEOUT });

    await openInApp(page, details);
    await page.getByText('Used', { exact: true }).first().waitFor({ timeout: TIMEOUT });
    assert.match(await textOf(page.locator('main')), /PLN 0\.00/);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('labels: the list, the form, and a11y', async () => {
  const browser = await launch({ viewport: { width: 1280, height: 860 } });
  const { page, errors } = browser;
  try {
    await login(page, ADMIN, '/labels');
    await page.getByRole('cell', { name: 'Pets at home' }).waitFor({ timeout: TIMEOUT });
    await docsScreenshot(page, 'stock-labels-list');
    assert.deepEqual(await seriousA11yFaults(page), []);
    await openInApp(page, `/labels/add`);
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await docsScreenshot(page, 'stock-labels-form');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
