import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { db } from './server/db';

/** Starts the fake backend in the browser (demo mode only; the production build carries none of this). */
export async function startFakeBackend() {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  // Build the seed now, while the app's chunks are still downloading, rather than on the first call.
  db();
}
