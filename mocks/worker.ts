/// <reference lib="webworker" />
/**
 * The demo's fake backend, off the page's main thread: the seed (from its IndexedDB cache or built), the store and
 * every route run here, so the page never builds, clones or scans 10,000 orders. mocks/browser.ts forwards each
 * request msw catches and answers with the reply; the store's changes travel back with it to the page's localStorage.
 */
import type { Ready, Reply, ToWorker } from './protocol';
import type { RecordChange } from './store';
import { cachedSeed } from './seed/cache';
import { db, dbReady, persistWith, reportLoadProblemsTo, seedFrom } from './server/db';
import { dispatch } from './server/router';
import { preloadRoutes, routesFor } from './routes';

declare const self: DedicatedWorkerGlobalScope;

let changed: RecordChange[] = [];
let cleared = false;
let storageProblem = false;

async function answer(message: Extract<ToWorker, { type: 'request' }>) {
  const request = new Request(message.url, {
    method: message.method,
    headers: message.headers,
    body: message.body,
  });
  const path = new URL(message.url).pathname.replace(/^.*\/v1\.0\//, '');
  // Only the called resource's routes load (the first order row does not wait for the whole backend).
  await routesFor(path);
  const response = await dispatch(request, path);
  const body = await response.arrayBuffer();
  const reply: Reply = {
    type: 'response',
    id: message.id,
    status: response.status,
    headers: [...response.headers],
    body,
    changes: changed,
    cleared,
    storageProblem,
  };
  changed = [];
  cleared = false;
  storageProblem = false;
  self.postMessage(reply, [body]);
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'start') {
    let kept = message.changes;
    persistWith({
      read: () => kept,
      put: (...change) => void changed.push(change),
      // After a reset the seed is loaded again: the changes the page handed over at the start are gone too.
      clear: () => ((kept = {}), (cleared = true), (changed = [])),
    });
    reportLoadProblemsTo(() => (storageProblem = true));
    // The page starts msw on `ready`: sent before the seed's parse, which waits for the same routes.
    const routes = preloadRoutes(message.screen)
      .catch(() => undefined)
      .then(() => self.postMessage({ type: 'ready' } satisfies Ready));
    seedFrom(cachedSeed(self.location.href, { first: routes }));
    void dbReady();
  } else if (message.type === 'remote') {
    void dbReady().then(() => db().applyRemote(...message.change));
  } else {
    void answer(message);
  }
};
