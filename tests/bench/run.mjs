/**
 * npm run bench (issue 15): our demo's order list against the floor, a bare one-list react-admin app on msw with
 * 10,000 orders (../shared/bench-floor, copied and built here), in one run:
 *  - JavaScript (gzip) fetched before the first order row, and the time to that row after a navigation with a fresh
 *    HTTP cache while logged in (cold) and after a reload (warm); both apps at latency 0, BENCH_RUNS (5) alternating
 *    runs, medians and ratios;
 *  - the production build's JavaScript before the first screen (from its manifest, as the CI budget reads it);
 *  - the production sweep (tests/bench/production.mjs): ten screens of our production build over HTTP, cold and
 *    warm, against the floor's production build's first order row;
 *  - interactions and heap (tests/bench/interactions.mjs): the calendar's month with 2,000 events, the order form's
 *    live price (CPU 4x), a list's page switch against the floor's, the heap after 20 and 300 navigations;
 *  - the fake backend's list calls over 10,000 orders in node.
 * Options: `--throttle N` slows chromium's CPU N times (CDP Emulation.setCPUThrottlingRate) in both browser parts.
 * Env: BENCH_PORT (4404; the demo's floor uses the next port, the production sweep the three after),
 * BENCH_FLOOR (path of the floor app), BENCH_FLOOR_MODULES (link these node_modules into the floor's copy instead of
 * installing it), BENCH_RUNS (5; the production sweep: BENCH_PROD_RUNS, 3), BENCH_SKIP_BUILD=1 (reuse the builds),
 * BENCH_SKIP_BROWSER=1 (the browser parts), BENCH_SKIP_DEMO=1, BENCH_SKIP_PRODUCTION=1, BENCH_SKIP_INTERACTIONS=1,
 * BENCH_SKIP_BACKEND=1; BENCH_ONLY=demo|production|interactions|backend runs that part alone; BENCH_SCREENS (the
 * production sweep's screens by name, comma-separated).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { backend } from './backend.mjs';
import { buildFloor, copyFloor } from './floor.mjs';
import { buildProduction, productionSweep } from './production.mjs';
import { interactions } from './interactions.mjs';
import { FIRST_SCREEN, FIRST_SCREEN_DEMO, firstScreenJs } from './firstScreen.mjs';
import { measure } from './measure.mjs';

/** @import { Page } from 'playwright-core' */
/** @import { Visit } from './measure.mjs' */

const ROOT = new URL('../..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 4404);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL = 1.15;
const ONLY = process.env.BENCH_ONLY;
const PARTS = ['demo', 'production', 'interactions', 'backend'];
if (ONLY && !PARTS.includes(ONLY)) throw new Error(`BENCH_ONLY is one of ${PARTS.join(', ')}`);
const BROWSER_PARTS = ['demo', 'production', 'interactions'];
/** @param {string} part */
const runs = (part) =>
  ONLY
    ? ONLY === part
    : !process.env[`BENCH_SKIP_${part.toUpperCase()}`] &&
      !(BROWSER_PARTS.includes(part) && process.env.BENCH_SKIP_BROWSER);
const throttleAt = process.argv.indexOf('--throttle');
const THROTTLE = throttleAt === -1 ? 1 : Number(process.argv[throttleAt + 1]);
if (!(THROTTLE >= 1)) throw new Error('--throttle takes a rate, 1 or more (4: four times slower)');
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** @param {number} bytes */
const kB = (bytes) => `${Math.round(bytes / 1024)} kB`;
/** @param {number} ms */
const sec = (ms) => `${(ms / 1000).toFixed(2)} s`;

function findFloor() {
  if (process.env.BENCH_FLOOR) return resolve(process.env.BENCH_FLOOR);
  // ../shared/bench-floor from the repository, or from a parent when the repository is a worktree further down.
  for (let dir = resolve(ROOT, '..'); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'shared', 'bench-floor', 'package.json')))
      return join(dir, 'shared', 'bench-floor');
  }
  throw new Error('The floor app (../shared/bench-floor) was not found; set BENCH_FLOOR');
}

/**
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function build(args, env = {}) {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
}

/**
 * @param {string} cwd
 * @param {string} outDir
 * @param {number} port
 */
function serve(cwd, outDir, port) {
  return spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd,
      stdio: 'ignore',
      detached: true,
    },
  );
}

/** @param {string} url */
async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * @param {Page} page
 * @param {string} base
 */
async function login(page, base) {
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill('admin@example.com');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
}

