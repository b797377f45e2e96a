import type { FromWorker, ToWorker } from './protocol';
import { changeOf, clearStoredChanges, readChanges, reportStorageProblem, writeRecord } from './demoStorage';

/**
 * The page's half of the demo backend: a service worker (public/demoServiceWorker.js) hands each API call to this
 * page, which forwards it to the backend's Web Worker (mocks/worker.ts), which holds the data; the page only keeps
 * the changes in localStorage, written before the answer is returned so a reload right after a save keeps it.
 * (msw's browser half did the service worker's part before: 155 kB of gzip, mostly a cookie store and the public
 * suffix list, before the first row.)
 */
function startBackendWorker() {
  const backend = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, (reply: FromWorker) => void>();
  let nextId = 1;
  backend.onmessage = (event: MessageEvent<FromWorker>) => {
    const reply = event.data;
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

  return (request: ApiRequest) =>
    new Promise<FromWorker>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      send({ type: 'request', id, ...request }, request.body ? [request.body] : []);
    });
}

/** What the service worker posts for each API call (public/demoServiceWorker.js). */
interface ApiRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** Resolves once this page's requests go through the service worker (a hard reload starts uncontrolled). */
async function controlled(registration: ServiceWorkerRegistration) {
  if (navigator.serviceWorker.controller) return;
  const taken = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
  worker?.postMessage('claim');
  await taken;
}

/** Starts the fake backend in the browser (demo mode only; the production build carries none of this). */
export async function startFakeBackend() {
  // The worker starts first: it reads or builds the seed while the service worker registers and the app loads.
  const forward = startBackendWorker();
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string } & ApiRequest>) => {
    if (event.data?.type !== 'demo-api-request') return;
    const { url, method, headers, body } = event.data;
    void forward({ url, method, headers, body }).then((reply) =>
      event.ports[0].postMessage({ status: reply.status, headers: reply.headers, body: reply.body }, [reply.body]),
    );
  });
  navigator.serviceWorker.startMessages();
  const registration = await navigator.serviceWorker.register('/demoServiceWorker.js', { scope: '/' });
  await controlled(registration);
}
