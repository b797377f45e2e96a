import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * One `no-restricted-imports` rule per layer: which imports a folder may not make, and why.
 * @param {string[]} files
 * @param {[regex: string, message: string, allowTypeImports?: boolean][]} forbidden
 * @returns {import('eslint').Linter.Config}
 */
const layer = (files, forbidden) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map(([regex, message, allowTypeImports = false]) => ({
          regex,
          message: `Layer rule: ${message}`,
          allowTypeImports,
        })),
      },
    ],
  },
});

const SCREENS = ['src/resources/**', 'src/pages/**', 'src/layout/**', 'src/components/**', 'src/routing/**'];
/** The page imports the contract's types only: its zod schemas stay in the fake backend and the tools. */
const CONTRACT_TYPES = [
  '(^|/)api/contract(/|$)',
  'the page imports only the types of the API contract (import type).',
  true,
];
const NO_WIRE = [
  CONTRACT_TYPES,
  ['(^|/)api/(client|adminToken)$', 'screens reach the backend only through the dataProvider.'],
  ['(^|/)mocks/', 'the fake backend is reached over HTTP, never imported.'],
];

export const layerRules = [
  // Not even the contract's types: a rule's types are the domain's own, and the contract's schemas are checked
  // against them (every type has one owner; no import cycle between the two).
  layer(['src/domain/**'], [['^\\.\\./', 'the domain imports nothing of ours but other domain modules.']]),
  layer(
    ['mocks/**'],
    [
      [
        '(^|/)src/(?!domain/|api/encode$|api/contract/|session/session$)',
        'the fake backend knows the contract and the domain, never a screen or a provider.',
      ],
    ],
  ),
  layer(
    ['src/components/**'],
    [['(^|/)resources/', 'shared components know no particular resource.'], ...NO_WIRE],
  ),
  layer(
    SCREENS.filter((glob) => glob !== 'src/components/**'),
    NO_WIRE,
  ),
  layer(
    ['src/api/**', 'src/session/**', 'src/providers/**'],
    [
      CONTRACT_TYPES,
      ['(^|/)(resources|pages|layout|components)/', 'the wire and the providers know no screen.'],
      ['(^|/)mocks/', 'the fake backend is reached over HTTP, never imported.'],
    ],
  ),
];

export default tseslint.config(
  {
    ignores: [
      // Break the rules on purpose: tests/unit/lintRules.test.ts lints them to prove the rules are live.
      'tests/lint-fixtures',
      'dist',
      'dist-demo',
      'dist-bench',
      // tests/e2e/specs/live.test.mjs builds it (a production build on the HTTP fake backend).
      'dist-live-http',
      '.bench',
      'coverage',
      'public/mockServiceWorker.js',
      'node_modules',
    ],
  },
  {
    extends: [
      js.configs.recommended,
      ...tseslint.configs.recommended,
      reactHooks.configs.flat['recommended-latest'],
    ],
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
      // The type-checked rules below read the program's types (tsconfig.app.json, tsconfig.node.json).
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A promise is awaited, returned, or explicitly let go with `void`; never handed where a void callback goes.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/require-await': 'off',
      // No import cycle: every type has one owner (docs/architecture.md). no-cycle skips `import type`;
      // scripts/importCycles.ts (`npm run cycles`, the end of `npm run lint`) counts type imports and import() too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The layers of docs/architecture.md, checked on every import (tests/unit/layers.test.ts proves the rules are live).
  ...layerRules,
  // One Save button (src/components/SaveButton.tsx): disabled while its save is on its way, so a double click on a
  // slow answer saves once (issue 29). react-admin's own, with `alwaysEnable`, stays enabled while submitting.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/SaveButton.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='react-admin'] > ImportSpecifier[imported.name='SaveButton']",
          message: "Use src/components/SaveButton.tsx: react-admin's SaveButton stays enabled while saving.",
        },
      ],
    },
  },
  // Every form has the same protections (src/components/forms/Form.tsx): drafts, the leave-page warning, the first
  // error focused (issue #30). react-admin's own Form and SimpleForm are wrapped there and imported nowhere else.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/components/forms/Form.tsx',
      'src/components/SaveButton.tsx',
      'src/providers/useAppDataProvider.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='react-admin'] > ImportSpecifier[imported.name='useDataProvider']",
          message:
            "Use src/providers/useAppDataProvider.ts: react-admin's answers a typed method refused at logout with { data: {} }.",
        },
        {
          selector:
            "ImportDeclaration[source.value='react-admin'] > ImportSpecifier[imported.name='SaveButton']",
          message: "Use src/components/SaveButton.tsx: react-admin's SaveButton stays enabled while saving.",
        },
        {
          selector:
            "ImportDeclaration[source.value='react-admin'] > ImportSpecifier[imported.name=/^(Form|SimpleForm|TabbedForm|LongForm)$/]",
          message:
            'Use src/components/forms/Form.tsx: every form keeps a draft, warns before leaving and focuses its first error.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
  },
);
