/* Runs the end-to-end tests against the demo build served by `vite preview` (built first when missing). */
import { spawn, spawnSync } from 'node:child_process';
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
// The route sweeps are the longest specs by far: started first, they run beside the others instead of last.
const longestFirst = (/** @type {string} */ file) => (/\/routes\w*\.test\.mjs$/.test(file) ? 0 : 1);
const specs = (
  only.length
    ? only
    : readdirSync('tests/e2e/specs')
        .filter((file) => file.endsWith('.test.mjs'))
        .map((file) => `tests/e2e/specs/${file}`)
).sort((a, b) => longestFirst(a) - longestFirst(b) || a.localeCompare(b));
// The dev server's spec starts `npm run dev` itself, whose first start (Vite optimising the dependencies and
// transforming every module a page asks for) takes both cores: it runs alone, after the others.
const ALONE = /\/devServer\.test\.mjs$/;
// Each spec has its own browser profile, so its own in-page backend and data: two run at once (E2E_CONCURRENCY).
// Three at once kept the cores busier alone on the machine (94 % against 83 %, 569 s), but in fresh clones' .ci/run
// the tier took as long (618 s and 660 s against 638 s and 659 s with two) and each spec's waits ran longer.
const concurrency = Number(process.env.E2E_CONCURRENCY ?? 2);
/**
 * @param {string[]} files
 * @param {number} atOnce
 */
const runSpecs = (files, atOnce) =>
  files.length === 0
    ? 0
    : (spawnSync(
        process.execPath,
        ['--test', `--test-concurrency=${atOnce}`, '--test-reporter=spec', ...files],
        {
          stdio: 'inherit',
          env: { ...process.env, E2E_BASE_URL: base ?? `http://localhost:${port}` },
        },
      ).status ?? 1);
const together = runSpecs(
  specs.filter((file) => !ALONE.test(file)),
  concurrency,
);
const alone = runSpecs(
  specs.filter((file) => ALONE.test(file)),
  1,
);
if (server) {
  assert.ok(server.pid !== undefined, 'vite preview has a process id');
  process.kill(-server.pid);
}
process.exit(together || alone);
