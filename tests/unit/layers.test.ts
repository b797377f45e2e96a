import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { layerRules } from '../../eslint.config.js';

/**
 * The import rules of docs/architecture.md are ESLint rules (eslint.config.js, `layerRules`): a wrong import
 * fails `npm run lint`. Each case lints one line as if it stood in a file of that folder, with the layer rules
 * alone (the project's type-checked rules need a file on disk: tests/unit/lintRules.test.ts covers those).
 */
const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...layerRules],
});

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  expect(result.messages.filter((message) => message.fatal)).toEqual([]);
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

const WRONG: [string, string][] = [
  ['src/domain/x.ts', "import { x } from '../session/session';"],
  ['src/domain/x.ts', "import { x } from '../providers/dataProvider';"],
  ['mocks/resources/x.ts', "import { x } from '../../src/resources/orders/OrderList';"],
  ['mocks/resources/x.ts', "import { x } from '../../src/providers/dataProvider';"],
  ['src/components/x.tsx', "import { x } from '../resources/orders/fields';"],
  ['src/components/x.tsx', "import { x } from '../api/client';"],
  ['src/resources/orders/x.tsx', "import { x } from '../../api/client';"],
  ['src/pages/x.tsx', "import { x } from '../../mocks/server/db';"],
  ['src/providers/x.ts', "import { x } from '../resources/orders/OrderList';"],
  // The contract's zod schemas stay off the page: screens and providers import its types only.
  ['src/resources/promocodes/x.tsx', "import { x } from '../../api/contract/promocodes';"],
  ['src/providers/x.ts', "import { x } from '../api/contract';"],
  // The domain owns its types and imports nothing of the contract, not even a type (the contract imports it).
  ['src/domain/x.ts', "import { x } from '../api/contract/promocodes';"],
  ['src/domain/x.ts', "import type { x } from '../api/contract/promocodes';"],
];

const RIGHT: [string, string][] = [
  ['src/domain/x.ts', "import { x } from './pricing';"],
  ['mocks/resources/x.ts', "import { x } from '../../src/domain/pricing';"],
  ['src/components/x.tsx', "import { x } from '../domain/statuses';"],
  ['src/resources/orders/x.tsx', "import { x } from '../../providers/dataProvider';"],
  ['src/resources/promocodes/x.tsx', "import type { x } from '../../api/contract/promocodes';"],
  ['src/api/contract/x.ts', "import { x } from '../../domain/pricing';"],
  ['mocks/resources/x.ts', "import { x } from '../../src/api/contract/promocodes';"],
];

describe('layer rules', () => {
  it.each(WRONG)('refuses in %s: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });
  it.each(RIGHT)('allows in %s: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(0);
  });
});
