/* The steps of issue 31's specs (live: two profiles on the HTTP backend; liveTabs: two tabs of the demo). */
/** @import { Page } from 'playwright-core' */

/** The feed's interval (3 s) with room for one answer: what the issue promises, "within 5 s". */
export const LIVE_MS = 5000;

/**
 * The list's row of an order.
 * @param {Page} page
 * @param {string} id
 */
export const rowWithId = (page, id) =>
  page.locator('tbody tr').filter({ has: page.locator('td.column-id', { hasText: new RegExp(`^${id}$`) }) });

/**
 * The ids of the new orders on the page's list.
 * @param {Page} page
 */
export async function newOrderIds(page) {
  const rows = page
    .locator('tbody tr')
    .filter({ has: page.locator('.status-chip', { hasText: /^New order$/ }) });
  await rows.first().waitFor();
  return rows.locator('td.column-id').allTextContents();
}

/**
 * The orders list of new and confirmed orders (statuses 1 and 2), nearest first, as a dispatcher follows them: its
 * first page has new orders at any hour, and an order confirmed stays on it with its chip changed. The All tab's
 * first page, nearest first, has only ~3 new orders among its 25 rows, fewer at some hours.
 * @param {string} base the application's address
 */
export const ordersToDispatch = (base) =>
  `${base}/orders?${new URLSearchParams({ filter: JSON.stringify({ statuses: [1, 2] }) })}`;

/**
 * Confirms an order through its details screen, as a dispatcher does.
 * @param {Page} page
 * @param {string} base the application's address
 * @param {string} id
 */
export async function confirmOrder(page, base, id) {
  await page.goto(`${base}/orders/details/${id}`);
  await page.getByRole('button', { name: 'Confirm order' }).click();
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false))
    await dialog.getByRole('button', { name: /Confirm|Yes/ }).click();
  await page.getByText('Order confirmed').first().waitFor();
}
