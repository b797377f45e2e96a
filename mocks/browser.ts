import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import type { BackendWorker } from './backendWorker';

/** msw waits for the worker's first-screen routes at most this long (a worker that fails must not stop the app). */
const READY_WAIT_MS = 1500;

/** Starts the fake backend in the browser (demo mode only; the production build carries none of this). */
export async function startFakeBackend({ forward, ready }: BackendWorker) {
  // The worker was started first (src/main.tsx): it reads or builds the seed while the app loads. msw starts once
  // the worker has loaded the first screen's routes (mocks/routes.ts `preloadRoutes`).
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, READY_WAIT_MS))]);
  const worker = setupWorker(
    http.all(/\/v1\.0\/(.+)$/, async ({ request }) => {
      const reply = await forward(request);
      return new HttpResponse(reply.body, { status: reply.status, headers: reply.headers });
    }),
  );
  const registration = await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  const mockWorker = registration?.active;
  if (!mockWorker) return;
  stayActiveUntilPageHide(mockWorker);
  await controlledBy(mockWorker);
}

/** How long a page waits for msw's worker to take it over before it reloads, as msw itself does. */
const TAKEOVER_WAIT_MS = 5000;

/**
 * Resolves once msw's worker controls this page: only then do the page's calls reach it. A page loaded without a
 * controller (a hard reload; a tab opened while the worker was being replaced) is reloaded by msw when a
 * registration exists, but msw's start resolves first, and calls sent before the reload went to the network, to
 * the server's own fake backend (above). A worker msw has just registered takes the page over in its activation.
 */
function controlledBy(mockWorker: ServiceWorker): Promise<void> {
  const container = navigator.serviceWorker;
  return new Promise((resolve) => {
    const reload = setTimeout(() => window.location.reload(), TAKEOVER_WAIT_MS);
    const check = () => {
      if (container.controller !== mockWorker) return;
      clearTimeout(reload);
      container.removeEventListener('controllerchange', check);
      resolve();
    };
    container.addEventListener('controllerchange', check);
    check();
  });
}

/** How often the page tells msw's worker it is still there once msw has stopped doing so (msw's own period). */
const KEEPALIVE_MS = 5000;

/**
 * msw 2 tells its service worker that the page has closed on `beforeunload` ('CLIENT_CLOSED'), and the worker lets
 * that page's calls go to the network from then on. But the page runs on until the next one replaces it (or stays,
 * when a leave is cancelled): a poll or a badge sent meanwhile reached the dev or preview server's own fake backend
 * (scripts/fakeBackendHttp.ts), which knows none of this browser's sessions, and its refusal logged every tab out.
 * msw 3 sends the message on `pagehide` instead (mswjs/msw#1105), but needs node 22 (docs/architecture.md). Until
 * then msw's 'CLIENT_CLOSED' is held back here and sent on `pagehide`, when the page's scripts have stopped; a page
 * back from the back/forward cache says it is there again ('MOCK_ACTIVATE', msw's own). msw also stops its
 * keep-alive on `beforeunload`, and a worker stopped while idle forgets the pages it answers for: the page keeps it
 * up itself from then on.
 *
 * Saying the page is there again right after msw's message would not do: the worker handles each message after
 * awaits of its own, and calls that come between the two go to the network (tests/e2e/specs/reload.test.mjs sends
 * calls right after `beforeunload`s).
 */
function stayActiveUntilPageHide(mockWorker: ServiceWorker) {
  // msw posts through the same object: a page has one ServiceWorker object per worker.
  const post = mockWorker.postMessage.bind(mockWorker);
  let hidden = false;
  mockWorker.postMessage = (message: unknown, options?: StructuredSerializeOptions | Transferable[]) => {
    if (message === 'CLIENT_CLOSED' && !hidden) return;
    if (Array.isArray(options)) post(message, options);
    else post(message, options);
  };
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  const keepUp = () => {
    keepAlive ??= setInterval(() => post('KEEPALIVE_REQUEST'), KEEPALIVE_MS);
  };
  window.addEventListener('beforeunload', keepUp);
  window.addEventListener('pagehide', () => {
    hidden = true;
    clearInterval(keepAlive);
    keepAlive = undefined;
    post('CLIENT_CLOSED');
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    hidden = false;
    post('MOCK_ACTIVATE');
    keepUp();
  });
}
