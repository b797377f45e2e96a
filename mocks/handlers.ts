import { http } from 'msw';
import { dispatch } from './server/router';
import { routesFor } from './routes';

/** One set of handlers: msw/node in tests (the browser forwards to mocks/worker.ts, which dispatches the same way). */
export const handlers = [
  http.all(/\/v1\.0\/(.+)$/, async ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^.*\/v1\.0\//, '');
    await routesFor(path);
    return dispatch(request, path);
  }),
];
