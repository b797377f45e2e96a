import { setupWorker } from 'msw/browser';
import type { Row } from './store';
import { handlers } from './handlers';
import { seedFrom } from './server/db';

function seedInWorker(): Promise<Record<string, Row[]>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./seed/worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<Record<string, Row[]>>) => {
      resolve(event.data);
      worker.terminate();
    };
    worker.onerror = (error) => {
      reject(error);
      worker.terminate();
    };
    worker.postMessage(null);
  });
}

/** Starts the fake backend in the browser (demo mode only; the production build carries none of this). */
export async function startFakeBackend() {
  // The seed is built on the other core while the service worker starts and the app's chunks load.
  seedFrom(seedInWorker());
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
