/* Every route of the specification at 1440 and 390 px, in Polish (the longest words): it fits and cuts no button or label text. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ROUTES, sweep } from '../sweep.mjs';

test(`every route (${ROUTES.length}) in Polish fits 1440 and 390 px, with no button or label text cut`, async () => {
  assert.deepEqual(await sweep({ language: 'pl', axe: false }), []);
});
