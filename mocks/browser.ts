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
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
