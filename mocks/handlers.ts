import { http } from 'msw';
import { dispatch } from './server/router';
import './routes';

/** One set of handlers: msw/node in tests (the browser forwards to mocks/worker.ts, which dispatches the same way). */
export const handlers = [
  http.all(/\/v1\.0\/(.+)$/, ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^.*\/v1\.0\//, '');
    return dispatch(request, path);
  }),
];
