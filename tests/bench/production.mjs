/*
 * The production sweep (issue 28): what staff get. Our production build (`dist`) behind a plain static server
 * (the floor's serve.mjs, as a web server in front of an API host), its API answered over HTTP by the fake backend at
 * latency 0 (scripts/fakeBackendHttp.ts in `vite preview --mode demo`), and ten screens opened cold (fresh profile,
 * logged in, empty HTTP cache) and warm (a reload), against the floor's own production build with its 10,000 orders
 * over HTTP, alternating in the same run. Each screen's "content shown" time is divided by the floor's first order
 * row, cold by cold and warm by warm.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { measure, FIRST_ROW } from './measure.mjs';

/** @import { Page } from 'playwright-core' */
/** @import { Visit } from './measure.mjs' */

/**
 * The ten screens and what shows their content: the first frame with it in the DOM.
 * @type {{ name: string, path: string, content: { selector: string, text: string } }[]}
 */
export const SCREENS = [
  {
    name: 'dashboard',
    path: '/dashboard',
    content: { selector: '[data-testid="widget-count"]', text: '\\d' },
  },
  { name: 'orders list', path: '/orders', content: { selector: 'main tbody tr', text: '\\S' } },
  {
    name: 'order details',
    path: '/orders/details/1',
    content: { selector: '[data-testid="order-status"]', text: '\\S' },
  },
  {
    name: 'new order',
    path: '/orders/add',
    content: { selector: 'section[aria-labelledby="section-customer"] input', text: '' },
  },
  { name: 'partners', path: '/partners', content: { selector: 'main tbody tr', text: '\\S' } },
  {
    name: 'partner details',
    path: '/partners/details/1',
    content: { selector: 'main .RaLabeled-label', text: '\\S' },
  },
  { name: 'customers', path: '/customers', content: { selector: 'main tbody tr', text: '\\S' } },
  { name: 'reviews', path: '/reviews', content: { selector: 'main tbody tr', text: '\\S' } },
  {
    name: 'calendar',
    path: '/calendar',
    content: { selector: '[data-testid="orders-calendar"] .ec-event', text: '\\S' },
  },
  {
    name: 'analytics',
    path: '/analytics',
    content: { selector: '[data-testid="figure-orders"]', text: '\\d' },
  },
];

/**
 * The screens a sweep visits: all, or those named in BENCH_SCREENS (comma-separated, e.g. "calendar,orders list").
 */
