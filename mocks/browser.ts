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

/**
 * msw 2 tells its service worker that the page has closed on `beforeunload` ('CLIENT_CLOSED'), and the worker lets
 * that page's calls go to the network from then on. But the page runs on until the next one replaces it (or stays,
 * when a leave is cancelled): a poll or a badge sent meanwhile reached the dev or preview server's own fake backend
 * (scripts/fakeBackendHttp.ts), which knows none of this browser's sessions, and its refusal logged every tab out.
 * msw 3 sends the message on `pagehide` instead (mswjs/msw#1105), but needs node 22 (docs/architecture.md). Until
 * then the page says it is still there right after msw's message ('MOCK_ACTIVATE', msw's own, in the next task so
 * that it follows msw's), says it has closed on `pagehide`, and is back on a `pageshow` from the back/forward cache.
 */
function stayActiveUntilPageHide(mockWorker: ServiceWorker) {
  const activate = () => mockWorker.postMessage('MOCK_ACTIVATE');
  window.addEventListener('beforeunload', () => setTimeout(activate, 0));
  window.addEventListener('pagehide', () => mockWorker.postMessage('CLIENT_CLOSED'));
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) activate();
  });
}
