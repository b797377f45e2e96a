import { describe, expect, it } from 'vitest';
import { can } from '../../src/domain/permissions';
import { loadWithRetry } from '../../src/providers/loadWithRetry';

describe('can', () => {
  it.each([
    ['admin', 'promocodes', 'delete', true],
    ['admin', 'seoDistricts', 'edit', true],
    ['manager', 'promocodes', 'create', true],
    ['manager', 'promocodes', 'delete', false],
    ['manager', 'orders', 'delete', false],
    ['manager', 'analytics', 'list', true],
    ['manager', 'agreements', 'edit', false],
    ['manager', 'seoStaticPages', 'create', false],
    ['manager', 'mobileApps', 'show', true],
    ['partner', 'promocodes', 'list', false],
    [null, 'promocodes', 'list', false],
  ])('%s on %s may %s: %s', (role, resource, action, allowed) => {
    expect(can(role, resource, action)).toBe(allowed);
  });
});

describe('loadWithRetry', () => {
  it('retries 5 times with 350 ms doubling, then gives up', async () => {
    const waits: number[] = [];
    let attempts = 0;
    await expect(
      loadWithRetry(
        async () => {
          attempts++;
          throw new Error('offline');
        },
        async (ms) => void waits.push(ms),
      ),
    ).rejects.toThrow('offline');
    expect(attempts).toBe(6);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('returns as soon as a load succeeds', async () => {
    let attempts = 0;
    const value = await loadWithRetry(
      async () => (++attempts < 3 ? Promise.reject(new Error('x')) : 'ok'),
      async () => undefined,
    );
    expect(value).toBe('ok');
    expect(attempts).toBe(3);
  });
});
