/*
 * The JavaScript budget of the first order row (CI, after the demo build): the gzip size of the chunks the demo
 * needs before that row, read from dist-demo's manifest (tests/bench/firstScreen.mjs), must stay within 5 % of the
 * committed figure in tests/bench/budget.json. `node tests/bench/budget.mjs --update` records a new figure (commit it
 * with the change that explains it). BUDGET_DIST picks another build directory.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_SCREEN, FIRST_SCREEN_DEMO, firstScreenJs } from './firstScreen.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const FIGURE = join(ROOT, 'tests', 'bench', 'budget.json');
const ALLOWED_GROWTH = 1.05;

const { files, bytes } = firstScreenJs(join(ROOT, process.env.BUDGET_DIST ?? 'dist-demo'), [
  ...FIRST_SCREEN,
  ...FIRST_SCREEN_DEMO,
]);
/** @param {number} value */
const kB = (value) => `${(value / 1024).toFixed(1)} kB`;

if (process.argv.includes('--update')) {
  writeFileSync(
    FIGURE,
    `${JSON.stringify({ firstOrderRowJsGzipBytes: bytes, files: files.length }, null, 2)}\n`,
  );
  console.log(`budget recorded: ${kB(bytes)} in ${files.length} files`);
} else {
  const { firstOrderRowJsGzipBytes: committed } = JSON.parse(readFileSync(FIGURE, 'utf8'));
  const limit = Math.round(committed * ALLOWED_GROWTH);
  console.log(
    `JavaScript before the first order row: ${kB(bytes)} in ${files.length} files (committed ${kB(committed)}, limit ${kB(limit)})`,
  );
  if (bytes > limit) {
    console.error(
      `FAILED: the first order row's JavaScript grew ${((bytes / committed - 1) * 100).toFixed(1)} % over the committed figure`,
    );
    process.exit(1);
  }
}