const chosen = (process.env.BENCH_SCREENS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const SWEPT = chosen.length ? SCREENS.filter((screen) => chosen.includes(screen.name)) : SCREENS;
if (!SWEPT.length)
  throw new Error(`BENCH_SCREENS names no screen of ${SCREENS.map((s) => s.name).join(', ')}`);

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** @param {number} ms */
const sec = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {string} cwd
 * @param {Record<string, string>} [env]
 */
function run(cmd, args, cwd, env = {}) {
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
}

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {string} cwd
 * @param {Record<string, string>} [env]
 */
const start = (cmd, args, cwd, env = {}) =>
  spawn(cmd, args, { cwd, stdio: 'ignore', detached: true, env: { ...process.env, ...env } });

/**
 * @param {string} url
 * @param {RequestInit} [init]
 */
async function waitFor(url, init) {
  for (let i = 0; i < 240; i++) {
    try {
      // Any answer will do (the API's first call also builds its seed: ~10 s).
      await fetch(url, init);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Logs in as the demo's admin (ours).
 * @param {Page} page
 * @param {string} base
 */
export async function login(page, base) {
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill('admin@example.com');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * Builds our production build into `dist` and the floor's into its `dist-prod`.
 * @param {{ root: string, floorDir: string }} options
 */
export function buildProduction({ root, floorDir }) {
  // The fake backend checks the application credential of the demo: a deployment sets its own the same way.
  const credential = { VITE_API_CREDENTIAL: 'demo-app-credential' };
  run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist'], root, credential);
  run(
    'npx',
    ['vite', 'build', '--mode', 'production', '--outDir', 'dist-prod', '--logLevel', 'warn'],
    floorDir,
  );
}

/**
 * Serves both production builds (already built): the API host (`vite preview --mode demo` answering /api/v1.0/*
 * with the fake backend at latency 0; it serves no page here) on `port`, ours behind the floor's serve.mjs proxying
 * to it on `port + 1`, the floor with its own API on `port + 2`. Resolves once all three answer; `stop` ends them.
 * @param {{ root: string, floorDir: string, port: number }} options
 */
export async function serveProduction({ root, floorDir, port }) {
  const serveScript = join(floorDir, 'serve.mjs');
  const api = `http://127.0.0.1:${port}`;
  const ours = `http://127.0.0.1:${port + 1}`;
  const floor = `http://127.0.0.1:${port + 2}`;
  const servers = [
    start(
      'npx',
      [
        'vite',
        'preview',
        '--mode',
        'demo',
        '--outDir',
        'dist',
        '--port',
        String(port),
        '--strictPort',
        '--host',
        '127.0.0.1',
      ],
      root,
      { VITE_MOCK_LATENCY: '0' },
    ),
    start('node', [serveScript, join(root, 'dist'), String(port + 1), '--proxy', api], root),
    start('node', [serveScript, join(floorDir, 'dist-prod'), String(port + 2), '--floor-api'], floorDir),
  ];
  const stop = () => {
    for (const server of servers) {
      try {
        if (server.pid !== undefined) process.kill(-server.pid);
      } catch {
        // already gone
      }
    }
  };
  try {
    await Promise.all([
      waitFor(`${api}/api/v1.0/login`, { method: 'POST' }),
      waitFor(`${ours}/`),
      waitFor(`${floor}/`),
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return { ours, floor, stop };
}

/**
 * Builds both production builds (unless `skipBuild`), serves them, and visits the floor and our ten screens
 * alternately `runs` times. Returns the table's rows and the raw visits.
 * @param {{ root: string, floorDir: string, port: number, runs: number, throttle: number, skipBuild: boolean }} options
 *   `floorDir`: the floor's writable, installed copy; ports `port` to `port + 2` are used.
 */
export async function productionSweep({ root, floorDir, port, runs, throttle, skipBuild }) {
  if (!skipBuild) buildProduction({ root, floorDir });
  const { ours, floor, stop } = await serveProduction({ root, floorDir, port });
  /** @type {Record<string, Visit[]>} */
  const visits = { floor: [] };
  for (const screen of SWEPT) visits[screen.name] = [];
  try {
    const visitFloor = () =>
      measure({
        url: `${floor}/#/orders`,
        distDir: join(floorDir, 'dist-prod'),
        content: FIRST_ROW,
        throttle,
      });
    /** @param {typeof SCREENS[number]} screen */
    const visitOurs = (screen) =>
      measure({
        url: `${ours}${screen.path}`,
        distDir: join(root, 'dist'),
        prepare: (page) => login(page, ours),
        content: screen.content,
        throttle,
      });
    // Alternating: the floor, then our ten screens, then the floor again, and so on, so a busy moment on the
    // shared machine falls on both alike; the screens' order turns each run.
    for (let i = 0; i < runs; i++) {
      const floorRun = await visitFloor();
      visits.floor.push(floorRun);
      console.log(
        `prod run ${i + 1} floor           cold ${sec(floorRun.coldMs)}  warm ${sec(floorRun.warmMs)}`,
      );
      const order = [...SWEPT.slice(i % SWEPT.length), ...SWEPT.slice(0, i % SWEPT.length)];
      for (const screen of order) {
        const visit = await visitOurs(screen);
        visits[screen.name].push(visit);
        console.log(
          `prod run ${i + 1} ${screen.name.padEnd(15)} cold ${sec(visit.coldMs)}  warm ${sec(visit.warmMs)}${visit.errors.length ? `  errors: ${visit.errors.join('; ')}` : ''}`,
        );
      }
    }
    visits.floor.push(await visitFloor());
  } finally {
    stop();
  }
  const floorCold = median(visits.floor.map((visit) => visit.coldMs));
  const floorWarm = median(visits.floor.map((visit) => visit.warmMs));
  /** @type {string[]} */
  const lines = [
    `Production builds over HTTP, API at latency 0${throttle > 1 ? `, CPU throttled ${throttle}x` : ''}, medians of ${runs} runs (${runs + 1} of the floor):`,
    '',
    '| screen (content shown) | cold | cold / floor | warm | warm / floor |',
    '|---|---|---|---|---|',
    `| floor: first order row | ${sec(floorCold)} | 1.00x | ${sec(floorWarm)} | 1.00x |`,
  ];
  for (const screen of SWEPT) {
    const cold = median(visits[screen.name].map((visit) => visit.coldMs));
    const warm = median(visits[screen.name].map((visit) => visit.warmMs));
    lines.push(
      `| ${screen.name} | ${sec(cold)} | ${(cold / floorCold).toFixed(2)}x | ${sec(warm)} | ${(warm / floorWarm).toFixed(2)}x |`,
    );
  }
  return { lines, raw: visits };
}
