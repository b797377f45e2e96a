/*
 * The README's first command, as a newcomer runs it: `npm run dev` on a fresh start (the dependency optimiser's
 * cache thrown away, as on a fresh clone) and a fresh browser profile. Log in, the dashboard, the first order row,
 * a reload, another screen. It starts its own dev server on a port of its own, whatever E2E_BASE_URL says.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { ADMIN, firstDataRow, launch, screenshot } from '../harness.mjs';

const PORT = 5180;
const DEV_URL = `http://localhost:${PORT}`;
/** A first start transforms every module on demand: far slower than the built demo on this 2-core machine. */
const FIRST_START_MS = 120_000;

async function startDevServer() {
  const server = spawn('npm', ['run', 'dev', '--', '--port', String(PORT), '--strictPort', '--force'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, BROWSER: 'none' },
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const started = Date.now();
  while (
    !(await fetch(`${DEV_URL}/`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() - started > 60_000)
      throw new Error(`npm run dev did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    output: () => output,
    stop: () => {
      if (server.pid === undefined) return;
      try {
        process.kill(-server.pid);
      } catch {
        // already gone
      }
    },
  };
}

test(
  'npm run dev: a newcomer logs in, sees the orders, reloads and opens another screen',
  { timeout: 300_000 },
  async () => {
    const server = await startDevServer();
    const browser = await launch();
    const { page, errors } = browser;
    page.setDefaultTimeout(FIRST_START_MS);
    try {
      let loads = 0;
      page.on('load', () => loads++);
      await page.goto(`${DEV_URL}/login`);
      await page.getByLabel('E-mail').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name: `Hello, ${ADMIN.name}` }).waitFor();
      // The page was never reloaded under the user (the optimiser's reload once wiped the login form).
      assert.equal(loads, 1, `the page reloaded itself; the dev server said:\n${server.output()}`);
      assert.doesNotMatch(server.output(), /reloading/);

      await page.goto(`${DEV_URL}/orders`);
      await firstDataRow(page).waitFor();
      await page.reload();
      await firstDataRow(page).waitFor();
      await screenshot(page, 'dev-server-orders');

      await page.getByRole('menuitem', { name: 'Partners' }).click();
      await page.waitForURL('**/partners');
      await firstDataRow(page).waitFor();
      assert.deepEqual(errors, []);
    } catch (error) {
      // What the dev server showed (its error overlay) and said explain a failure better than a timeout does.
      const overlay = await page
        .evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? '')
        .catch(() => '');
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}\nthe error overlay: ${overlay || '(none)'}\nthe dev server said:\n${server.output()}`,
        { cause: error },
      );
    } finally {
      await browser.close();
      server.stop();
    }
  },
);
