import { createServer } from 'vite';

/**
 * A Vite server that serves nothing and only loads modules for node (SSR): `import.meta.env` holds the mode's .env
 * values and the app's TypeScript modules import as in the tests. scripts/run.mjs runs the tools with it and the
 * preview server loads the fake backend with it (scripts/fakeBackendHttp.ts).
 */
export const createToolServer = ({ mode, root = process.cwd() }) =>
  createServer({
    configFile: false,
    root,
    mode,
    logLevel: 'error',
    appType: 'custom',
    // No watcher, no HMR socket, no dependency scan of the pages.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
