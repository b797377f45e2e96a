import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, launch, login, screenshot } from '../harness.mjs';

test('a promocode created in the UI is listed; a used one opens with its terms read-only', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await login(page);
    await page.goto(`${BASE_URL}/promocodes`);
    await page.getByRole('cell', { name: 'FRESHSTART' }).waitFor();
    await screenshot(page, 'promocodes-list');

    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/promocodes/add');
    await page.getByRole('textbox', { name: 'Code' }).fill('e2e-spring');
    await page.getByRole('spinbutton', { name: 'Value' }).fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Choose at least one type of service').waitFor();
    await page.keyboard.press('Escape'); // the first invalid field took the focus and opened its list

    await page.getByLabel('Service types').click();
    await page.getByRole('option', { name: 'Window cleaning' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/promocodes$/);
    await page.getByRole('cell', { name: 'E2E-SPRING' }).waitFor();

    // WELCOME10 is used by 12 orders: its code, type and value are read-only, its status is not.
    await page.getByPlaceholder('Search', { exact: true }).fill('WELCOME10');
    await page.getByRole('cell', { name: 'WELCOME10', exact: true }).click();
    await page.waitForURL(/\/promocodes\/details\/1$/);
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/promocodes\/edit\/1$/);
    await page.getByTestId('locked-hint').waitFor();
    await page.getByRole('textbox', { name: 'Code' }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Code' }).getAttribute('readonly'), '');
    assert.equal(await page.getByRole('spinbutton', { name: 'Value' }).getAttribute('readonly'), '');
    assert.equal(await page.getByLabel('Valid to').getAttribute('readonly'), null);
  } finally {
    await browser.close();
  }
});
