import * as React from 'react';

/**
 * React's development build records where each element was created (an Error with its stack, for up to 10,000
 * elements a second) to print component stacks in its warnings: ~10 % of the component tier's CPU, for stacks
 * no test reads. The warnings themselves stay; their stacks name less. The counter is React's own (its elements
 * past 10,000 a second skip the stack); were a release to drop it, elements would record their stacks again:
 * slower, not wrong.
 */
const internals = (
  React as unknown as {
    __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: { recentlyCreatedOwnerStacks?: number };
  }
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && 'recentlyCreatedOwnerStacks' in internals)
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 10_000,
    set: () => undefined,
  });
