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
 * node-polyglot (react-admin's translator, on the boot script) requires `object.entries`, an ES2017 shim that brings
 * get-intrinsic and a dozen helpers (~5 kB gzip); every browser the app supports has Object.entries.
 */
const nativeObjectEntries = (): Plugin => ({
  name: 'native-object-entries',
  enforce: 'pre',
  resolveId: (source) => (source === 'object.entries' ? '\0object.entries' : null),
  load: (id) => (id === '\0object.entries' ? 'module.exports = Object.entries;' : null),
});

export default defineConfig(({ mode }) => ({
  // msw's cookie jar looks up the page's host in the public-suffix list; the demo needs only the default rule.
  resolve: { alias: [{ find: /^tldts$/, replacement: fileURLToPath(new URL('./mocks/vendor/publicSuffix.ts', import.meta.url)) }] },
  plugins: [nativeObjectEntries(), react(), csp(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL), fakeBackendHttp()],
  server: { port: 5173 },
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
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./tests/setup-realm.ts', './tests/setup.ts'],
    include: ['tests/unit/**/*.test.ts', 'tests/component/**/*.test.tsx'],
    testTimeout: 20000,
    env: {
      VITE_API_CREDENTIAL: 'test-credential',
      VITE_API_URL: 'http://localhost/api',
      VITE_MOCK_LATENCY: '0',
    },
  },
}));
