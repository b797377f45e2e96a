import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from './renderApp';

/** How many times the filter inputs' module (components/filters/inputs) was loaded. */
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/components/filters/inputs', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

/**
 * A list's filter inputs are not part of its first screen (components/filters); pointing at "Add filter" asks for
 * their code, so it is in before the user picks a filter.
 */
describe('the filter inputs on intent', () => {
  it('load when the pointer reaches "Add filter", not with the list', { timeout: 60000 }, async () => {
    await renderApp('/customers', { as: 'admin' });
    const add = await screen.findByRole('button', { name: 'Add filter' }, { timeout: 30000 });
    await screen.findAllByRole('link', { name: /\w+ \w+/ }, { timeout: 30000 });
    expect(loads.count).toBe(0);
    await userEvent.hover(add);
    await waitFor(() => expect(loads.count).toBe(1));
    expect(screen.queryByRole('menu', { name: 'Add filter' })).toBeNull();
  });
});
