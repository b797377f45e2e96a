import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '../mocks/node';
import { withFakeBackend } from './fakeBackend';

// The calls a test's screen still has on their way when it ends (a tab count, a sidebar badge) are answered before
// the data and the session are reset: none of them then fails into the next test, or after the file's teardown.
// msw says nothing of a call that ends in a network error or a timeout, or of one a handler holds on purpose: such
// a call is given up after SETTLE_MS, and forgotten, so that it does not make every later test of the file wait too.
const SETTLE_MS = 2000;
const inFlight = new Set<string>();
let settled: (() => void)[] = [];
const ended = (requestId: string) => {
  if (!inFlight.delete(requestId) || inFlight.size > 0) return;
  for (const resolve of settled.splice(0)) resolve();
};
server.events.on('request:start', ({ requestId }) => void inFlight.add(requestId));
server.events.on('request:end', ({ requestId }) => ended(requestId));
const callsSettled = async () => {
  if (inFlight.size > 0)
    await Promise.race([
      new Promise<void>((resolve) => settled.push(resolve)),
      new Promise<void>((resolve) => setTimeout(resolve, SETTLE_MS)),
    ]);
  settled = [];
  inFlight.clear();
};

withFakeBackend({ settle: callsSettled });

// The tier's files share their worker (vite.config.ts): the packages (react, MUI, react-admin, jsdom) load once
// per worker, and each file starts from fresh modules of ours, its own fake backend and an empty page.
// Testing Library unmounts a test's screen by an afterEach it registers at its first import, in that file only.
afterEach(() => cleanup());
afterAll(() => vi.resetModules());

// A call given up above fails once the file's backend closes, and the app logs that failure. After the file's last
// test no test reads the console, and vitest counts a log that reaches its worker as it closes as an error of the
// run (it did under CPU stress): from then on the file's logs go nowhere, until the worker's next file starts.
const LOGS = ['log', 'info', 'warn', 'error', 'debug'] as const;
const shared = globalThis as { workerConsole?: Pick<Console, (typeof LOGS)[number]> };
shared.workerConsole ??= { ...console };
beforeAll(() => {
  for (const method of LOGS) console[method] = shared.workerConsole![method];
});
afterAll(() => {
  for (const method of LOGS) console[method] = () => undefined;
});

// A test waits for what the user waits for (a role, a text), however long the machine takes to show it: screens,
// the sidebar and the top bar's tools are lazy chunks, transformed on their first import, which a busy 2-core
// machine can make take seconds. This is a ceiling, not a wait: a test goes on as soon as its element is there.
configure({
  asyncUtilTimeout: 15_000,
  // A query that fails names what it looked for and prints the document, which on a screen takes ~10 % of a test's
  // time when it is done at every try of a waitFor or findBy (Testing Library's default). Those tries' messages are
  // thrown away but the last, and the timeout prints the document for that one: the document is printed once, then.
  // The flag is Testing Library's own (its role query reads it too); were a release to drop it, every try would print
  // the document again: slower, not wrong.
  getElementError(message, container) {
    const polling = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
      ._disableExpensiveErrorDiagnostics;
    const dom = polling
      ? ''
      : `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`;
    const error = new Error([message, dom].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});
