/* Recurring cleanings and dispatch (issue #32): a weekly order's series and its visits, suggested partners shown
 * with reasons and one accepted (the dispatcher confirms with Assign). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ADMIN,
  calendarSettled,
  launch,
  login,
  screenshot,
  firstDataRow,
  seriousA11yFaults,
  openInApp,
  addDays,
  dayInWords,
  eventually,
} from '../harness.mjs';
/** @import { Page } from 'playwright-core' */

const TIMEOUT = 60000;

/**
 * @param {Page} page
 * @param {string} label
 * @param {string} option
 */
async function chooseOption(page, label, option) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/**
 * 'Mon, Nov 30, 2026, 10:00' (the series section's visit, in English) -> 2026-11-30
 * @param {string} text
 */
const dayOfVisit = (text) =>
  new Date(`${text.replace(/^\w+, /, '').replace(/, \d\d:\d\d$/, '')} 12:00 UTC`).toISOString().slice(0, 10);

/**
 * The series section's visits from today on: id, day and the row's text.
 * @param {Page} page
 */
async function nextVisits(page) {
  const links = page
    .getByTestId('order-series')
    .getByTestId('series-next')
    .getByTestId('series-visit')
    .getByRole('link');
  const rows = [];
  for (const link of await links.all()) {
    const text = ((await link.textContent()) ?? '').trim();
    rows.push({
      id: ((await link.getAttribute('href')) ?? '').split('/').pop() ?? '',
      day: dayOfVisit(text),
      text,
    });
  }
  return rows;
}

/**
 * Waits for each visit on the calendar's month view, month after month (the horizon is eight weeks: three months
 * at most), on its day: OrdersCalendar.tsx marks each order's event with its id and the day the calendar drew it on
 * (a busy day's events past "+N more" are hidden, so the day is not read from the position).
 * @param {Page} page
 * @param {{ id: string, day: string }[]} visits
 */
async function expectOnCalendar(page, visits) {
  const title = (/** @type {number} */ month) => {
    const now = new Date();
    return new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + month, 15)),
    );
  };
  const last = visits.reduce((day, visit) => (visit.day > day ? visit.day : day), '');
  for (let month = 0; month < 3; month++) {
    if (month) await page.locator('button.ec-next').click();
    await page.locator('.ec-toolbar').getByText(title(month)).waitFor({ timeout: TIMEOUT });
    // A month is first drawn with the events the calendar had (the month before's, on the days both show), then
    // with its own: a "+N more" clicked while they are redrawn is dropped by the library, as a user's click would be.
    await calendarSettled(page, TIMEOUT);
    const days = page.locator('.ec-day time');
    const [from, to] = [
      (await days.first().getAttribute('datetime')) ?? '',
      (await days.last().getAttribute('datetime')) ?? '',
    ];
    for (const { id, day } of visits.filter((visit) => visit.day >= from && visit.day <= to)) {
      const event = page.locator(`.ec-event[data-order-id="${id}"][data-day="${day}"]`);
      const more = page.locator(`.order-more[data-more-hour="${day}"]`);
      await event.or(more).first().waitFor({ state: 'attached', timeout: TIMEOUT });
      if (await event.count()) continue;
      // A full day draws a few orders and "+N more": the visit is in the list it opens.
      await more.click();
      const list = page.getByRole('dialog', { name: /^Orders on / });
      await list.locator(`a[href$="/orders/details/${id}"]`).waitFor({ timeout: TIMEOUT });
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'detached', timeout: TIMEOUT });
    }
    if (last <= to) return;
  }
  assert.fail(`visits up to ${last} are past three months`);
}

