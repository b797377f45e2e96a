import { act, screen, within } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Boot } from '../../src/App';
import { openScreen } from '../../src/routing/prefetch';
import { renderApp } from './renderApp';

/** The app's catalogue, its calls counted: each draw of a review's visibility cell asks for its text. */
const drawn = new Map<string, number>();
const counting = (provider: I18nProvider): I18nProvider => ({
  ...provider,
  translate: (key, options) => {
    drawn.set(key, (drawn.get(key) ?? 0) + 1);
    return provider.translate(key, options);
  },
});
const visibilityCells = () =>
  (drawn.get('reviewModeration.visibility.shown') ?? 0) +
  (drawn.get('reviewModeration.visibility.hidden') ?? 0);

/**
 * Issue 28: a list whose filters choose from the catalogue (the service types of the reviews and partners lists)
 * reads it in the filter's own input (`ServiceTypeFilter`), not in the list's screen: the screen and every cell of
 * its rows were drawn again each time that query's state changed (its answer after the first page, a refresh in
 * the background): ~270 ms of the reviews list's first second at 4x CPU.
 */
describe("a list's screen", () => {
  it("does not draw its rows' cells again when the catalogue is refreshed", { timeout: 60000 }, async () => {
    let boot: Boot | undefined;
    await renderApp('/reviews', {
      as: 'admin',
      i18n: counting,
      boot: (at) => (boot = openScreen({ pathname: at, search: '' })),
    });
    const table = await screen.findByRole('table', {}, { timeout: 30000 });
    await within(table).findAllByText(/Regular cleaning|Deep cleaning/, {}, { timeout: 30000 });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(20);
    const drawnOnce = visibilityCells();
    expect(drawnOnce).toBeGreaterThan(0);

    // The catalogue's service types asked again (a window back in focus, a stale query): the same answer.
    await act(() => boot!.queryClient.refetchQueries({ queryKey: ['services/types'] }));
    expect(visibilityCells()).toBe(drawnOnce);
  });
});
