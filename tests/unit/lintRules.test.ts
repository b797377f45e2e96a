import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * `npm run lint` (eslint.config.js) fails on a floating promise and on an import cycle: the project's own config
 * lints the fixtures in tests/lint-fixtures/, which `npm run lint` itself skips (they break the rules on purpose).
 * The layer rules are proved by layers.test.ts, the type-inclusive cycle check by importCycles.test.ts.
 */
const eslint = new ESLint({ ignore: false });

async function errorsOf(file: string) {
  const [result] = await eslint.lintFiles([`tests/lint-fixtures/${file}`]);
  expect(result.messages.filter((message) => message.fatal)).toEqual([]);
  return result.messages.filter((message) => message.severity === 2).map((message) => message.ruleId);
}

describe('the lint rules are live', { timeout: 60_000 }, () => {
  it('fails on a floating promise', async () => {
    expect(await errorsOf('floatingPromise.ts')).toEqual(['@typescript-eslint/no-floating-promises']);
  });
  it('fails on an import cycle', async () => {
    expect(await errorsOf('cycleA.ts')).toEqual(['import-x/no-cycle']);
  });
});
