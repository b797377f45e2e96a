import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, eventually, launch, login, screenshot, ADMIN, openInApp } from '../harness.mjs';
/** @import { Page } from 'playwright-core' */

// A 1x1 PNG: a valid image for the document and avatar uploads.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** @param {string} name */
const file = (name) => ({ name, mimeType: 'image/png', buffer: PNG });
/** @param {Date} date */
const isoDay = (date) => date.toISOString().slice(0, 10);

/**
 * The number in a tab label 'With debt (178)'.
 * @param {Page} page
 * @param {string} name
 */
async function tabCount(page, name) {
  const label = await page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)`, 'i') }).innerText();
  const match = label.match(/\((\d+)\)/);
  assert.ok(match, `no count in the tab label ${label}`);
  return Number(match[1]);
}
/**
 * The list's total from react-admin's pagination ('1-25 of 178'), or the row count when it fits one page.
 * @param {Page} page
 */
async function listTotal(page) {
  await page
    .locator('.RaList-main table tbody tr, .RaList-main .RaEmpty-message, .RaList-noResults')
    .first()
    .waitFor();
  const text = await page
    .locator('.MuiTablePagination-displayedRows')
    .first()
    .textContent()
    .catch(() => null);
  const match = text?.match(/of\s+(\d+)/);
  return match ? Number(match[1]) : page.locator('.RaList-main table tbody tr').count();
}

test('each list tab shows as many rows as its count; a non-integer page goes back to the list', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await login(page, ADMIN, '/partners');
    await page.getByRole('tab', { name: /^With debt \(\d+\)/i }).waitFor();
    await page.locator('.MuiTablePagination-displayedRows').first().waitFor();
    await screenshot(page, 'partners-list');
    for (const name of ['All', 'With debt', 'Low rating', 'Few orders per month']) {
      const tab = new RegExp(`^${name} \\(`, 'i');
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      // What the user reads: the selected tab's count and the list's total ('1-25 of 178') agree once its rows come.
      await page
        .waitForFunction(() => {
          const label = document.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? '';
          const count = label.match(/\((\d+)\)/)?.[1];
          const rows = document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '';
          const total = rows.match(/of\s+(\d+)/)?.[1];
          return count !== undefined && Number(count) > 0 && count === total;
        })
        .catch(() => undefined);
      const expected = await tabCount(page, name);
      assert.ok(expected > 0, `${name} has partners`);
      assert.equal(await listTotal(page), expected, `${name}: the count matches the rows`);
    }
    // Search by referral code
    await page.getByRole('tab', { name: /^All \(/i }).click();
    await page.getByRole('textbox', { name: 'Name, phone, e-mail or referral code' }).fill('P0005');
    await page.waitForURL(/P0005/);
    await page.locator('.RaList-main table tbody tr').nth(1).waitFor({ state: 'detached' });
    assert.equal(await listTotal(page), 1);

    // The partners list, with whatever filter it keeps from before (react-admin restores a list's last query).
    const partnersList = /\/partners(\?.*)?$/;
    await page.goto(`${BASE_URL}/partners/abc`);
    await page.waitForURL(partnersList);
    await page.goto(`${BASE_URL}/partners/details/999999`);
    await page.getByText('This partner does not exist').waitFor();
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(partnersList);
  } finally {
    await browser.close();
  }
});

test("a partner with documents, districts and two service types is added; a taken e-mail answers 'Partner already exists' and keeps the form", async () => {
  const browser = await launch({ viewport: { width: 1366, height: 1000 } });
  const { page } = browser;
  try {
    await login(page, ADMIN, '/partners/details/1');
    const header = await page.getByText(/^#1 · /).innerText();
    const takenEmail = header.split(' · ')[1].trim();

    await openInApp(page, `/partners/add`);
    await page.getByRole('textbox', { name: /^IBAN/ }).waitFor();
    const stamp = Date.now() % 100000000;
    await page.getByRole('textbox', { name: /^Name/ }).fill('Olena');
    await page.getByRole('textbox', { name: /^Surname/ }).fill('Testowa');
    await page.getByLabel(/^Date of birth/).fill('1992-04-17');
    await page.getByRole('textbox', { name: /^Document number/ }).fill('EE1234567');
    await page.getByLabel(/^Document issue date/).fill('2021-01-10');
    await page.getByLabel(/^Document valid until/).fill('2031-01-10');
    await page.getByRole('textbox', { name: /^Personal ID number/ }).fill('92041712345');
    await page.getByTestId('frontDocument-file').setInputFiles(file('front.png'));
    await page.getByTestId('backDocument-file').setInputFiles(file('back.png'));
    await page.getByTestId('avatar-file').setInputFiles(file('avatar.png'));
    await page.getByRole('img', { name: 'Document, back' }).waitFor();
    await page.getByRole('textbox', { name: /^City/ }).fill('Warszawa');
    await page.getByRole('textbox', { name: /^Street/ }).fill('Hoża');
    await page.getByRole('textbox', { name: /^House/ }).fill('12');
    // One district from the checklist, one by clicking it on the map.
    await page.getByRole('checkbox', { name: 'Mokotów' }).check();
    await page.getByRole('group', { name: 'Map of districts' }).getByRole('button', { name: 'Wola' }).click();
    assert.equal(await page.getByRole('checkbox', { name: 'Wola' }).isChecked(), true);
    await page.getByRole('textbox', { name: /^IBAN/ }).fill('PL61109010140000071219812874');
    await page.getByRole('textbox', { name: /^BIC code/ }).fill('WBKPPLPP');
    await page.getByRole('textbox', { name: /^Bank name/ }).fill('Santander');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(takenEmail);
    await page.getByRole('textbox', { name: /^Phone/ }).fill(`+48 5${String(stamp).padStart(8, '0')}`);
    await page.getByLabel(/^Password/).fill('secret123');
    await page.getByLabel(/^Repeat password/).fill('secret123');
    await page.getByRole('checkbox', { name: 'Window cleaning' }).check();
    await page.getByRole('checkbox', { name: 'Ironing' }).check();
    await page.getByRole('heading', { name: 'Documents' }).evaluate((heading) => heading.scrollIntoView());
    await screenshot(page, 'partners-form');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Partner already exists').first().waitFor();
    assert.match(page.url(), /\/partners\/add$/);
    assert.equal(await page.getByRole('textbox', { name: /^Surname/ }).inputValue(), 'Testowa');
    assert.equal(await page.getByRole('checkbox', { name: 'Ironing' }).isChecked(), true);
    assert.equal(await page.getByRole('checkbox', { name: 'Wola' }).isChecked(), true);

    const email = `olena.testowa.${stamp}@example.com`;
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/partners\/details\/\d+$/);
    await page.getByRole('heading', { level: 2, name: 'Olena Testowa' }).waitFor();
    await page.getByText(email).first().waitFor();
    await page.getByText('Mokotów, Wola').waitFor();
    await page.getByText('Window cleaning').waitFor();
    await page.getByText('Ironing').waitFor();
    await page.getByRole('img', { name: 'Document, front' }).waitFor();
  } finally {
    await browser.close();
  }
});

test('the profile: every tab, a day off with two periods, and Settle', async () => {
  const browser = await launch();
  const { page, errors } = browser;
  try {
    // A partner with something to settle: the first of the 'With debt' tab.
    await login(page, ADMIN, '/partners');
    await page.getByRole('tab', { name: /^With debt \(/i }).click();
    await page.waitForURL(/tab/);
    // Wait until the tab's rows replaced the full list, then open the first one by clicking it.
    const expected = await tabCount(page, 'With debt');
    await eventually(
      () => listTotal(page),
      (total) => total === expected,
      { what: `the list's total, against the With debt tab's ${expected}`, timeout: 10000 },
    );
    const firstRow = page.locator('.RaList-main table tbody tr').first();
    const firstId = (await firstRow.locator('td').first().innerText()).trim();
    await firstRow.locator('td').nth(1).click();
    await page
      .waitForURL(new RegExp(`/partners/details/${firstId}$`), { timeout: 5000 })
      .catch(() => page.goto(`${BASE_URL}/partners/details/${firstId}`));
    const match = page.url().match(/details\/(\d+)/);
    assert.ok(match, page.url());
    const id = match[1];
    await page.getByRole('tab', { name: 'Partner data', selected: true }).waitFor();

    /** @type {[tab: string, path: string, ready: () => Promise<void>][]} */
    const walk = [
      [
        'Percentages',
        'percentages',
        () => page.getByRole('columnheader', { name: "Percentage at client's choice" }).waitFor(),
      ],
      ['Locations', 'locations', () => page.getByRole('group', { name: 'Map of districts' }).waitFor()],
      ['Partner statistics', 'statistics', () => page.getByTestId('stat-totalOrders').waitFor()],
      ['Active payments', 'payments', () => page.getByTestId('ledger-balance').waitFor()],
      ['Settlement', 'settlement', () => page.getByTestId('last-settlement').waitFor()],
      ['Inventory', 'inventory', () => page.getByRole('link', { name: 'Issue items' }).waitFor()],
      [
        'Partner invoices',
        'invoices',
        () =>
          page
            .getByText(/^(Number|No invoices\.)$/)
            .first()
            .waitFor(),
      ],
      ['Notes', 'notes', () => page.getByRole('button', { name: 'Add note' }).waitFor()],
      ['Weekends', 'weekends', () => page.getByTestId('days-off-available').waitFor()],
      ['Orders', 'orders', () => page.getByTestId('partner-orders-total').waitFor()],
      ['Chat', 'chat', () => page.getByRole('button', { name: 'Send' }).waitFor()],
      ['Partner data', '', () => page.getByText('Personal data').waitFor()],
    ];
    for (const [name, path, ready] of walk) {
      await page.getByRole('tab', { name, exact: true }).click();
      await page.waitForURL(new RegExp(`/partners/details/${id}${path ? `/${path}` : ''}$`));
      await ready();
      if (path === 'statistics') {
        await page.getByRole('img', { name: 'Orders and earnings over twelve months' }).waitFor();
        await screenshot(page, 'partners-profile-statistics');
      }
    }
    // The orders tab keeps its page in the URL.
    await openInApp(page, `/partners/details/${id}/orders/2`);
    await page.getByTestId('partner-orders-total').waitFor();
    assert.equal(await page.getByRole('tab', { name: 'Orders', selected: true }).count(), 1);

    // Notes: add one.
    await page.getByRole('tab', { name: 'Notes', exact: true }).click();
    await page.getByRole('textbox', { name: 'New note' }).fill('Checked by the e2e test');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Checked by the e2e test').waitFor();

    // Weekends: a day off with two periods, half a year ahead (clear of the seeded days and any monthly limit).
    await page.getByRole('tab', { name: 'Weekends', exact: true }).click();
    const activeBefore = Number(await page.getByTestId('days-off-active').innerText());
    await page.getByRole('button', { name: 'Add day off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add day off' });
    const day = isoDay(new Date(Date.now() + 190 * 86400000));
    await dialog.getByLabel('Date').fill(day);
    await dialog.getByLabel('Whole day').uncheck();
    await dialog.getByLabel('From 1').fill('09:00');
    await dialog.getByLabel('To 1').fill('11:00');
    await dialog.getByRole('button', { name: 'Add time period' }).click();
    await dialog.getByLabel('From 2').fill('10:00');
    await dialog.getByLabel('To 2').fill('12:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The time periods overlap').waitFor();
    await dialog.getByLabel('From 2').fill('14:00');
    await dialog.getByLabel('To 2').fill('16:30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: '09:00–11:00, 14:00–16:30' }).waitFor();
    assert.equal(Number(await page.getByTestId('days-off-active').innerText()), activeBefore + 1);
    await screenshot(page, 'partners-profile-weekends');

    // Settle: the open period closes and the ledger starts again from zero.
    await page.getByRole('tab', { name: 'Active payments', exact: true }).click();
    await page.getByTestId('ledger-balance').waitFor();
    await screenshot(page, 'partners-profile-payments');
    await page.getByRole('button', { name: 'Settle' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('The period is settled').waitFor();
    await page.getByText('Nothing to settle: no open orders or adjustments').waitFor();
    assert.equal(await page.getByTestId('ledger-orders').innerText(), '0');
    // the format module's English date ('Nov 23, 2026', date-fns 'PP')
    const today = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date());
    assert.equal(await page.getByTestId('ledger-last-settlement').innerText(), today);
    await page.getByRole('tab', { name: 'Settlement', exact: true }).click();
    await page.getByTestId('last-settlement').filter({ hasText: today }).waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
