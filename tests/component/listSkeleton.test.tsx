import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { asPhone } from './asPhone';
import { renderApp } from './renderApp';

/**
 * Skeleton rows on a list's first load (issue 10): the promocode list's first page answers slowly, and until it
 * comes the list shows grey rows of its own shape, at once (react-admin's placeholders wait a second).
 * Each case opens another list: the app's query cache outlives a test, and a cached page shows no skeleton.
 */
const LIST = /\/v1\.0\/admin\/\w+\/list$/;

/**
 * Holds every list call until the test has seen the skeleton, then lets the regular handler answer it: the test
 * waits for what the user sees, not for a delay the machine may outlast.
 */
function holdLists() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(LIST, async () => {
      await released;
    }),
  );
  return release;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('list skeleton', { timeout: 60000 }, () => {
  it('shows skeleton rows with the visible columns while the first page loads, then the rows', async () => {
    const release = holdLists();
    await renderApp('/promocodes', { as: 'admin' });
    const skeleton = await screen.findByTestId('list-skeleton', {}, { timeout: 20000 });
    expect(within(skeleton).getByText('Loading')).toBeInTheDocument();
    const rows = skeleton.querySelectorAll('tbody tr');
    expect(rows.length).toBeGreaterThanOrEqual(10);
    // the promocode list declares nine columns and hides none by default
    expect(rows[0].querySelectorAll('td')).toHaveLength(9);
    expect(rows[0].querySelector('.bar')).not.toBeNull();
    release();
    await waitFor(() => expect(screen.queryByTestId('list-skeleton')).toBeNull(), { timeout: 10000 });
    expect(screen.getAllByRole('columnheader', { name: /Code/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('shows the phone list skeleton, then the SimpleList', async () => {
    asPhone();
    const release = holdLists();
    await renderApp('/reviews', { as: 'admin' });
    const skeleton = await screen.findByTestId('list-skeleton', {}, { timeout: 20000 });
    expect(skeleton.querySelectorAll('li')).toHaveLength(10);
    expect(skeleton.querySelector('table')).toBeNull();
    release();
    await waitFor(() => expect(screen.queryByTestId('list-skeleton')).toBeNull(), { timeout: 10000 });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('link', { name: /\w+ \w+/ }).length).toBeGreaterThan(0);
  });
});
