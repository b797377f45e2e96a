import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of docs/architecture.md are ESLint rules (eslint.config.js, `layerRules`): a wrong import
 * fails `npm run lint`. Each case lints one line as if it stood in a file of that folder.
 */
// The cases are lines of files that do not exist, which the type-checked rules' project service cannot find (a
// fatal parsing error instead of the layer's message): they are linted without type information.
const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked });

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
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
  // The contract's zod schemas stay off the page: screens, providers and the domain import its types only.
  ['src/resources/promocodes/x.tsx', "import { x } from '../../api/contract/promocodes';"],
  ['src/providers/x.ts', "import { x } from '../api/contract';"],
  ['src/domain/x.ts', "import { x } from '../api/contract/promocodes';"],
];

const RIGHT: [string, string][] = [
  ['src/domain/x.ts', "import { x } from './pricing';"],
  ['mocks/resources/x.ts', "import { x } from '../../src/domain/pricing';"],
  ['src/components/x.tsx', "import { x } from '../domain/statuses';"],
  ['src/resources/orders/x.tsx', "import { x } from '../../providers/dataProvider';"],
  ['src/resources/promocodes/x.tsx', "import type { x } from '../../api/contract/promocodes';"],
  ['src/domain/x.ts', "import type { x } from '../api/contract/promocodes';"],
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
