import ts from 'typescript';

/**
 * `npm run cycles` (and the end of `npm run lint`): every import cycle among our own modules, type imports and lazy
 * `import()` included. eslint-plugin-import-x's no-cycle skips `import type`, so a cycle made of types alone (two
 * owners for one type) passes it; this check reads every import the TypeScript way and fails on any cycle.
 *
 *   node scripts/run.mjs scripts/importCycles.ts
 *
 * It reads the files through TypeScript's own `ts.sys` (no node types), so a unit test imports it as it is.
 */

/** How one module imports another: `import`/`export ... from`, `import type`/`export type`, or a lazy `import()`. */
export type ImportKind = 'value' | 'type' | 'dynamic';

/** Module -> the modules it imports (every module of the tree is a key, with no import or some). */
export type ImportGraph = ReadonlyMap<string, ReadonlySet<string>>;

/** The folders whose .ts/.tsx modules the check reads, relative to the repository's root. */
export const FOLDERS = ['src', 'mocks', 'i18n', 'scripts', 'tests'];

const targetsIn = (graph: ImportGraph) => (node: string) => [...(graph.get(node) ?? [])].sort();

/**
 * The strongly connected components of `graph` (Tarjan, iterative) that hold a cycle: two modules or more, or one
 * that imports itself; each sorted, in order of their first module.
 */
export function cyclicComponents(graph: ImportGraph): string[][] {
  const nodes = [
    ...new Set([...graph.keys(), ...[...graph.values()].flatMap((targets) => [...targets])]),
  ].sort();
  const targetsOf = targetsIn(graph);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;

  for (const root of nodes) {
    if (index.has(root)) continue;
    // Each frame: a node and the next of its targets to visit.
    const frames: { node: string; targets: string[]; next: number }[] = [];
    const open = (node: string) => {
      index.set(node, counter);
      low.set(node, counter);
      counter++;
      stack.push(node);
      onStack.add(node);
      frames.push({ node, targets: targetsOf(node), next: 0 });
    };
    open(root);
    while (frames.length) {
      const frame = frames[frames.length - 1];
      if (frame.next < frame.targets.length) {
        const target = frame.targets[frame.next++];
        if (!index.has(target)) open(target);
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      components.push(component.sort());
    }
  }

  return components
    .filter((component) => component.length > 1 || targetsOf(component[0]).includes(component[0]))
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/**
 * The import cycles of `graph`: one per cyclic component, the shortest closed chain `[a, b, ..., a]` from its first
 * module in sort order back to it. An empty list: the graph has no cycle.
 */
export const findCycles = (graph: ImportGraph): string[][] =>
  cyclicComponents(graph).map((component) =>
    shortestCycle(component[0], new Set(component), targetsIn(graph)),
  );

/** The shortest closed chain from `start` back to itself inside one component (breadth first). */
function shortestCycle(start: string, within: ReadonlySet<string>, targetsOf: (node: string) => string[]) {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const node = queue[at];
    for (const target of targetsOf(node)) {
      if (!within.has(target)) continue;
      if (target === start) {
        const chain = [node];
        while (chain[0] !== start) chain.unshift(cameFrom.get(chain[0])!);
        return [...chain, start];
      }
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, node);
      queue.push(target);
    }
  }
  return [start, start];
}

