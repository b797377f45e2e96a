import { describe, expect, it } from 'vitest';
import {
  cyclicComponents,
  cyclesIn,
  findCycles,
  globMatches,
  globsOf,
  graphOf,
  importsOf,
  readImports,
} from '../../scripts/importCycles';

/**
 * The import cycle check (scripts/importCycles.ts, `npm run cycles`): its pure part on made-up graphs, then the
 * real tree, which must have no cycle at all, type imports and lazy import() included.
 */
const graph = (links: Record<string, string[]>) =>
  new Map(Object.entries(links).map(([from, to]) => [from, new Set(to)]));

/** Made-up modules by file name; a specifier './x' names x.ts or x.tsx. */
const graphOfSources = (sources: Record<string, string>) => {
  const fileOf = (specifier: string) =>
    Object.keys(sources).find((file) => file.replace(/\.tsx?$/, '') === specifier.slice(2)) ?? specifier;
  return graphOf(
    Object.entries(sources).flatMap(([file, text]) =>
      importsOf(file, text).map(({ specifier }) => ({ from: file, to: fileOf(specifier) })),
    ),
  );
};

describe('findCycles', () => {
  it('finds a cycle and gives it as a closed chain from its first module', () => {
    expect(findCycles(graph({ c: ['a', 'd'], a: ['b'], b: ['c'], d: [] }))).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('finds a module that imports itself', () => {
    expect(findCycles(graph({ a: ['a', 'b'], b: [] }))).toEqual([['a', 'a']]);
  });

  it('gives one chain per knot, the shortest through its first module', () => {
    const knots = graph({ a: ['b', 'c'], b: ['c', 'a'], c: ['a'], d: ['e'], e: ['d', 'a'] });
    expect(cyclicComponents(knots)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(findCycles(knots)).toEqual([
      ['a', 'b', 'a'],
      ['d', 'e', 'd'],
    ]);
  });

  it('finds none in an acyclic graph', () => {
    expect(findCycles(graph({ a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }))).toEqual([]);
    expect(findCycles(graph({}))).toEqual([]);
  });

  it('walks a long chain without recursion', () => {
    const modules = Array.from({ length: 20000 }, (_, at) => `m${String(at).padStart(5, '0')}`);
    const chain = graph(
      Object.fromEntries(modules.map((module, at) => [module, modules.slice(at + 1, at + 2)])),
    );
    expect(findCycles(chain)).toEqual([]);
    chain.get(modules[modules.length - 1])!.add(modules[0]);
    expect(findCycles(chain)[0]).toHaveLength(modules.length + 1);
  });
});

describe('importsOf', () => {
  it('reads every kind of import, type imports and import() included', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "import { type E, e } from './e';",
      "import './f';",
      "export { g } from './g';",
      "export type { H } from './h';",
      "export * from './i';",
      "const J = () => import('./j');",
      "type K = typeof import('./k');",
      "let l: import('./l').L;",
      "// import { m } from './m';",
      'const n = \'import { n } from "./n"\';',
    ].join('\n');
    expect(importsOf('x.ts', text)).toEqual([
      { specifier: './a', kind: 'value' },
      { specifier: './b', kind: 'type' },
      { specifier: './c', kind: 'type' },
      { specifier: './e', kind: 'value' },
      { specifier: './f', kind: 'value' },
      { specifier: './g', kind: 'value' },
      { specifier: './h', kind: 'type' },
      { specifier: './i', kind: 'value' },
      { specifier: './j', kind: 'dynamic' },
      { specifier: './k', kind: 'type' },
      { specifier: './l', kind: 'type' },
    ]);
  });

  it('makes a cycle of type imports alone a cycle (which import-x/no-cycle skips)', () => {
    const owners = graphOfSources({
      'contract.ts': "import type { Figures } from './domain';\nexport const schema = 1;",
      'domain.ts': "export type { Shape } from './contract';\nexport interface Figures { n: number }",
      'screen.tsx': "import type { Figures } from './domain';",
    });
    expect(findCycles(owners)).toEqual([['contract.ts', 'domain.ts', 'contract.ts']]);
  });

  it('makes a lazy import() back to its importer a cycle', () => {
    const menu = graphOfSources({
      'menu.tsx': "const Content = lazy(() => import('./content'));\nexport const width = 240;",
      'content.tsx': "import { width } from './menu';",
    });
    expect(findCycles(menu)).toEqual([['content.tsx', 'menu.tsx', 'content.tsx']]);
  });

  it('finds none when the shared part has a module of its own', () => {
    const menu = graphOfSources({
      'menu.tsx': "import { width } from './width';\nconst Content = lazy(() => import('./content'));",
      'content.tsx': "import { width } from './width';",
      'width.ts': 'export const width = 240;',
    });
    expect(findCycles(menu)).toEqual([]);
  });
});

describe('globsOf', () => {
  it("reads Vite's import.meta.glob: its patterns, eager or lazy", () => {
    const text = [
      "const lazy = import.meta.glob('./resources/*.ts');",
      "const eager = import.meta.glob(['./*/index.ts', '!./x/index.ts'], { eager: true });",
      "const raw = import.meta.glob<string>('../src/**/*.tsx', { query: '?raw', import: 'default' });",
    ].join('\n');
    expect(globsOf('m/routes.ts', text)).toEqual([
      { patterns: ['./resources/*.ts'], kind: 'dynamic' },
      { patterns: ['./*/index.ts', '!./x/index.ts'], kind: 'value' },
      { patterns: ['../src/**/*.tsx'], kind: 'dynamic' },
    ]);
  });

  it('matches the files of a pattern, relative to the importer, leaving out the ! ones and the importer', () => {
    const files = [
      '/r/m/a/index.ts',
      '/r/m/x/index.ts',
      '/r/m/a/b/index.ts',
      '/r/m/index.ts',
      '/r/s/c/d.tsx',
    ];
    expect(globMatches('/r/m/index.ts', ['./*/index.ts', '!./x/index.ts'], files, '/r')).toEqual([
      '/r/m/a/index.ts',
    ]);
    expect(globMatches('/r/m/index.ts', ['./*.ts'], files, '/r')).toEqual([]);
    expect(globMatches('/r/t/x.ts', ['../s/**/*.tsx', '/m/a/**/*.ts'], files, '/r')).toEqual([
      '/r/m/a/index.ts',
      '/r/m/a/b/index.ts',
      '/r/s/c/d.tsx',
    ]);
  });
});

describe('the tree', () => {
  it('reads type imports and lazy imports among its modules', () => {
    const edges = readImports();
    const has = (from: string, to: string, kind: string) =>
      edges.some((edge) => edge.from === from && edge.to === to && edge.kind === kind);
    expect(has('src/layout/Menu.tsx', 'src/layout/MenuContent.tsx', 'dynamic')).toBe(true);
    expect(has('src/api/contract/analytics.ts', 'src/domain/analytics.ts', 'type')).toBe(true);
    // The fake backend's route modules, each loaded on its first call (import.meta.glob in mocks/routes.ts).
    expect(has('mocks/routes.ts', 'mocks/resources/orders/index.ts', 'dynamic')).toBe(true);
    expect(edges.some((edge) => edge.from.startsWith('mocks/'))).toBe(true);
    expect(edges.some((edge) => edge.from.startsWith('tests/'))).toBe(true);
  });

  it('has no import cycle (src, mocks, i18n, scripts, tests)', () => {
    expect(cyclesIn().map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
