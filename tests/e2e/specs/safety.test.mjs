import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MANAGER, BASE_URL, launch, login, ADMIN, openInApp } from '../harness.mjs';
/** @import { Page } from 'playwright-core' */

/** Issue 14 end to end: two tabs editing one record, a password change, a full demo storage. */

test('two tabs edit the same service: the second save gets the conflict and loses nothing', async () => {
  const { context, page, errors, close } = await launch();
  try {
    await login(page, ADMIN, '/services/edit/2');
    const other = await context.newPage();
    await other.goto(`${BASE_URL}/services/edit/2`);
    /** @param {Page} p */
    const price = (p) => p.getByLabel('Price', { exact: true });
    await price(page).waitFor();
    await price(other).waitFor();

    await price(page).fill('111');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/services$/);

    await price(other).fill('222');
    await other.getByRole('button', { name: 'Save' }).click();
    const dialog = other.getByRole('dialog', { name: 'This record was changed by someone else' });
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /222/);
    assert.match(await dialog.innerText(), /111/);
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await other.waitForURL(/\/services$/);

    await openInApp(page, `/services/edit/2`);
    await price(page).waitFor();
    await page.waitForFunction(
      () =>
        /** @type {HTMLInputElement | null} */ (document.querySelector('input[name="price"]'))?.value ===
        '222',
    );
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a manager changes their password and logs in with the new one', async () => {
  const { page, errors, close } = await launch();
  try {
    await login(page, MANAGER);
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill(MANAGER.password);
    await dialog.getByLabel(/^New password/).fill('short');
    await dialog.getByLabel('Repeat the new password').fill('other');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Minimum password length is 8 characters').waitFor();
    await dialog.getByText('The entered passwords do not match').waitFor();
    await dialog.getByLabel(/^New password/).fill('a-new-secret');
    await dialog.getByLabel('Repeat the new password').fill('a-new-secret');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('password successfully changed').waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await login(page, { ...MANAGER, password: 'a-new-secret' });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a full demo storage shows the message offering to reset the demo data', async () => {
  const { page, errors, close } = await launch();
  try {
    await login(page, ADMIN, '/services/edit/3');
    await page.getByLabel('Price', { exact: true }).waitFor();
    // Fill what is left of the origin's localStorage, down to the last few characters.
    await page.evaluate(() => {
      let size = 1024 * 1024;
      for (let index = 0; size >= 1; index++) {
        try {
          localStorage.setItem(`filler-${index}`, 'x'.repeat(size));
        } catch {
          size = Math.floor(size / 2);
        }
      }
    });
    await page.getByLabel('Price', { exact: true }).fill('333');
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'The demo cannot keep its data' });
    await dialog.waitFor();
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('filler-'))
        .forEach((key) => localStorage.removeItem(key)),
    );
    await dialog.getByRole('button', { name: 'Reset demo data' }).click();
    await dialog.waitFor({ state: 'detached' });
    // What react-admin's store could not keep (a list's scroll position, its filters) stays in memory, unthrown.
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
