import { beforeEach, describe, expect, it, vi } from 'vitest';

// The backend tier shares its modules between files (vite.config.ts): this file reads a fresh router, whose
// resources' routes are loaded only on demand.
let preloadRoutes: typeof import('../../mocks/routes').preloadRoutes;
let routedPaths: typeof import('../../mocks/server/router').routedPaths;
beforeEach(async () => {
  vi.resetModules();
  ({ preloadRoutes } = await import('../../mocks/routes'));
  ({ routedPaths } = await import('../../mocks/server/router'));
});

const ORDER_LIST_CALLS = [
  'admin/orders/list',
  'admin/savedViews/list',
  'admin/serviceTypes/list',
  'admin/labels/list',
];

describe("the fake backend's first screen", () => {
  it("loads the order list's routes and those of the calls it makes beside the rows", async () => {
    expect(routedPaths().filter((path) => ORDER_LIST_CALLS.includes(path))).toEqual([]);
    await preloadRoutes('orders');
    expect(routedPaths()).toEqual(expect.arrayContaining(ORDER_LIST_CALLS));
    // Not the whole backend: analytics loads on its first call.
    expect(routedPaths()).not.toContain('admin/analytics/summary');
  });

  it('loads nothing for a screen of no resource', async () => {
    await expect(preloadRoutes('nowhere')).resolves.toBeUndefined();
  });
});
