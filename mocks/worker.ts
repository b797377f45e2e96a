/// <reference lib="webworker" />
/**
 * The demo's fake backend, off the page's main thread: the seed (from its IndexedDB cache or built), the store and
 * every route run here, so the page never builds, clones or scans 10,000 orders. mocks/browser.ts forwards each
 * request msw catches and answers with the reply; the store's changes travel back with it to the page's localStorage.
 */
import type { FromWorker, ToWorker } from './protocol';
import type { ChangeSet } from './store';
import { cachedSeed } from './seed/cache';
import { dbReady, persistWith, seedFrom } from './server/db';
import { dispatch } from './server/router';
import './routes';

declare const self: DedicatedWorkerGlobalScope;

let changed: ChangeSet | null = null;

async function answer(message: Extract<ToWorker, { type: 'request' }>) {
  const request = new Request(message.url, { method: message.method, headers: message.headers, body: message.body });
  const path = new URL(message.url).pathname.replace(/^.*\/v1\.0\//, '');
  const response = await dispatch(request, path);
  const body = await response.arrayBuffer();
  const reply: FromWorker = {
    type: 'response',
    id: message.id,
    status: response.status,
    headers: [...response.headers],
    body,
    changes: changed,
  };
  changed = null;
  self.postMessage(reply, [body]);
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'start') {
    persistWith({ read: () => message.changes, write: (changes) => (changed = changes) });
    seedFrom(cachedSeed(self.location.href));
    void dbReady();
  } else {
    void answer(message);
  }
};
