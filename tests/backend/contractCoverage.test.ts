import { beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../mocks/routes';
import { endpointsOf } from '../../src/api/contract';
import { declaredPaths } from '../../mocks/server/contract';
import { routedPaths } from '../../mocks/server/router';

/** One declaration per endpoint: every route of the fake backend is in the contract, and nothing else is. */
describe('API contract coverage', () => {
  beforeAll(allRoutes);

  it('declares every route the fake backend answers', () => {
    const declared = new Set(declaredPaths());
    expect(routedPaths().filter((path) => !declared.has(path))).toEqual([]);
  });

  it('declares each endpoint once, and the backend serves each of them', () => {
    const paths = endpointsOf().map((endpoint) => endpoint.path);
    expect(paths.length).toBe(new Set(paths).size);
    const routed = new Set(routedPaths());
    expect(paths.filter((path) => !routed.has(path))).toEqual([]);
  });
});
