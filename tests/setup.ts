import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../mocks/node';
import { resetDb } from '../mocks/server/db';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
  localStorage.clear();
});
afterAll(() => server.close());

// Screens are lazy chunks: the first render of each takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });
