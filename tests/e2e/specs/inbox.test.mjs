import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  login,
  seriousA11yFaults,
  firstDataRow,
  ADMIN,
  openInApp,
  docsScreenshot,
} from '../harness.mjs';
/** @import { Page } from 'playwright-core' */

/**
 * The number on the Messages entry of the sidebar (0 when the badge is hidden).
 * @param {Page} page
 */
async function badgeCount(page) {
  const text = await page.getByTestId('unread-badge').locator('.MuiBadge-badge').textContent();
  return Number(text || 0);
}

test('a reply to a partner from the inbox lowers the unread count', async () => {
  const browser = await launch({ viewport: { width: 1280, height: 720 } });
  const { page } = browser;
  try {
    await login(page, ADMIN, '/messages');
    await page.getByRole('tab', { name: /Unread \(\d+\)/ }).waitFor();
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="unread-badge"] .MuiBadge-badge')?.textContent) > 0,
    );
    const before = await badgeCount(page);
    await docsScreenshot(page, 'inbox-messages-list');
    assert.deepEqual(await seriousA11yFaults(page), []);

    await page.getByRole('tab', { name: /Unread/ }).click();
    await firstDataRow(page).click();
    await page.waitForURL(/\/messages\/details\/\d+$/);
    const box = page.getByRole('textbox', { name: 'Message', exact: true });
    await box.fill('Thank you, we will sort it out today.');
    await docsScreenshot(page, 'inbox-conversation');
    assert.deepEqual(await seriousA11yFaults(page), []);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you, we will sort it out today.', { exact: true }).waitFor();
    await page.waitForFunction(
      (expected) =>
        Number(document.querySelector('[data-testid="unread-badge"] .MuiBadge-badge')?.textContent || 0) ===
        expected,
      before - 1,
    );
    assert.equal(await badgeCount(page), before - 1);
  } finally {
    await browser.close();
  }
});

test('tutorials and mobile apps open as real screens', async () => {
  const browser = await launch({ viewport: { width: 1280, height: 720 } });
  const { page } = browser;
  try {
    await login(page, ADMIN, '/tutorials');
    await page.getByRole('cell', { name: 'Kitchen cleaning standard' }).waitFor();
    await docsScreenshot(page, 'inbox-tutorials-list');
    assert.deepEqual(await seriousA11yFaults(page), []);
    await openInApp(page, `/tutorials/edit/2`);
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await docsScreenshot(page, 'inbox-tutorial-edit');

    await openInApp(page, `/mobileApps`);
    await page.getByRole('cell', { name: '2.14.0' }).waitFor();
    await docsScreenshot(page, 'inbox-mobile-apps-list');
    assert.deepEqual(await seriousA11yFaults(page), []);
    await openInApp(page, `/mobileApps/details/3`);
    await page.getByText('https://apps.apple.com/app/id1600000002').waitFor();
    await docsScreenshot(page, 'inbox-mobile-app-details');

    await openInApp(page, `/partners/details/1/tutorials`);
    await page.getByRole('table', { name: 'Training' }).waitFor();
    await docsScreenshot(page, 'inbox-partner-training');
  } finally {
    await browser.close();
  }
});