/** The modules one file imports, by specifier and kind, read from its syntax tree (no type checking). */
export function importsOf(fileName: string, text: string): { specifier: string; kind: ImportKind }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: { specifier: string; kind: ImportKind }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, kind: typeOnly ? 'type' : 'value' });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly =
        node.isTypeOnly ||
        (!!node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((element) => element.isTypeOnly));
      found.push({ specifier: node.moduleSpecifier.text, kind: typeOnly ? 'type' : 'value' });
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push({
        specifier: node.moduleReference.expression.text,
        kind: node.isTypeOnly ? 'type' : 'value',
      });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, kind: 'dynamic' });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      // `typeof import('./x')`, `import('./x').Y` in a type.
      found.push({ specifier: node.argument.literal.text, kind: 'type' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The modules one file reaches through Vite's `import.meta.glob(patterns, { eager })`: its literal patterns (a
 * `!` pattern leaves files out) and whether the modules are imported at once (eager) or each by a lazy import().
 */
export function globsOf(fileName: string, text: string): { patterns: string[]; kind: ImportKind }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: { patterns: string[]; kind: ImportKind }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'glob' &&
      ts.isMetaProperty(node.expression.expression) &&
      node.expression.expression.keywordToken === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0]
    ) {
      const [first, options] = node.arguments;
      const literals = ts.isArrayLiteralExpression(first) ? [...first.elements] : [first];
      const patterns = literals.filter(ts.isStringLiteralLike).map((literal) => literal.text);
      const eager =
        !!options &&
        ts.isObjectLiteralExpression(options) &&
        options.properties.some(
          (property) =>
            ts.isPropertyAssignment(property) &&
            property.name.getText(source) === 'eager' &&
            property.initializer.kind === ts.SyntaxKind.TrueKeyword,
        );
      found.push({ patterns, kind: eager ? 'value' : 'dynamic' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A glob pattern (`*`, `**`, `?`), already resolved to an absolute path, as a regular expression. */
const globPattern = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split(/(\*\*\/|\*|\?)/)
      .map((part) =>
        part === '**/'
          ? '(?:[^/]+/)*'
          : part === '*'
            ? '[^/]*'
            : part === '?'
              ? '[^/]'
              : part.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')}$`,
  );

/** The files among `files` that a file's glob patterns match (relative to the file, or `/` to the root). */
export function globMatches(
  fileName: string,
  patterns: readonly string[],
  files: readonly string[],
  root: string,
) {
  const folder = fileName.slice(0, fileName.lastIndexOf('/'));
  const absolute = (pattern: string) =>
    pattern.startsWith('/')
      ? `${root}${pattern}`
      : ts.sys.resolvePath(`${folder}/${pattern}`).replace(/\\/g, '/');
  const take = patterns
    .filter((pattern) => !pattern.startsWith('!'))
    .map((pattern) => globPattern(absolute(pattern)));
  const leave = patterns
    .filter((pattern) => pattern.startsWith('!'))
    .map((pattern) => globPattern(absolute(pattern.slice(1))));
  return files.filter(
    (file) =>
      file !== fileName && take.some((rule) => rule.test(file)) && !leave.some((rule) => rule.test(file)),
  );
}

/** The .ts/.tsx modules under one folder (absolute paths with `/`), node_modules and dot folders left out. */
const modulesUnder = (root: string, folder: string) =>
  ts.sys
    .readDirectory(`${root}/${folder}`, ['.ts', '.tsx'])
    .filter(
      (path) =>
        !path
          .slice(root.length)
          .split('/')
          // tests/lint-fixtures holds a cycle on purpose (tests/unit/lintRules.test.ts).
          .some((part) => part === 'node_modules' || part === 'lint-fixtures' || part.startsWith('.')),
    )
    .sort();

/** The compiler options of tsconfig.app.json, with which imports are resolved. */
function compilerOptions(root: string): ts.CompilerOptions {
  const configFile = `${root}/tsconfig.app.json`;
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configFile).options;
}

/**
 * Every import between our modules (`from` and `to` relative to the root, with `/`), in file order; a glob import
 * (`import.meta.glob`) links to every module its patterns match.
 */
export function readImports(
  root = ts.sys.getCurrentDirectory(),
): { from: string; to: string; kind: ImportKind }[] {
  const base = ts.sys.resolvePath(root).replace(/\\/g, '/').replace(/\/$/, '');
  const options = compilerOptions(base);
  const files = FOLDERS.flatMap((folder) => modulesUnder(base, folder));
  const known = new Set(files);
  const name = (path: string) => path.slice(base.length + 1);
  const edges: { from: string; to: string; kind: ImportKind }[] = [];
  for (const file of files) {
    for (const { specifier, kind } of importsOf(file, ts.sys.readFile(file) ?? '')) {
      const { resolvedModule } = ts.resolveModuleName(specifier, file, options, ts.sys);
      if (!resolvedModule || resolvedModule.isExternalLibraryImport) continue;
      const target = ts.sys.resolvePath(resolvedModule.resolvedFileName).replace(/\\/g, '/');
      if (known.has(target)) edges.push({ from: name(file), to: name(target), kind });
    }
    for (const { patterns, kind } of globsOf(file, ts.sys.readFile(file) ?? ''))
      for (const target of globMatches(file, patterns, files, base))
        edges.push({ from: name(file), to: name(target), kind });
  }
  return edges;
}

/** The graph of a list of imports, every module that imports or is imported a key. */
export function graphOf(edges: readonly { from: string; to: string }[]): ImportGraph {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!graph.has(to)) graph.set(to, new Set());
    const targets = graph.get(from) ?? new Set<string>();
    targets.add(to);
    graph.set(from, targets);
  }
  return graph;
}

/** The import cycles of the tree at `root`, each a closed chain of paths. */
export const cyclesIn = (root = ts.sys.getCurrentDirectory()) => findCycles(graphOf(readImports(root)));

export async function main(): Promise<number> {
  const edges = readImports();
  const graph = graphOf(edges);
  const components = cyclicComponents(graph);
  const cycles = findCycles(graph);
  if (!cycles.length) {
    console.log(
      `no import cycle among ${new Set(edges.flatMap((edge) => [edge.from, edge.to])).size} modules`,
    );
    return 0;
  }
  // The kinds of import between two modules, to say which link is a type or a lazy import.
  const kinds = new Map<string, Set<ImportKind>>();
  for (const { from, to, kind } of edges) {
    const key = `${from}\n${to}`;
    kinds.set(key, (kinds.get(key) ?? new Set()).add(kind));
  }
  console.error(
    `${cycles.length} import cycle${cycles.length === 1 ? '' : 's'} (type imports and import() count):`,
  );
  cycles.forEach((cycle, at) => {
    const links = cycle.slice(1).map((to, step) => {
      const through = kinds.get(`${cycle[step]}\n${to}`) ?? new Set();
      return `  -> ${to}${through.has('value') ? '' : `  (${[...through].join(', ')})`}`;
    });
    const others = components[at].filter((module) => !cycle.includes(module));
    const more = others.length ? `\n     and in the same knot: ${others.join(', ')}` : '';
    console.error(`\n  ${cycle[0]}\n${links.join('\n')}${more}`);
  });
  return 1;
}
