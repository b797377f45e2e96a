import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import type { FromWorker, Reply, ToWorker } from './protocol';
import { changeOf, clearStoredChanges, readChanges, reportStorageProblem, writeRecord } from './demoStorage';

/**
 * The page's half of the demo backend: msw catches each API call and hands it to the backend's Web Worker
 * (mocks/worker.ts), which holds the data; the page only keeps the changes in localStorage, written before the
 * answer is returned so a reload right after a save keeps it.
 */
function startBackendWorker() {
  const backend = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, (reply: Reply) => void>();
  let nextId = 1;
  let onReady = () => {};
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  backend.onmessage = (event: MessageEvent<FromWorker>) => {
    const reply = event.data;
    if (reply.type === 'ready') return onReady();
    if (reply.cleared) clearStoredChanges();
    for (const change of reply.changes) writeRecord(...change);
    if (reply.storageProblem) reportStorageProblem('the kept changes could not be loaded');
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  };
  const send = (message: ToWorker, transfer: Transferable[] = []) => backend.postMessage(message, transfer);
  send({ type: 'start', changes: readChanges(), screen: window.location.pathname.split('/')[1] ?? '' });
  // Another tab's change to a record reaches this tab's backend at once (storage events fire in the other tabs).
  window.addEventListener('storage', (event) => {
    try {
      const change = changeOf(event.key, event.newValue);
      if (change) send({ type: 'remote', change });
    } catch (error) {
      reportStorageProblem(error);
    }
  });

  const forwardedWaiters: (() => void)[] = [];
  const forward = async (request: Request) => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    const id = nextId++;
    const reply = await new Promise<Reply>((resolve) => {
      waiting.set(id, resolve);
      send(
        {
          type: 'request',
          id,
          url: request.url,
          method: request.method,
          headers: [...request.headers],
          body,
        },
        body ? [body] : [],
      );
      for (const done of forwardedWaiters.splice(0)) done();
    });
    return new HttpResponse(reply.body, { status: reply.status, headers: reply.headers });
  };
  /** Resolves when the next call has been handed to the worker. */
  const nextForwarded = () => new Promise<void>((resolve) => forwardedWaiters.push(resolve));
  return { forward, ready, nextForwarded };
}

/** msw waits for the worker's first-screen routes at most this long (a worker that fails must not stop the app). */
const READY_WAIT_MS = 1500;

/**
 * Starts the fake backend in the browser (demo mode only; the production build carries none of this). Answers
 * `nextForwarded()`: src/main.tsx waits for its first call to reach the worker before the first render, whose long
 * task would otherwise hold up msw's handling of that call on the page's main thread.
 */
export async function startFakeBackend() {
  // The worker starts first: it reads or builds the seed while the app loads. msw starts once the worker has
  // loaded the first screen's routes (mocks/routes.ts `preloadRoutes`).
  const { forward, ready, nextForwarded } = startBackendWorker();
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, READY_WAIT_MS))]);
  const worker = setupWorker(http.all(/\/v1\.0\/(.+)$/, ({ request }) => forward(request)));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  return { nextForwarded };
}
