import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the fake backend in the browser (demo mode only; the production build carries none of this). */
export async function startFakeBackend() {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
