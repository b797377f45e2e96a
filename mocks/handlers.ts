import { http } from 'msw';
import { dispatch } from './server/router';
import './resources/session';
import './resources/catalogue';
import './resources/content';
import './resources/promocodes';
import './resources/partners';
import './resources/dashboard';
import './resources/customers';
import './resources/labels';
import './resources/orders';

/** One set of handlers: the browser worker in demo mode, msw/node in tests. */
export const handlers = [
  http.all(/\/v1\.0\/(.+)$/, ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^.*\/v1\.0\//, '');
    return dispatch(request, path);
  }),
];
