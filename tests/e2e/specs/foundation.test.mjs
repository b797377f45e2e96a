import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN, BASE_URL, launch, login, recordApiCalls, screenshot, openInApp } from '../harness.mjs';

/** @param {string} token */
const decodeJwt = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

test('a wrong password stays on /login with a message', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await page.goto(`${BASE_URL}/login`);
    await page.getByRole('heading', { name: 'Log in to your CRM account' }).waitFor();
    await screenshot(page, 'login');
    await page.getByRole('button', { name: 'Log in' }).click();
    assert.equal(await page.getByText("The field can't be empty").count(), 2);
    await page.getByLabel('E-mail').fill('admin@');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Incorrect email format').waitFor();
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong e-mail or password' }).waitFor();
    assert.match(page.url(), /\/login$/);
  } finally {
    await browser.close();
  }
});

test('the demo admin is greeted, and every call is a form POST with the credential and a one-hour adminAuthToken', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    const calls = recordApiCalls(page);
    await login(page);
    await page.getByRole('heading', { name: `Hello, ${ADMIN.name}` }).waitFor();
    await screenshot(page, 'sidebar');
    await openInApp(page, `/promocodes`);
    await page.getByRole('cell', { name: 'FRESHSTART' }).waitFor();
    // The tab counts come after the first rows: wait for a count the user reads on a status tab.
    await page
      .getByRole('tab', { name: /Active.*\d/ })
      .first()
      .waitFor();
    assert.ok(calls.length >= 3, 'calls were made');
    for (const call of calls) {
      assert.equal(call.method, 'POST', call.url);
      assert.equal(call.headers['content-type'], 'application/x-www-form-urlencoded', call.url);
      assert.equal(call.headers.authorization, 'demo-app-credential', call.url);
      const body = new URLSearchParams(call.body);
      if (call.url.endsWith('admin/login')) {
        assert.equal(body.get('adminAuthToken'), null);
        continue;
      }
      const token = body.get('adminAuthToken');
      assert.ok(token, `${call.url}: no adminAuthToken`);
      const payload = decodeJwt(token);
      assert.equal(payload.exp - payload.iat, 3600, call.url);
      assert.equal(payload.id, 7);
      assert.ok(body.get('location'));
      assert.equal(body.get('language'), 'en');
    }
    // a list call carries its paging and filter in bracket notation
    const lists = calls
      .filter((call) => call.url.endsWith('admin/promocodes/list'))
      .map((call) => decodeURIComponent(call.body));
    assert.ok(
      lists.some((body) => /perPage=25/.test(body) && /sort=id/.test(body) && /order=DESC/.test(body)),
      lists.join('\n'),
    );
    assert.ok(
      lists.some((body) => /filter\[status\]=1/.test(body)),
      'the tab counts filter by status',
    );
  } finally {
    await browser.close();
  }
});

test('/login with a valid session goes to the dashboard; a non-integer page goes back to the list', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await login(page);
    await page.goto(`${BASE_URL}/login`);
    await page.waitForURL('**/dashboard');
    await page.goto(`${BASE_URL}/promocodes/abc`);
    await page.waitForURL(/\/promocodes$/);
    // A page number in the path opens that page: rows 26-50.
    await openInApp(page, `/promocodes/2`);
    await page.locator('.MuiTablePagination-displayedRows', { hasText: /^26-/ }).first().waitFor();
    assert.match(page.url(), /\/promocodes\/2/);
  } finally {
    await browser.close();
  }
});

test('a stored token the server does not recognise ends the session at /login with storage cleared', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await login(page);
    await page.evaluate(() => {
      const stored = localStorage.getItem('session');
      if (stored === null) throw new Error('no session in localStorage');
      const session = JSON.parse(stored);
      const header = btoa(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).replace(/=+$/, '');
      const payload = btoa(
        JSON.stringify({ id: session.id, permission: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 }),
      ).replace(/=+$/, '');
      session.token = `${header}.${payload}.forged-signature`;
      localStorage.setItem('session', JSON.stringify(session));
    });
    await page.goto(`${BASE_URL}/promocodes`);
    await page.waitForURL('**/login');
    assert.equal(await page.evaluate(() => localStorage.getItem('session')), null);
  } finally {
    await browser.close();
  }
});

test('switching location changes the currency shown; Russian survives a reload', async () => {
  const browser = await launch();
  const { page } = browser;
  try {
    await login(page, ADMIN, `/promocodes?filter=${encodeURIComponent('{"type":"amount"}')}`);
    await page.getByText(/PLN/).first().waitFor();
    await page.getByRole('button', { name: /Warszawa/ }).click();
    await page.getByRole('button', { name: 'Berlin' }).click();
    await page.waitForLoadState('load');
    await page.getByText(/€|EUR/).first().waitFor();
    assert.equal(await page.getByText(/PLN/).count(), 0);

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await page.getByRole('button', { name: 'Выйти' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Выйти' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('authLanguage')), 'ru');
  } finally {
    await browser.close();
  }
});
