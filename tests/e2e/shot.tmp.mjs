import { chromium } from 'playwright-core';
import { mkdtempSync } from 'fs';
const [,, url, out, ...steps] = process.argv;
const ctx = await chromium.launchPersistentContext(mkdtempSync('/tmp/pw-'), { executablePath: '/usr/bin/chromium', headless: true,
  args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'], viewport: { width: 1366, height: 800 } });
const page = ctx.pages()[0] ?? await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type()==='warning') console.log('console', m.type(), m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto('http://localhost:5173/login');
await page.getByLabel('E-mail').fill('admin@example.com');
await page.getByLabel('Password').fill('demo1234');
await page.getByRole('button', { name: 'Log in' }).click();
await page.waitForURL('**/dashboard', { timeout: 15000 }).catch(e => console.log('no dashboard', page.url()));
await page.waitForTimeout(1500);
if (url !== 'none') { await page.goto('http://localhost:5173' + url); await page.waitForTimeout(2500); }
await page.screenshot({ path: out, fullPage: false });
console.log('url', page.url());
await ctx.close();
