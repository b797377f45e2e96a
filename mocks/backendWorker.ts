import type { FromWorker, Reply, ToWorker } from './protocol';
import { changeOf, clearStoredChanges, readChanges, reportStorageProblem, writeRecord } from './demoStorage';

/**
 * The demo backend's Web Worker (mocks/worker.ts), which holds the data, and the page's side of its messages: msw
 * (mocks/browser.ts) hands it each API call; the page only keeps the changes in localStorage, written before the
 * answer is returned so a reload right after a save keeps it. Started first thing by src/main.tsx, from a chunk of
 * its own (no msw in it), so the worker reads its seed while the page loads the app and msw.
 */
export function startBackendWorker() {
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

  const forward = async (request: Request) => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    const id = nextId++;
    return new Promise<Reply>((resolve) => {
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
    });
  };
  return { forward, ready };
}

export type BackendWorker = ReturnType<typeof startBackendWorker>;
