import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../mocks/node';
import { resetDb } from '../mocks/server/db';
import { takeViolations } from '../mocks/server/contract';

/**
 * The fake backend for a test file (msw/node): every test starts from the seed (restored from its snapshot, not
 * rebuilt: mocks/server/db.ts) with empty storage, and every answer is checked against the API contract: a test
 * that got an answer its endpoint's schema does not describe fails (tests that break an answer on purpose take
 * the violations themselves). `settle` runs first after each test (the component tier lets its calls end).
 */
export function withFakeBackend({ settle }: { settle?: () => Promise<void> } = {}) {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    await settle?.();
    server.resetHandlers();
    resetDb();
    localStorage.clear();
    sessionStorage.clear();
    const violations = takeViolations();
    if (violations.length)
      throw new Error(`the fake backend broke the API contract:\n${violations.join('\n')}`);
  });
  afterAll(() => server.close());
}