async function browserFigures() {
  const floorDist = join(ROOT, '.bench', 'floor', 'dist-mock');
  const oursDist = join(ROOT, 'dist-bench');
  if (!process.env.BENCH_SKIP_BUILD) {
    buildFloor({ source: findFloor(), root: ROOT });
    build(['--mode', 'demo', '--outDir', 'dist-bench'], { VITE_MOCK_LATENCY: '0' });
    build(['--outDir', 'dist']);
  }
  /** @typedef {{ base: string, runs: Visit[] }} App */
  /** @type {App} */
  const ours = { base: `http://127.0.0.1:${PORT}`, runs: [] };
  /** @type {App} */
  const floor = { base: `http://127.0.0.1:${PORT + 1}`, runs: [] };
  const servers = [
    serve(ROOT, 'dist-bench', PORT),
    serve(join(ROOT, '.bench', 'floor'), 'dist-mock', PORT + 1),
  ];
  try {
    await Promise.all([waitFor(ours.base), waitFor(floor.base)]);
    const visit = {
      floor: () => measure({ url: `${floor.base}/#/orders`, distDir: floorDist, throttle: THROTTLE }),
      ours: () =>
        measure({
          url: `${ours.base}/orders`,
          distDir: oursDist,
          prepare: (page) => login(page, ours.base),
          throttle: THROTTLE,
        }),
    };
    // Alternating, so a busy moment on the shared machine falls on both apps alike.
    for (let i = 0; i < RUNS; i++) {
      /** @type {('floor' | 'ours')[]} */
      const order = i % 2 === 0 ? ['floor', 'ours'] : ['ours', 'floor'];
      for (const name of order) {
        const run = await visit[name]();
        (name === 'ours' ? ours : floor).runs.push(run);
        console.log(
          `run ${i + 1} ${name.padEnd(5)} cold ${sec(run.coldMs)}  warm ${sec(run.warmMs)}  JS ${kB(run.jsBytes)} in ${run.scripts.length} scripts${run.errors.length ? `  errors: ${run.errors.join('; ')}` : ''}`,
        );
      }
    }
  } finally {
    for (const server of servers) {
      try {
        // No pid: it never started (and process.kill(NaN) would throw into the catch all the same).
        if (server.pid !== undefined) process.kill(-server.pid);
      } catch {
        // already gone
      }
    }
  }
  /** @param {App} app */
  const summary = (app) => ({
    jsBytes: median(app.runs.map((run) => run.jsBytes)),
    scripts: median(app.runs.map((run) => run.scripts.length)),
    coldMs: median(app.runs.map((run) => run.coldMs)),
    warmMs: median(app.runs.map((run) => run.warmMs)),
  });
  const a = summary(floor);
  const b = summary(ours);
  const demoStatic = firstScreenJs(oursDist, [...FIRST_SCREEN, ...FIRST_SCREEN_DEMO]);
  const production = firstScreenJs(join(ROOT, 'dist'));
  const fetched = new Set(ours.runs[0].scripts.map((path) => path.replace(/^\//, '')));
  const unlisted = [...fetched].filter((file) => !demoStatic.files.includes(file));
  /** @type {[measure: string, floor: string, ours: string, ratio: number][]} */
  const table = [
    [
      'JavaScript fetched before the first order row (gzip)',
      `${kB(a.jsBytes)}, ${a.scripts} scripts`,
      `${kB(b.jsBytes)}, ${b.scripts} scripts`,
      b.jsBytes / a.jsBytes,
    ],
    [
      'first order row after navigation, cold (fresh cache, logged in)',
      sec(a.coldMs),
      sec(b.coldMs),
      b.coldMs / a.coldMs,
    ],
    ['first order row after a reload, warm', sec(a.warmMs), sec(b.warmMs), b.warmMs / a.warmMs],
  ];
  return {
    table,
    notes: [
      `production build (real API, no fake backend): ${kB(production.bytes)} of JavaScript in ${production.files.length} files before the first screen`,
      `demo build, same list read from its manifest: ${kB(demoStatic.bytes)} in ${demoStatic.files.length} files` +
        (unlisted.length ? `; fetched but not in the manifest's first screen: ${unlisted.join(', ')}` : ''),
    ],
    raw: { floor: floor.runs, ours: ours.runs, production },
  };
}

const lines = [];
if (THROTTLE > 1) lines.push(`CPU throttled ${THROTTLE}x (chromium)`, '');
if (runs('demo')) {
  const { table, notes, raw } = await browserFigures();
  lines.push('| measure | floor | ours | ratio | goal |', '|---|---|---|---|---|');
  for (const [name, a, b, ratio] of table)
    lines.push(
      `| ${name} | ${a} | ${b} | ${ratio.toFixed(2)}x | <= ${GOAL}x${ratio > GOAL ? ' (over)' : ''} |`,
    );
  lines.push('', ...notes.map((note) => `- ${note}`));
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  writeFileSync(join(ROOT, '.bench', 'last-run.json'), JSON.stringify(raw, null, 2));
}
const floorDir = () =>
  process.env.BENCH_SKIP_BUILD
    ? join(ROOT, '.bench', 'floor')
    : copyFloor({ source: findFloor(), root: ROOT });
if (runs('production')) {
  const { lines: table, raw } = await productionSweep({
    root: ROOT,
    floorDir: floorDir(),
    port: PORT + 2,
    runs: Number(process.env.BENCH_PROD_RUNS ?? 3),
    throttle: THROTTLE,
    skipBuild: Boolean(process.env.BENCH_SKIP_BUILD),
  });
  lines.push('', ...table);
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  writeFileSync(join(ROOT, '.bench', 'last-production-run.json'), JSON.stringify(raw, null, 2));
}
if (runs('interactions')) {
  const floor = floorDir();
  // The production sweep has just built both (unless skipped or told to reuse them).
  if (!process.env.BENCH_SKIP_BUILD && !runs('production')) buildProduction({ root: ROOT, floorDir: floor });
  const { lines: table, raw } = await interactions({
    root: ROOT,
    floorDir: floor,
    port: PORT + 2,
    throttle: THROTTLE,
  });
  lines.push('', ...table);
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  writeFileSync(join(ROOT, '.bench', 'last-interactions.json'), JSON.stringify(raw, null, 2));
}
if (runs('backend')) {
  lines.push('', '| fake backend (node, latency 0) | time | note |', '|---|---|---|');
  for (const [name, time, note] of await backend(ROOT)) lines.push(`| ${name} | ${time} | ${note} |`);
}
console.log(`\n${lines.join('\n')}`);
