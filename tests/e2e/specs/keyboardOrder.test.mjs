import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN, launch, login } from '../harness.mjs';
/** @import { Page } from 'playwright-core' */

/**
 * Issue #30, accessibility: an order is created with the keyboard alone, from /orders/add to the saved order's
 * details: Tab to each control, arrows in lists and the date grid, Enter and Space to choose and press; no click.
 */
const TIMEOUT = 60000;

/**
 * The focused element's role-ish description: its accessible name (aria-label, label, text) and tag.
 * @param {Page} page
 */
const focused = (page) =>
  page.evaluate(() => {
    const element = /** @type {HTMLElement | null} */ (document.activeElement);
    if (!element) return { name: '', tag: '', testids: '' };
    const labelled = element.getAttribute('aria-labelledby');
    const byIds = labelled
      ? labelled
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : '';
    const label = element.id ? (document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '') : '';
    const name = (element.getAttribute('aria-label') || byIds || label || element.textContent || '').trim();
    const testids = [];
    for (let node = /** @type {HTMLElement | null} */ (element); node; node = node.parentElement)
      if (node.dataset.testid) testids.push(node.dataset.testid);
    return { name, tag: element.tagName, testids: testids.join(' ') };
  });

/**
 * Presses Tab until the focused control matches; fails after `most` presses.
 * @param {Page} page
 * @param {(f: { name: string, tag: string, testids: string }) => boolean} match
 * @param {string} what
 */
async function tabTo(page, match, what, most = 250) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (match(await focused(page))) return;
  }
  assert.fail(`Tab never reached ${what}`);
}

/**
 * In an open listbox, arrows down to the option matching `name` and presses Enter.
 * @param {Page} page
 * @param {RegExp} name
 */
async function chooseWithArrows(page, name) {
  // What the user waits for: the option in the list (a search's answer replaces the first options it showed).
  await page.getByRole('listbox').getByRole('option', { name }).first().waitFor();
  for (let i = 0; i < 60; i++) {
    const active = await page.evaluate(() => {
      const listbox = document.querySelector('[role="listbox"]');
      const id = document.activeElement?.getAttribute('aria-activedescendant');
      const option = id ? document.getElementById(id) : null;
      if (option) return option.textContent ?? '';
      return (
        listbox?.querySelector('[role="option"].Mui-focusVisible, [role="option"]:focus')?.textContent ?? ''
      );
    });
    if (name.test(active)) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  assert.fail(`no option ${name} reached with the arrows`);
}

test('an order is created with the keyboard alone, from /orders/add to its details', async () => {
  const browser = await launch({ viewport: { width: 1440, height: 900 } });
  const { page, errors } = browser;
  try {
    await login(page, ADMIN, '/orders/add');
    await page.getByTestId('date-calendar').waitFor({ timeout: TIMEOUT });

    await tabTo(page, (f) => f.name.startsWith('Customer') && f.tag === 'INPUT', 'the customer');
    await page.keyboard.type('Joanna Test');
    await chooseWithArrows(page, /Joanna Testowa/);

    await tabTo(page, (f) => f.name.startsWith('Saved address'), 'the saved address');
    await page.keyboard.press('ArrowDown');
    await chooseWithArrows(page, /Marszałkowska 10/);
    await page.getByText('District price: PLN 10.00').waitFor();

    await tabTo(page, (f) => f.name === 'More Room', 'a service');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');

    // The date grid: every open day is a button in the tab order (closed ones are disabled); Space picks one.
    await tabTo(page, (f) => f.testids.includes('date-calendar') && f.tag === 'BUTTON', 'an open day');
    await page.keyboard.press('Space');

    await tabTo(page, (f) => f.name === 'Save' && f.tag === 'BUTTON', 'Save', 400);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/orders\/details\/\d+$/, { timeout: TIMEOUT });
    await page.getByText('Joanna Testowa').first().waitFor({ timeout: TIMEOUT });
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
