/**
 * npm run bench: the order list's figures (issue 3), printed as a table.
 *  1. the fake backend in node (Vite's SSR loader over the real modules, large seed, no latency):
 *     a filtered, sorted page of the 10,000 orders through the router's dispatch (credential, token, permission);
 *  2. calculatePrice for an order of 100 services;
 *  3. the production demo build in chromium against a bare one-list react-admin app (tests/bench/bare) in the same run:
 *     JavaScript before the first order row and the time to it, cold (no cache, no service worker) and warm (reload).
 * Set BENCH_SKIP_BUILD=1 to reuse an existing dist-demo.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { measure } from './measure.mjs';
import { createServer } from 'vite';

const ROOT = new URL('../..', import.meta.url).pathname;
const PORT = 4273;
const BASE = `http://localhost:${PORT}`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const rows = [];

async function backend() {
  process.env.VITE_MOCK_LATENCY = '0';
  const vite = await createServer({
    root: ROOT,
    mode: 'demo',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
  });
  try {
    const { dispatch } = await vite.ssrLoadModule('/mocks/server/router.ts');
    await vite.ssrLoadModule('/mocks/handlers.ts');
    const { encodeBody } = await vite.ssrLoadModule('/src/api/encode.ts');
    const { adminAuthToken } = await vite.ssrLoadModule('/src/api/adminToken.ts');
    const { db } = await vite.ssrLoadModule('/mocks/server/db.ts');
    const { calculatePrice } = await vite.ssrLoadModule('/src/domain/pricing.ts');
    const credential = 'demo-app-credential';
    const call = async (path, body) => {
      const request = new Request(`http://localhost/api/v1.0/${path}`, {
        method: 'POST',
        headers: { Authorization: credential, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: encodeBody(body),
      });
      return (await dispatch(request, path)).json();
    };
    let started = performance.now();
    const count = db().collection('orders').size;
    rows.push([
      'fake backend: seed build (orders, customers, partners...)',
      ms(performance.now() - started),
      `${count} orders`,
    ]);

    const login = await call('admin/login', { email: 'admin@example.com', password: 'demo1234' });
    const token = await adminAuthToken(login.data.token, login.data.id);
    const page = (filter, sort) =>
      call('admin/orders/list', {
        adminAuthToken: token,
        location: 1,
        language: 'en',
        page: 3,
        perPage: 25,
        sort,
        order: 'DESC',
        filter,
      });
    const cases = [
      ['list: all, sorted by id', {}, 'id'],
      ['list: unpaid, sorted by date and time', { paymentStatuses: [0] }, 'date'],
      ['list: search "nowak", sorted by customer', { q: 'nowak' }, 'customer'],
      [
        'list: status 2 + service type + price range, by price',
        { status: 2, serviceType: [1], price_gte: 10000, price_lte: 60000 },
        'price',
      ],
    ];
    for (const [name, filter, sort] of cases) {
      const times = [];
      let total = 0;
      for (let i = 0; i < 15; i++) {
        started = performance.now();
        const answer = await page(filter, sort);
        times.push(performance.now() - started);
        total = answer.total;
      }
      rows.push([`fake backend ${name} (median of 15)`, ms(median(times)), `${total} matching`]);
    }

    const services = Array.from({ length: 100 }, (_, i) => ({
      id: i + 1,
      idServiceType: (i % 8) + 1,
      quantity: (i % 4) + 1,
      price: 1000 + i * 37,
      time: 15 + (i % 7) * 5,
      base: i % 5 === 0,
      periodicity: i % 2 === 0,
    }));
    const input = {
      services,
      privateHouse: true,
      periodicity: 3,
      dateDiscount: { type: 'percent', value: 5 },
      promocode: { type: 'amount', value: 50, services: [3, 11, 19] },
      addressPrice: 1500,
      needVatInvoice: true,
      settings: {
        privateHouseCoefficient: 1.2,
        onceMonthDiscount: 5,
        twiceMonthDiscount: 10,
        onceWeekDiscount: 15,
        vatPercentage: 23,
      },
    };
    for (let i = 0; i < 200; i++) calculatePrice(input);
    const runs = 5000;
    started = performance.now();
    for (let i = 0; i < runs; i++) calculatePrice(input);
    rows.push(['calculatePrice, 100 services (mean of 5,000)', ms((performance.now() - started) / runs), '']);
  } finally {
    await vite.close();
  }
}

async function browser() {
  if (!process.env.BENCH_SKIP_BUILD) {
    for (const args of [['run', 'build:demo'], ['exec', '--', 'vite', 'build', '--config', 'tests/bench/bare/vite.config.ts']]) {
      const build = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
      if (build.status !== 0) throw new Error(`${args.join(' ')} failed`);
    }
  }
  const serve = (outDir, port) =>
    spawn('npx', ['vite', 'preview', '--mode', 'demo', '--outDir', outDir, '--port', String(port), '--strictPort'], {
      cwd: ROOT,
      stdio: 'ignore',
      detached: true,
    });
  const servers = [serve('dist-demo', PORT), serve('dist-bare', PORT + 1)];
  try {
    for (const port of [PORT, PORT + 1]) {
      for (let i = 0; i < 60; i++) {
        try {
          if ((await fetch(`http://localhost:${port}/`)).ok) break;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    }
    const firstRow = (page) => page.locator('tbody tr').first().waitFor({ timeout: 120000 });
    const login = async (page) => {
      await page.goto(`${BASE}/login`);
      await page.getByLabel('E-mail').fill('admin@example.com');
      await page.getByLabel('Password').fill('demo1234');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL('**/dashboard');
    };
    // One run measures both apps, so the ratios compare like with like on this machine.
    const bare = await measure({ url: `http://localhost:${PORT + 1}/#/orders`, distDir: join(ROOT, 'dist-bare'), ready: firstRow });
    const ours = await measure({ url: `${BASE}/orders`, distDir: join(ROOT, 'dist-demo'), ready: firstRow, prepare: login });
    const ratio = (a, b) => `x${(a / b).toFixed(2)} of the bare app`;
    rows.push(['chromium: JavaScript before the first order row (gzip)', `${ours.jsKb} kB`, `${ratio(ours.jsKb, bare.jsKb)} (${bare.jsKb} kB, msw included in both)`]);
    rows.push(['chromium: navigation to the first order row, cold', ms(ours.coldMs), `${ratio(ours.coldMs, bare.coldMs)} (${ms(bare.coldMs)}); no cache, no service worker`]);
    rows.push(['chromium: navigation to the first order row, warm', ms(ours.warmMs), `${ratio(ours.warmMs, bare.warmMs)} (${ms(bare.warmMs)}); reload`]);
  } finally {
    for (const server of servers) process.kill(-server.pid);
  }
}

await backend();
if (!process.env.BENCH_SKIP_BROWSER) await browser();
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\n${'measure'.padEnd(width)}  ${'time'.padStart(10)}  note`);
for (const [name, time, note] of rows) console.log(`${name.padEnd(width)}  ${time.padStart(10)}  ${note}`);
