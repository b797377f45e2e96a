/// <reference lib="webworker" />
/**
 * The demo's fake backend, off the page's main thread: the seed (from its IndexedDB cache or built), the store and
 * every route run here, so the page never builds, clones or scans 10,000 orders. mocks/browser.ts forwards each
 * request msw catches and answers with the reply; the store's changes travel back with it to the page's localStorage.
 * A reload's first calls over unchanged data are answered from the previous start's answers while the seed loads
 * (mocks/keptAnswers.ts).
 */
import { apiPathOf, type Ready, type Reply, type ToWorker } from './protocol';
import type { IdSpace, RecordChange } from './store';
import { claimIdSlot } from './idSlot';
import { KeptAnswers, revisionOf } from './keptAnswers';
import { cachedSeed, seedKey } from './seed/cache';
import { loginTokenOf } from './server/auth';
import { db, dbReady, persistWith, reportLoadProblemsTo, seedFrom } from './server/db';
import { dispatch, simulateLatency } from './server/router';
import { preloadRoutes, routesFor } from './routes';

declare const self: DedicatedWorkerGlobalScope;

type Call = Extract<ToWorker, { type: 'request' }>;

let changed: RecordChange[] = [];
let cleared = false;
let storageProblem = false;
let kept: KeptAnswers | null = null;
/** This tab's slot of new ids (mocks/idSlot.ts), claimed at start; a call that reaches the routes waits for it. */
let idSpace: IdSpace | null = null;
let idSlotClaimed: Promise<void> = Promise.resolve();

/**
 * How long the worker stays free for kept answers after the last one was given. The seed's read and parse take
 * some 200 ms of this thread: on a reload whose first calls are answered from kept answers, they wait until a call
 * has no kept answer or until no call has come for this long, so the first screen's calls are not held up.
 */
const SEED_AFTER_IDLE_MS = 300;
let loadSeed = () => {};
const seedWanted = new Promise<void>((resolve) => (loadSeed = resolve));
let idle: ReturnType<typeof setTimeout> | undefined;
const loadSeedWhenIdle = () => {
  clearTimeout(idle);
  idle = setTimeout(loadSeed, SEED_AFTER_IDLE_MS);
};

function reply(call: Call, { status, headers, body }: Pick<Reply, 'status' | 'headers' | 'body'>) {
  const message: Reply = {
    type: 'response',
    id: call.id,
    status,
    headers,
    body,
    changes: changed,
    cleared,
    storageProblem,
  };
  changed = [];
  cleared = false;
  storageProblem = false;
  self.postMessage(message, [body]);
}

async function answer(call: Call) {
  const early = await kept?.answer(call);
  if (early) {
    await simulateLatency();
    reply(call, { status: early.status, headers: early.headers, body: early.body.slice(0) });
    return loadSeedWhenIdle();
  }
  loadSeed();
  const request = new Request(call.url, { method: call.method, headers: call.headers, body: call.body });
  const path = apiPathOf(call.url);
  // Only the called resource's routes load (the first order row does not wait for the whole backend).
  await Promise.all([routesFor(path), idSlotClaimed]);
  const response = await dispatch(request, path);
  const answered = {
    status: response.status,
    headers: [...response.headers],
    body: await response.arrayBuffer(),
  };
  if (!changed.length && !cleared) void kept?.keep(call, answered, loginTokenOf);
  reply(call, answered);
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'start') {
    let changes = message.changes;
    idSlotClaimed = claimIdSlot().then((space) => {
      idSpace = space;
    });
    kept = new KeptAnswers(revisionOf(seedKey(self.location.href), changes));
    const stateChanged = () => kept?.stop();
    persistWith({
      read: () => changes,
      put: (...change) => {
        changed.push(change);
        stateChanged();
      },
      idSpace: () => idSpace,
      // After a reset the seed is loaded again: the changes the page handed over at the start are gone too.
      clear: () => {
        changes = {};
        cleared = true;
        changed = [];
        stateChanged();
      },
    });
    reportLoadProblemsTo(() => {
      storageProblem = true;
      stateChanged();
    });
    // The page starts msw on `ready`: once the first screen's routes are loaded (msw's service worker would
    // otherwise ask the busy page about each module the worker imports), or at once when the previous start kept
    // answers for this state (the first calls need no routes then). The routes and the seed load at once when
    // nothing was kept; else once the worker is free of the reload's first calls (SEED_AFTER_IDLE_MS), so that
    // meanwhile they take no processor time from the page's own start.
    const answersKept = kept.any();
    const routes = seedWanted.then(() => preloadRoutes(message.screen)).catch(() => undefined);
    void answersKept.then((any) => (any ? loadSeedWhenIdle() : loadSeed()));
    void Promise.race([routes, answersKept.then((any) => (any ? undefined : routes))]).then(() =>
      self.postMessage({ type: 'ready' } satisfies Ready),
    );
    seedFrom(seedWanted.then(() => cachedSeed(self.location.href, { first: routes })));
    void dbReady();
  } else if (message.type === 'remote') {
    kept?.stop();
    void dbReady().then(() => db().applyRemote(...message.change));
  } else {
    void answer(message);
  }
};
