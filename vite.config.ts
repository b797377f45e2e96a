/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { FIRST_SCREEN_INPUTS, firstScreenChunks } from './tests/bench/firstScreenChunk.ts';
import { contentSecurityPolicy } from './src/api/csp.ts';
import { fakeBackendHttp } from './scripts/fakeBackendHttp.ts';

const firstScreen = firstScreenChunks();

/** Built pages carry the CSP as a meta tag (the dev server's inline React refresh preamble would be blocked). */
const csp = (apiUrl: string | undefined): Plugin => ({
  name: 'content-security-policy',
  apply: 'build',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(apiUrl || '/api') },
      injectTo: 'head-prepend',
    },
  ],
});

/**
 * node-polyglot (react-admin's translator, on the boot script) requires two ES shims: `object.entries`, which brings
 * get-intrinsic and a dozen helpers (~5 kB gzip), and `hasown`, which brings function-bind (~1 kB). Every browser
 * the app supports has Object.entries and Object.hasOwn (the same answer as hasown's hasOwnProperty.call).
 */
const NATIVE_SHIMS: Record<string, string> = {
  'object.entries': 'module.exports = Object.entries;',
  hasown: 'module.exports = Object.hasOwn;',
};
const nativeShims = (): Plugin => ({
  name: 'native-shims',
  enforce: 'pre',
  resolveId: (source) => (Object.hasOwn(NATIVE_SHIMS, source) ? `\0${source}` : null),
  load: (id) =>
    id.startsWith('\0') && Object.hasOwn(NATIVE_SHIMS, id.slice(1)) ? NATIVE_SHIMS[id.slice(1)] : null,
});

/**
 * The chunks the boot script always imports (the app, and in the demo msw and the backend's worker), with what
 * they import, preloaded by the page itself: otherwise their download starts only once the boot script has run.
 */
const BOOT_IMPORTS = ['src/App.tsx', 'mocks/browser.ts', 'mocks/backendWorker.ts'];
const preloadBootImports = (): Plugin => ({
  name: 'preload-boot-imports',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) => {
      const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
      const preloaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
      const wanted = new Set<string>();
      const add = (fileName: string) => {
        if (preloaded.has(fileName) || wanted.has(fileName) || html.includes(fileName)) return;
        wanted.add(fileName);
        byFile.get(fileName)?.imports.forEach(add);
      };
      chunks
        .filter((chunk) => BOOT_IMPORTS.some((path) => chunk.facadeModuleId?.endsWith(path)))
        .filter((chunk) => entry?.dynamicImports.includes(chunk.fileName))
        .forEach((chunk) => add(chunk.fileName));
      return [...wanted].map((fileName) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
        injectTo: 'head' as const,
      }));
    },
  },
});

export default defineConfig(({ mode }) => ({
  // msw's cookie jar looks up the page's host in the public-suffix list; the demo needs only the default rule.
  resolve: {
    alias: [
      {
        find: /^tldts$/,
        replacement: fileURLToPath(new URL('./mocks/vendor/publicSuffix.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    nativeShims(),
    react(),
    preloadBootImports(),
    csp(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL),
    fakeBackendHttp(),
  ],
  server: { port: 5173 },
  // The dev server's dependency scan starts from index.html and follows its imports, but not the fake backend's
  // worker (started by URL): without it, the worker's own dependencies were found on its first run, and the
  // optimizer reloaded the page in the middle of its first start.
  optimizeDeps: { entries: ['index.html', 'mocks/worker.ts'] },
  preview: { port: 4173 },
  // The fake backend's worker (mocks/worker.ts) is split too: each resource's routes load on its first call.
  worker: { format: 'es' },
  build: {
    // The first screen must stay small: vendor code is split so the route chunks stay thin.
    chunkSizeWarningLimit: 1200,
    // tests/bench/budget.mjs reads the first screen's chunks from it.
    manifest: true,
    rolldownOptions: {
      // The app shell and the order list are inputs too, so what they import statically is tagged `$initial`.
      input: FIRST_SCREEN_INPUTS,
      output: {
        // React in one chunk; the boot script's modules in one, the rest of the first screen in one (see
        // tests/bench/firstScreenChunk.ts); the lazy screens' own modules are split by use.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: firstScreen.boot, debugName: 'boot', tags: ['$initial'], priority: 2 },
            { name: firstScreen.app, debugName: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  // Three tiers, each runnable alone (`npm test -- --project unit`): pure rules in node with no setup; the fake
  // backend's rules in node against msw/node; screens in jsdom against msw/node (tests/setup.ts).
  test: {
    globals: true,
    // A ceiling for a whole test: a screen test takes a few seconds alone, many times that on a loaded machine.
    testTimeout: 60_000,
    // vitest's default is one worker less than the cores: one worker on CI's 2-core machine, with the main
    // process mostly idle once the modules are transformed. Two keep both cores busy.
    maxWorkers: 2,
    // Worker threads rather than child processes: 318 s against 344 s for the whole suite on a quiet 2-core
    // machine; a third worker made it slower (365 s).
    pool: 'threads',
    env: {
      VITE_API_CREDENTIAL: 'test-credential',
      VITE_API_URL: 'http://localhost/api',
      VITE_MOCK_LATENCY: '0',
    },
    projects: [
      {
        extends: true,
        // Pure rules share their modules between the files of a worker (no file keeps state in a module).
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'backend',
          environment: 'node',
          include: ['tests/backend/**/*.test.ts'],
          setupFiles: ['./tests/setup-backend.ts'],
          // The fake backend's modules are loaded once per worker, not once per file: every test starts from the
          // seed's snapshot with empty storage (tests/fakeBackend.ts), and what a module keeps beside the store is
          // forgotten at that reset (`onResetDb`), so no state passes from a file to the next. Measured on a busy
          // machine: 160 s for the tier with a module graph per file, 47 s with one per worker.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: [
            './tests/setup-realm.ts',
            './tests/setup-jsdom.ts',
            './tests/setup-react.ts',
            './tests/setup.ts',
          ],
          // A worker's files share its jsdom and the packages' modules (react, MUI, react-admin: ~1.1 s to load,
          // and ~0.7 s for a jsdom, per file otherwise); our own modules are loaded afresh for each file
          // (`vi.resetModules` in tests/setup.ts), so no state of ours passes from a file to the next. Measured here:
          // 220 s for the tier with a worker per file, 106-119 s with shared workers.
          isolate: false,
        },
      },
    ],
  },
}));
