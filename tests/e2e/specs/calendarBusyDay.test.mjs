import { test } from 'node:test';
import assert from 'node:assert/strict';
import { calendarSettled, closedToday, launch, login, openInApp, textContrasts } from '../harness.mjs';
/** @import { Page } from 'playwright-core' */

/**
 * Issue #30, 4: the orders calendar on an ordinary working day. In dark mode it follows the theme (it was white on
 * white); in the week and day views today's ~160 orders were slivers reading "0", "#", "J": a busy hour now keeps
 * its orders readable and collapses the rest into "+N more", which lists them (keyboard too).
 */
const TIMEOUT = 60000;

/** @param {Page} page */
async function openCalendar(page) {
  await openInApp(page, `/calendar`);
  await page.locator('.ec-event').first().waitFor({ state: 'attached', timeout: TIMEOUT });
  await calendarSettled(page);
}

test('in dark mode the calendar is dark and its headings readable', async () => {
  const browser = await launch({ viewport: { width: 1440, height: 900 } });
  const { page, errors } = browser;
  try {
    await login(page);
    await openCalendar(page);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await page.locator('.ec-event').first().waitFor({ state: 'attached', timeout: TIMEOUT });
    const [{ ratio, background }] = await textContrasts(page, '.ec-day-head, .ec-col-head');
    assert.ok(background < 0.1, `the calendar's background is dark (luminance ${background.toFixed(2)})`);
    assert.ok(ratio >= 4.5, `the day headings keep 4.5:1 (got ${ratio.toFixed(2)}:1)`);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

/**
 * Focuses a "+N more" and reads the label of the element that has the focus: the view may redraw its events (a
 * refresh) between the locator's two looks, and the list Enter opens is the focused one's.
 * @param {import('playwright-core').Locator} more
 */
async function focusedLabel(more) {
  await more.focus();
  return more.page().evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
}

test('the month, week and day views of a busy day: readable orders, "+N more" listing the rest by keyboard', async () => {
  const browser = await launch({ viewport: { width: 1440, height: 900 } });
  const { page, errors } = browser;
  try {
    await login(page);
    await openCalendar(page);
    // The month: a full day draws a few orders and "+N more", which lists the rest (keyboard too).
    const dayLabel = await focusedLabel(page.locator('.ec-month-view .order-more').first());
    const dayCount = Number(
      /(\d+) more orders? this day/.exec(dayLabel)?.[1] ?? (/^One more/.test(dayLabel) ? 1 : 0),
    );
    assert.ok(dayCount > 0, `the month's "+N more" says how many (${dayLabel})`);
    await page.keyboard.press('Enter');
    const dayList = page.getByRole('dialog', { name: /^Orders on / });
    await dayList.waitFor();
    assert.equal(await dayList.getByRole('link').count(), dayCount);
    await page.keyboard.press('Escape');
    await dayList.waitFor({ state: 'hidden' });
    for (const view of ['Week', 'Day']) {
      await page.getByRole('button', { name: view, exact: true }).click();
      await calendarSettled(page);
      // The day view opens on today; a Sunday books nothing (the working days rule): the user goes to Monday.
      if (view === 'Day' && closedToday()) {
        await page.getByRole('button', { name: 'Next', exact: true }).click();
        await calendarSettled(page);
      }
      await page.locator('.ec-time-grid .order-more').first().waitFor({ timeout: TIMEOUT });
      const widths = await page.$$eval('.ec-time-grid .ec-body .ec-event', (events) =>
        events.map((event) => event.getBoundingClientRect().width),
      );
      assert.ok(widths.length > 0, `the ${view} view draws orders`);
      assert.ok(
        Math.min(...widths) >= 60,
        `no order is a sliver in the ${view} view (${Math.min(...widths)} px)`,
      );
    }

    // "+N more" with the keyboard: Enter lists the hour's orders, each with its "move" (the dialog Enter opens).
    const label = await focusedLabel(page.locator('.order-more').first());
    const count = Number(/(\d+) more orders? at/.exec(label)?.[1] ?? (/^One more/.test(label) ? 1 : 0));
    assert.ok(count > 0, `"+N more" says how many (${label})`);
    await page.keyboard.press('Enter');
    const list = page.getByRole('dialog', { name: /^Orders at \d\d:00/ });
    await list.waitFor();
    assert.equal(await list.getByRole('link').count(), count);
    const move = list.getByRole('button', { name: /^Move order #\d+$/ }).first();
    const id = /#(\d+)/.exec((await move.getAttribute('aria-label')) ?? '')?.[1];
    await move.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: `Move order #${id} to` }).waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
