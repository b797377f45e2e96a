import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN, MANAGER, launch, login, screenshot } from '../harness.mjs';

test('a promocode created in the UI is listed; a used one opens with its terms read-only', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await login(page, ADMIN, '/promocodes');
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

test('export downloads data.csv; delete asks yes/no and moves the code to Deleted', async () => {
  const browser = await launch({ acceptDownloads: true });
  const { page } = browser;
  try {
    await login(page, ADMIN, '/promocodes');
    await page.getByRole('cell', { name: 'FRESHSTART' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'data.csv');
    const csv = await (await download.createReadStream()).toArray();
    // Made for a spreadsheet (issue 10): BOM, translated headers, status labels instead of codes.
    const text = Buffer.concat(csv).toString();
    assert.match(text, /^\uFEFFID,Code,Status,Type,Value/);
    assert.match(text, /,FRESHSTART,Active,/);

    await page.getByRole('cell', { name: 'FRESHSTART' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Are you sure?').waitFor();
    await page.getByRole('button', { name: 'No' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/promocodes$/);
    await page.getByRole('tab', { name: /Deleted/ }).click();
    await page.getByRole('cell', { name: 'FRESHSTART' }).waitFor();
  } finally {
    await browser.close();
  }
});

test('a manager is offered no delete', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await login(page, MANAGER, '/promocodes/details/60');
    await page.getByText('FRESHSTART').first().waitFor();
    await page.getByRole('link', { name: 'Edit' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Delete' }).count(), 0);
  } finally {
    await browser.close();
  }
});
