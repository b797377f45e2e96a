/* Runs the end-to-end tests against the demo build served by `vite preview` (built first when missing). */
import { spawn, spawnSync } from 'node:child_process';
import { basename } from 'node:path';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import assert from 'node:assert/strict';
import { TRAILS } from './harness.mjs';

const port = 4173;
const base = process.env.E2E_BASE_URL;

/**
 * Resolves once the URL answers, rejects after `timeoutMs`.
 * @param {string} url
 * @returns {Promise<void>}
 */
function waitFor(url, timeoutMs = 60000) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () =>
      fetch(url)
        .then(() => resolve())
        .catch(() =>
          Date.now() - started > timeoutMs
            ? reject(new Error(`${url} did not start`))
            : setTimeout(attempt, 300),
        );
    attempt();
  });
}

let server;
if (!base) {
  if (!existsSync('dist-demo/index.html') || process.env.E2E_BUILD === '1') {
    const build = spawnSync('npm', ['run', 'build:demo'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  server = spawn(
    'npx',
    ['vite', 'preview', '--mode', 'demo', '--outDir', 'dist-demo', '--port', String(port), '--strictPort'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  await waitFor(`http://localhost:${port}/`);
}

// Each run's trails are its own (tests/e2e/harness.mjs: what the pages went through, printed for a failed spec).
rmSync(TRAILS, { recursive: true, force: true });
const only = process.argv.slice(2);
/**
 * Every spec, longest first, as measured in a fresh clone's run (docs/testing.md): each lane takes the next spec as
 * it frees, so the longest go first and the shortest fill the lanes' ends, and the run does not end with one long
 * spec alone on the machine (longest-first scheduling). A spec not listed yet follows, by name. `node --test` would
 * sort the files by name whatever order it is given: each spec is run here instead.
 */
const LONGEST = [
  'routesEnglish',
  'routesRussian',
  'routesPolish',
  'calendar',
  'live',
  'orders',
  'catalogue',
  'partners',
  'sessionSafety',
  'history',
  'liveTabs',
  'stock',
  'customers',
  'orderform',
  'reload',
  'foundation',
  'series',
  'safety',
  'promocodes',
  'analytics',
  'inbox',
  'savingOnce',
  'calendarBusyDay',
  'keyboardOrder',
  'reviews',
  'a11y',
  'csp',
];
/** @param {string} file */
const rank = (file) => {
  const at = LONGEST.indexOf(basename(file, '.test.mjs'));
  return at === -1 ? LONGEST.length : at;
};
const specs = (
  only.length
    ? only
    : readdirSync('tests/e2e/specs')
        .filter((file) => file.endsWith('.test.mjs'))
        .map((file) => `tests/e2e/specs/${file}`)
).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
// The dev server's spec starts `npm run dev` itself, whose first start (Vite optimising the dependencies and
// transforming every module a page asks for) takes both cores: it runs alone, after the others.
const ALONE = /\/devServer\.test\.mjs$/;
// Each spec has its own browser profile, so its own in-page backend and data: two run at once (E2E_CONCURRENCY).
// Three at once kept the cores busier alone on the machine (94 % against 83 %, 569 s), but in fresh clones' .ci/run
// the tier took as long (618 s and 660 s against 638 s and 659 s with two) and each spec's waits ran longer.
const concurrency = Number(process.env.E2E_CONCURRENCY ?? 2);
const env = { ...process.env, E2E_BASE_URL: base ?? `http://localhost:${port}` };

/**
 * Runs one spec in its own node process; its report (node's spec reporter, ending with its `ℹ pass` and `ℹ fail`
 * counts, which .ci/run adds up) is printed whole when it ends, not interleaved with the other spec's.
 * @param {string} file
 * @returns {Promise<number>} the exit status
 */
const runSpec = (file) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--test-reporter=spec', file], { env });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const status = code ?? 1;
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n▶ ${file} (${seconds} s)${status === 0 ? '' : ' FAILED'}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });

/**
 * Runs the specs in the given order, `atOnce` at a time.
 * @param {string[]} files
 * @param {number} atOnce
 * @returns {Promise<number>} 0 when every spec passed
 */
async function runSpecs(files, atOnce) {
  const queue = [...files];
  let failed = 0;
  const lane = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift())
      if ((await runSpec(file)) !== 0) failed += 1;
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, files.length) }, lane));
  return failed === 0 ? 0 : 1;
}

const together = await runSpecs(
  specs.filter((file) => !ALONE.test(file)),
  concurrency,
);
const alone = await runSpecs(
  specs.filter((file) => ALONE.test(file)),
  1,
);
if (server) {
  assert.ok(server.pid !== undefined, 'vite preview has a process id');
  process.kill(-server.pid);
}
process.exit(together || alone);