test('a weekly order: its series and visits, on the calendar, one visit moved alone, a suggested partner assigned, this-and-following time change, a skip, and a partner covered from the board and after a day off', async () => {
  const browser = await launch({ viewport: { width: 1440, height: 900 } });
  const { page, errors } = browser;
  try {
    // An order to copy: the form is then prefilled (customer, address, services), only day and time are asked.
    await login(page, ADMIN, `/orders?filter=${encodeURIComponent(JSON.stringify({ statuses: [1] }))}`);
    await (await firstDataRow(page)).click();
    await page.waitForURL(/\/orders\/details\/\d+$/);
    const source = page.url().split('/').pop();
    await page.getByRole('link', { name: 'Copy' }).click();
    await page.getByTestId('date-calendar').waitFor({ timeout: TIMEOUT });
    const customer = page.getByRole('combobox', { name: 'Customer' });
    await eventually(
      () => customer.inputValue(),
      (name) => name !== '',
      { what: "the copy's customer", timeout: 60000 },
    );
    await page.getByTestId('date-calendar').locator('button:not([disabled])').nth(3).click();
    await chooseOption(page, 'Time', '10:00');
    await chooseOption(page, 'Periodicity', 'Once a week');
    await page.getByTestId('price-bar').getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/orders\/details\/\d+$/, { timeout: TIMEOUT });
    const firstId = page.url().split('/').pop();
    assert.notEqual(firstId, source);

    // The series: this order and the next weekly visits of the 8-week horizon.
    const series = page.getByTestId('order-series');
    await series.waitFor({ timeout: TIMEOUT });
    const next = series.getByTestId('series-next').getByTestId('series-visit');
    await next.first().waitFor();
    const visits = await next.count();
    // 'Mon, Nov 30, 2026, 10:00' -> 2026-11-30
    const firstText = ((await next.first().getByRole('link').textContent()) ?? '').replace(/^\w+, /, '');
    const firstDay = new Date(`${firstText.replace(/, \d\d:\d\d$/, '')} 12:00 UTC`)
      .toISOString()
      .slice(0, 10);
    assert.ok(visits >= 8 && visits <= 9, `8 or 9 visits ahead, got ${visits}`);
    assert.match((await series.textContent()) ?? '', /Once a week, active/);

    // Suggested partners with their reasons; Choose only picks, Assign confirms.
    const suggestions = page.getByTestId('suggested-partners').first();
    await suggestions.getByTestId('suggested-partner').first().waitFor({ timeout: TIMEOUT });
    const count = await suggestions.getByTestId('suggested-partner').count();
    assert.ok(count >= 1 && count <= 5, `one to five suggestions, got ${count}`);
    const first = suggestions.getByTestId('suggested-partner').first();
    assert.match((await first.textContent()) ?? '', /does this service/);
    const name = ((await first.locator('p, span').first().textContent()) ?? '').replace(/^1\. /, '').trim();
    await first.getByRole('button', { name: `Choose ${name}` }).click();
    await first.getByRole('button', { name: `Choose ${name}`, pressed: true }).waitFor();
    await screenshot(page, 'series-order-details');
    assert.deepEqual(await seriousA11yFaults(page), []);
    await page.getByRole('button', { name: 'Assign a partner' }).first().click();
    await page.getByText('Partners saved').waitFor({ timeout: TIMEOUT });
    await page.locator('.MuiChip-label', { hasText: name }).first().waitFor({ timeout: TIMEOUT });

    // One visit only ("This visit"): the second one moves a day later, the others keep their days.
    // The section is read again after the assignment (the order's version changed): its visits are waited for.
    await next.nth(visits - 1).waitFor({ timeout: TIMEOUT });
    const planned = await nextVisits(page);
    assert.equal(planned.length, visits);
    const moved = planned[1];
    await openInApp(page, `/orders/details/${moved.id}`);
    await page.getByTestId('order-series').locator('[aria-current="true"]').waitFor({ timeout: TIMEOUT });
    await page.getByRole('button', { name: 'Change day or time' }).click();
    const moveDialog = page.getByRole('dialog');
    assert.equal(
      await moveDialog.getByRole('radio', { name: 'This visit' }).isChecked(),
      true,
      '"This visit" is the first scope',
    );
    // The next day open for orders (a closed day is refused in the dialog, and the one after tried).
    let movedTo = moved.day;
    for (let tries = 0; tries < 5; tries++) {
      movedTo = addDays(movedTo, 1);
      await moveDialog.getByLabel('New day of this visit').fill(movedTo);
      await moveDialog.getByRole('button', { name: 'Save' }).click();
      const outcome = page.getByText('Series updated').or(moveDialog.getByRole('alert')).first();
      await outcome.waitFor({ timeout: TIMEOUT });
      if ((await outcome.textContent()) === 'Series updated') break;
    }
    await moveDialog.waitFor({ state: 'detached' });
    await page
      .getByTestId('order-series')
      .locator('[aria-current="true"]')
      .getByRole('link', { name: new RegExp(`^${dayInWords(movedTo)}`) })
      .waitFor({ timeout: TIMEOUT });
    const afterMove = await nextVisits(page);
    assert.deepEqual(
      afterMove.map(({ id, day }) => ({ id, day })),
      planned.map(({ id, day }) => ({ id, day: id === moved.id ? movedTo : day })),
      'only the visit acted on has a new day',
    );

    // The visits of the weeks ahead on the orders calendar, each on its day, the moved one on its new day.
    await openInApp(page, `/calendar`);
    await page.locator('.ec-event').first().waitFor({ timeout: TIMEOUT });
    await expectOnCalendar(page, afterMove);
    await screenshot(page, 'series-on-calendar');
    await openInApp(page, `/orders/details/${firstId}`);
    await page.getByTestId('order-series').getByTestId('series-visit').first().waitFor({ timeout: TIMEOUT });

    // A later visit is an order of its own, in the same series.
    const current = page.url().split('/').pop();
    await next.nth(2).getByRole('link').click();
    await page.waitForFunction((id) => !location.pathname.endsWith(`/${id}`), current);
    await page.waitForURL(/\/orders\/details\/\d+$/);
    // The series panel marks this visit as the current one once it has this order's series (not the last one's,
    // whose mark stays on screen until the new order's panel is drawn).
    const shown = page.url().split('/').pop();
    const currentVisit = page.getByTestId('order-series').locator('[aria-current="true"]');
    await currentVisit.locator(`a[href$="/orders/details/${shown}"]`).waitFor({ timeout: TIMEOUT });
    assert.equal(await currentVisit.count(), 1);

    // "This and following": the time of this visit and the next ones changes, the earlier ones keep 10:00.
    await page.getByRole('button', { name: 'Change day or time' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('This and following visits').check();
    await dialog.getByRole('combobox', { name: 'New time' }).click();
    await page.getByRole('option', { name: '14:30', exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await screenshot(page, 'series-change-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Series updated').waitFor({ timeout: TIMEOUT });
    const rows = page.getByTestId('order-series').getByTestId('series-visit');
    await rows.filter({ hasText: '14:30' }).first().waitFor({ timeout: TIMEOUT });
    const texts = await rows.allTextContents();
    const at = (time) => texts.filter((text) => text.includes(time)).length;
    assert.equal(at('10:00'), 2, `two earlier visits keep 10:00: ${texts.join(' | ')}`);
    assert.equal(at('14:30'), texts.length - 2);

    // Skip this visit: it is cancelled, the others stay as they are.
    await page.getByRole('button', { name: 'Skip this visit' }).click();
    await page.getByText('Series updated').first().waitFor({ timeout: TIMEOUT });
    await page
      .getByTestId('order-series')
      .locator('[aria-current="true"]')
      .getByText('Cancelled')
      .first()
      .waitFor({ timeout: TIMEOUT });
    const after = await rows.allTextContents();
    assert.equal(after.filter((text) => /Cancelled/.test(text)).length, 1, after.join(' | '));
    await screenshot(page, 'series-visit-after-edits');

    // Replace partner on a day, from the board: the partner's visit of that day is previewed with suggestions and
    // reassigned to the first one.
    await openInApp(page, `/calendar?view=board`);
    await page.getByRole('button', { name: 'Replace partner on a day' }).click();
    const cover = page.getByRole('dialog');
    await cover.getByRole('combobox', { name: 'Partner' }).click();
    await page.getByRole('option', { name, exact: true }).click();
    await cover.getByLabel('Day (or first day off)').fill(firstDay);
    const hit = cover.getByTestId('cover-visit').filter({ hasText: `#${firstId}` });
    await hit.waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'series-cover-preview');
    assert.deepEqual(await seriousA11yFaults(page), []);
    await hit.getByRole('button', { name: `Reassign visit #${firstId}` }).click();
    await page.getByText('1 visit reassigned').waitFor({ timeout: TIMEOUT });
    await cover
      .getByTestId('cover-visit')
      .filter({ hasText: `#${firstId}` })
      .waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
