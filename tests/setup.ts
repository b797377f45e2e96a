import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../mocks/node';
import { resetDb } from '../mocks/server/db';
import { takeViolations } from '../mocks/server/contract';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
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
  if (violations.length) throw new Error(`the fake backend broke the API contract:\n${violations.join('\n')}`);
});
