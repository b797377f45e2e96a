import { describe, expect, it } from 'vitest';
import { SEARCH_MAX } from '../../src/domain/search';
import { call, loginAs } from './backendCalls';

describe('the search limit on the backend', () => {
  it.each(['orders', 'partners', 'promocodes', 'agreements'])(
    '%s: 255 characters are searched, 256 refused',
    async (resource) => {
      await loginAs('admin');
      expect((await call(`admin/${resource}/list`, { filter: { q: 'x'.repeat(SEARCH_MAX) } })).result).toBe(
        true,
      );
      expect(
        await call(`admin/${resource}/list`, { filter: { q: 'x'.repeat(SEARCH_MAX + 1) } }),
      ).toMatchObject({
        result: false,
        message: 'app.validation.searchMax',
      });
    },
  );
});
