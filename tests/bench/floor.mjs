/*
 * The floor (../shared/bench-floor, read-only): copied into .bench/floor, installed (only when its lock file
 * changed) and built in mock mode, as its README says. The copy is the bench's own; the original is never changed.
 */
import {
  cpSync,
  existsSync,
  readFileSync,
  rmSync,
  chmodSync,
  readdirSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';

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

/** @param {string} dir */
function makeWritable(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const path = join(dir, name);
    chmodSync(path, 0o755);
    if (statSync(path).isDirectory()) makeWritable(path);
  }
}

/**
 * Copies the floor into .bench/floor and installs it (only when its lock file changed); returns the copy's path.
 * `BENCH_FLOOR_MODULES`, a node_modules directory with the floor's dependencies (e.g. the app's own, where the
 * versions match), is linked instead of an install.
 * @param {{ source: string, root: string }} paths the floor app, and our repository's root
 */
export function copyFloor({ source, root }) {
  if (!existsSync(join(source, 'package.json')))
    throw new Error(`No floor app at ${source} (set BENCH_FLOOR)`);
  const copy = join(root, '.bench', 'floor');
  /** @param {string} dir */
  const lock = (dir) =>
    existsSync(join(dir, 'package-lock.json')) ? readFileSync(join(dir, 'package-lock.json'), 'utf8') : '';
  const installed = existsSync(join(copy, 'node_modules')) && lock(copy) === lock(source);
  // Fresh sources every run; node_modules is kept when the lock file is the same (an install is 15 s).
  for (const name of existsSync(copy) ? readdirSync(copy) : []) {
    if (name !== 'node_modules' || !installed) rmSync(join(copy, name), { recursive: true, force: true });
  }
  for (const name of readdirSync(source)) {
    if (name === 'node_modules' || name.startsWith('dist')) continue;
    cpSync(join(source, name), join(copy, name), { recursive: true });
  }
  makeWritable(copy);
  const modules = process.env.BENCH_FLOOR_MODULES;
  if (!installed && modules) symlinkSync(resolve(modules), join(copy, 'node_modules'));
  else if (!installed) run('npm', ['ci', '--no-audit', '--no-fund'], copy);
  return copy;
}

/**
 * Returns the floor's build directory (dist-mock) after copying and building it.
 * @param {{ source: string, root: string }} paths the floor app, and our repository's root
 */
export function buildFloor({ source, root }) {
  const copy = copyFloor({ source, root });
  run('npx', ['vite', 'build', '--mode', 'mock', '--outDir', 'dist-mock', '--logLevel', 'warn'], copy);
  return join(copy, 'dist-mock');
}
