/* Every route of the specification at 1440 and 390 px, in English: it fits, cuts no button or label text, and axe finds no fault of any impact. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ROUTES, sweep } from '../sweep.mjs';

test(`every route (${ROUTES.length}) in English fits 1440 and 390 px and has no accessibility fault of any impact`, async () => {
  assert.deepEqual(await sweep({ language: 'en', axe: true }), []);
});
