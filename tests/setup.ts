import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../mocks/node';
import { resetDb } from '../mocks/server/db';
import { takeViolations } from '../mocks/server/contract';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// The calls a test's screen still has on their way when it ends (a tab count, a sidebar badge) are answered before
// the data and the session are reset: none of them then fails into the next test, or after the file's teardown.
const SETTLE_MS = 2000;
let inFlight = 0;
let settled: (() => void)[] = [];
server.events.on('request:start', () => void inFlight++);
server.events.on('request:end', () => {
  inFlight--;
  if (inFlight === 0) for (const resolve of settled.splice(0)) resolve();
});
const callsSettled = () =>
  inFlight === 0
    ? Promise.resolve()
    : Promise.race([
        new Promise<void>((resolve) => settled.push(resolve)),
        new Promise<void>((resolve) => setTimeout(resolve, SETTLE_MS)),
      ]);

afterEach(async () => {
  await callsSettled();
  settled = [];
  server.resetHandlers();
  resetDb();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());

// Screens are lazy chunks: the first render of each takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Every answer of the fake backend is checked against the API contract: a test that got an answer its endpoint's
// schema does not describe fails here (tests that break an answer on purpose take the violations themselves).
afterEach(() => {
  const violations = takeViolations();
  if (violations.length)
    throw new Error(`the fake backend broke the API contract:\n${violations.join('\n')}`);
});
