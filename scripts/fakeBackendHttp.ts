import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { createToolServer } from './toolServer.mjs';

type Dispatch = (request: Request, path: string) => Promise<Response>;

/** The router the tests use (mocks/handlers.ts dispatches the same way), with every resource registered. */
async function dispatcherOf(server: ViteDevServer): Promise<Dispatch> {
  // Routes register when their resource's module loads (mocks/routes.ts): here all of them at once.
  await (await server.ssrLoadModule('/mocks/routes.ts')).allRoutes();
  // In node the seed is built on the first call (the browser's worker reads it from IndexedDB instead).
  await (await server.ssrLoadModule('/mocks/server/db.ts')).loadSeedBuilder();
  const router = await server.ssrLoadModule('/mocks/server/router.ts');
  return router.dispatch as Dispatch;
}

async function fetchRequestOf(req: IncomingMessage, url: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, one);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks);
  return new Request(new URL(url, `http://${req.headers.host ?? 'localhost'}`), { method, headers, body });
}

async function reply(res: ServerResponse, response: Response) {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Answers `<base>/v1.0/<path>` with the fake backend; anything else goes on to Vite. */
function apiMiddleware(base: string, dispatcher: () => Promise<Dispatch>): Connect.NextHandleFunction {
  const prefix = `${base}/v1.0/`;
  return (req, res, next) => {
    const url = req.originalUrl ?? req.url ?? '';
    const pathname = url.split('?')[0];
    if (!pathname.startsWith(prefix)) return next();
    void (async () => {
      const dispatch = await dispatcher();
      await reply(res, await dispatch(await fetchRequestOf(req, url), pathname.slice(prefix.length)));
    })().catch((error: unknown) => {
      // A call the browser gave up on its way (a reload during the first load) leaves nobody to answer, and it is
      // no fault of the code: handed on, Vite's error handler put 'aborted' in every open page's error overlay.
      if (req.destroyed || res.destroyed) return;
      next(error);
    });
  };
}

/**
 * Demo mode only: the dev server and `vite preview` also answer the API path over real HTTP with the fake backend,
 * so a client outside the page (the contract tour, curl) can reach it. The pages keep their in-page backend (msw
 * catches their calls before they leave the browser); with a real host (VITE_USE_MOCK=false) nothing is added.
 * The preview has no module graph: its backend is loaded on the first call by a module-loading Vite server.
 */
export function fakeBackendHttp(): Plugin {
  let enabled = false;
  let base = '/api';
  let mode = 'demo';
  let root = process.cwd();
  return {
    name: 'fake-backend-http',
    configResolved(config) {
      const env = config.env as Record<string, string | undefined>;
      enabled = env.VITE_USE_MOCK === 'true';
      const url = env.VITE_API_URL ?? '';
      base = url.startsWith('/') ? url.replace(/\/$/, '') : '/api';
      mode = config.mode;
      root = config.root;
    },
    configureServer(server) {
      if (!enabled) return;
      let dispatcher: Promise<Dispatch> | undefined;
      server.middlewares.use(apiMiddleware(base, () => (dispatcher ??= dispatcherOf(server))));
    },
    configurePreviewServer(server) {
      if (!enabled) return;
      let loader: Promise<ViteDevServer> | undefined;
      let dispatcher: Promise<Dispatch> | undefined;
      const load = async () => dispatcherOf(await (loader ??= createToolServer({ mode, root })));
      server.middlewares.use(apiMiddleware(base, () => (dispatcher ??= load())));
      server.httpServer.once('close', () => void loader?.then((tools) => tools.close()));
    },
  };
}
