import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, launch } from '../harness.mjs';

/** The built pages send a Content-Security-Policy that blocks inline scripts (issue 14). */
test('the Content-Security-Policy refuses an inline script', async () => {
  const browser = await launch({ bypassCSP: false });
  const { page } = browser;
  try {
    await page.goto(`${BASE_URL}/login`);
    await page.getByRole('heading', { name: 'Log in to your CRM account' }).waitFor();
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    assert.match(policy ?? '', /script-src 'self'/);
    await assert.rejects(
      page.addScriptTag({ content: 'window.__inline = true;' }),
      /Content Security Policy/,
    );
    assert.equal(await page.evaluate(() => window.__inline), undefined);
  } finally {
    await browser.close();
  }
});
