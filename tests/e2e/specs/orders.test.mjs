import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  closedToday,
  launch,
  login,
  screenshot,
  firstDataRow,
  textContentOf,
  ADMIN,
  openInApp,
  today,
  ordersListUrl,
  eventually,
} from '../harness.mjs';
/** @import { Locator, Page } from 'playwright-core' */

const TIMEOUT = 60000;
/** @param {string | null | undefined} text */
const digits = (text) => Number(String(text).replace(/[^\d]/g, ''));

/** @param {Page} page */
async function firstRow(page) {
  const row = firstDataRow(page);
  await row.waitFor({ timeout: TIMEOUT });
  return row;
}

/**
 * The total the list shows under its rows ('1-25 of 7,573'), or 0 when it says there are none.
 * @param {Page} page
 */
async function listTotal(page) {
  const range = page.getByText(/\d+-\d+ of [\d,.\s]+/);
  const empty = page.getByText(/No results|No Order yet|no data exist for the selected criteria/i);
  await range.or(empty).first().waitFor({ timeout: TIMEOUT });
  if (await empty.count()) return 0;
  return digits((await textContentOf(range.first())).split(' of ')[1]);
}

/**
 * @param {Page} page
 * @param {string} text
 */
async function status(page, text) {
  await page.getByTestId('order-status').getByText(text, { exact: true }).waitFor({ timeout: TIMEOUT });
}

/**
 * The order form's one time-slot picker: 'Any time', 'Clarify the day before' or a quarter like '10:30'.
 * @param {Page} page
 * @param {string} name
 */
async function pickTime(page, name) {
  await page.getByRole('combobox', { name: 'Time' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** @param {Locator} locator */
const textOf = async (locator) => (await textContentOf(locator)).replace(/\u00a0/g, ' ');

test('every tab count matches its rows, and the CSV export downloads data.csv', async () => {
  const browser = await launch({ acceptDownloads: true });
  const { page, errors } = browser;
  try {
    await login(page, ADMIN, '/orders');
    await firstRow(page);
    await screenshot(page, 'orders-list');
    for (const name of [
      'All',
      'Unpaid',
      'Low rating',
      'Cancelled',
      'Deleted',
      "Today's orders",
      'New orders',
    ]) {
      const tab = page.getByRole('tab', { name: new RegExp(`^${name} \\([\\d,]+\\)$`) });
      await tab.waitFor({ timeout: TIMEOUT });
      await tab.click();
      const selected = page.getByRole('tab', { selected: true, name: new RegExp(`^${name} \\([\\d,]+\\)$`) });
      await selected.waitFor({ timeout: TIMEOUT });
      const count = digits((await textContentOf(selected)).split('(')[1]);
      // The rows arrive after the tab is selected: wait for the list to settle on this tab's total.
      await eventually(
        () => listTotal(page),
        (total) => total === count,
        { what: `${name}: the list's total, against the tab's ${count}` },
      );
      // Nothing is booked on a Sunday (the working days rule): that day the today tab is empty.
      if (name === "Today's orders" && closedToday()) assert.equal(count, 0, 'no order on a Sunday');
      else assert.ok(count > 0, `${name} has rows`);
    }
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: TIMEOUT }),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'data.csv');
    // The window narrowed to a phone's: the chosen tab (the last) is in view in the row of tabs, between its scroll
    // buttons, once the row stops moving (ten frames in a row; the buttons come and go as the row scrolls).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(
      () =>
        new Promise((resolve) => {
          let frames = 0;
          const look = () => {
            const chosen = document.querySelector('[role="tab"][aria-selected="true"]');
            const row = chosen?.closest('.MuiTabs-scroller');
            const [tab, shown] = [chosen?.getBoundingClientRect(), row?.getBoundingClientRect()];
            const inView = !!tab && !!shown && tab.left >= shown.left - 1 && tab.right <= shown.right + 1;
            frames = inView ? frames + 1 : 0;
            if (frames >= 10) resolve(true);
            else requestAnimationFrame(look);
          };
          look();
        }),
      null,
      { timeout: TIMEOUT },
    );
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('an order for a seeded customer: price panel, save, new orders tab, confirm, label', async () => {
  const browser = await launch();
  const { page, errors } = browser;
  try {
    await login(page);
    await page.getByRole('link', { name: 'Add order' }).click();
    await page.waitForURL('**/orders/add');
    await page.getByTestId('date-calendar').waitFor({ timeout: TIMEOUT });

    await page.getByRole('combobox', { name: 'Customer' }).fill('Joanna Test');
    await page.getByRole('option', { name: /Joanna Testowa/ }).click();
    await page.getByRole('combobox', { name: 'Saved address' }).click();
    await page.getByRole('option', { name: /Marszałkowska 10/ }).click();
    await page.getByText('District price: PLN 10.00').waitFor();

    await page.getByRole('button', { name: 'More Room', exact: true }).click();
    await page.getByRole('button', { name: 'More Room', exact: true }).click();
    await page.getByRole('button', { name: 'More Bathroom', exact: true }).click();
    await page.getByLabel('Private house').check();
    await page.getByRole('combobox', { name: 'Periodicity' }).click();
    await page.getByRole('option', { name: 'Once a week' }).click();
    await page.getByTestId('date-calendar').locator('button:not([disabled])').first().click();
    await pickTime(page, 'Any time');

    // calculatePrice: Room 60.00 x2 and Bathroom 50.00 x1 are base services, x1.2 in a private house: 144.00 + 60.00;
    // once a week takes 15 % (30.60) and beats any date discount; the district adds 10.00. 144 + 54 minutes.
    const panel = page.getByTestId('price-panel');
    await panel.getByTestId('price-price').filter({ hasText: 'PLN 183.40' }).waitFor();
    assert.equal(await textOf(panel.getByTestId('price-full')), 'PLN 214.00');
    assert.equal(await textOf(panel.getByTestId('price-discount')), '−PLN 30.60');
    assert.equal(await panel.getByTestId('price-discount-type').textContent(), 'Periodicity discount');
    assert.equal(await panel.getByTestId('price-time').textContent(), '3 h 18 min');
    await page.locator('#section-services').scrollIntoViewIfNeeded();
    await screenshot(page, 'orders-form');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/orders\/details\/\d+$/, { timeout: TIMEOUT });
    const id = page.url().split('/').pop();
    assert.ok(id, 'the URL ends with the order id');
    // The backend prices the order with the same module: its price equals the panel's.
    await page.getByTestId('details-price').filter({ hasText: 'PLN 183.40' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await textOf(page.getByTestId('details-full-price')), 'PLN 214.00');
    await status(page, 'New order');

    await openInApp(page, `/orders`);
    await page.getByRole('tab', { name: /^New orders/ }).click();
    // The list opens on the nearest dates; the new order (weeks ahead) is found by its id.
    await page.getByPlaceholder('Search', { exact: true }).first().fill(id);
    await page.getByRole('cell', { name: id, exact: true }).waitFor({ timeout: TIMEOUT });

    await page.getByRole('cell', { name: id, exact: true }).click();
    await page.waitForURL(new RegExp(`/orders/details/${id}$`));
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await status(page, 'Order confirmed');
    assert.equal(await page.getByRole('button', { name: 'Confirm order' }).count(), 0);

    await page.getByRole('button', { name: 'Add labels to order' }).click();
    await page.getByRole('dialog').getByLabel('VIP').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page
      .locator('section[aria-labelledby="details-labels"]')
      .getByText('VIP')
      .waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'orders-details');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('complete a confirmed order, cancel another with payment, copy one', async () => {
  const browser = await launch();
  const { page, errors } = browser;
  try {
    await login(page);
    // Where the first order row is when it is first drawn (a frame's look, from before the page's scripts).
    await page.addInitScript(() => {
      const look = () => {
        const row = [...document.querySelectorAll('tbody tr')].find((tr) => /\S/.test(tr.textContent ?? ''));
        if (row) Object.assign(window, { firstRowTop: Math.round(row.getBoundingClientRect().top) });
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    // A confirmed order whose date has come: Complete the order.
    // A page load: the look above is taken from before the page's scripts.
    await page.goto(ordersListUrl({ status: 2, date_lte: today() }));
    const confirmed = await firstRow(page);
    // The rows stay where they were drawn while the rest of the list comes in (the buttons, the filters, the tabs'
    // counts): a row the user aims at does not move from under the pointer.
    await page.getByRole('tab', { name: /^All \([\d,]+\)$/ }).waitFor({ timeout: TIMEOUT });
    await page.getByRole('link', { name: 'Create' }).waitFor({ timeout: TIMEOUT });
    const drawnAt = await page.evaluate(() => /** @type {{ firstRowTop?: number }} */ (window).firstRowTop);
    assert.equal(
      Math.round((await confirmed.boundingBox())?.y ?? -1),
      drawnAt,
      'the first row moved after it was drawn',
    );
    await confirmed.click();
    await page.waitForURL(/\/orders\/details\/\d+$/);
    await page.getByRole('button', { name: 'Complete the order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Complete the order' }).click();
    await status(page, 'Order completed');
    assert.equal(await page.getByRole('button', { name: 'Cancel order' }).count(), 0);

    // A new order: Cancel with payment, with a reason.
    await openInApp(page, ordersListUrl({ statuses: [1] }));
    await (await firstRow(page)).click();
    await page.waitForURL(/\/orders\/details\/\d+$/);
    const cancelled = page.url().split('/').pop();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Cancel with payment').check();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByText("The field can't be empty").waitFor();
    await dialog.getByLabel(/Reason/).fill('Customer moved the visit abroad');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await status(page, 'Cancelled with payment');

    // Copy it: a new order prefilled, date and time cleared.
    await page.getByRole('link', { name: 'Copy' }).click();
    await page.waitForURL(new RegExp(`/orders/copy/${cancelled}$`));
    await page.getByTestId('date-calendar').waitFor({ timeout: TIMEOUT });
    // The source's customer is picked (its name arrives with the reference look-up).
    const customer = page.getByRole('combobox', { name: 'Customer' });
    await eventually(
      () => customer.inputValue(),
      (name) => name !== '',
      { what: "the copy's customer", timeout: 60000 },
    );
    assert.equal(
      (await textContentOf(page.getByRole('combobox', { name: 'Time' }))).includes('Any time'),
      false,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Select date').waitFor();
    await page.getByTestId('date-calendar').locator('button:not([disabled])').nth(3).click();
    await pickTime(page, 'Any time');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/orders\/details\/\d+$/, { timeout: TIMEOUT });
    assert.notEqual(page.url().split('/').pop(), cancelled);
    await status(page, 'New order');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
