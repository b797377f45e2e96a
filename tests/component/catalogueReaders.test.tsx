import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Boot } from '../../src/App';
import { renderBootedApp } from './renderApp';

/** How many components read each list of the catalogue (react-admin's `getList` queries of it). */
function readersOfTheCatalogue(boot: Boot) {
  return Object.fromEntries(
    ['services/types', 'services', 'labels'].map((resource) => [
      resource,
      boot.queryClient
        .getQueryCache()
        .findAll({ queryKey: [resource, 'getList'] })
        .reduce((readers, query) => readers + query.getObserversCount(), 0),
    ]),
  );
}

/**
 * Issue 28: a list's rows name their service types from the catalogue their list reads once (`CatalogueProvider`),
 * not each from three react-admin queries of its own (three observers and their effects a row: ~90 ms of the
 * reviews list's first render at 4x CPU); the order form's parts that redraw at each change (the price, the
 * services, the promocodes) read the form's.
 */
describe('the catalogue', () => {
  it(
    "a list's rows read it through their list: a few readers, not three a row",
    { timeout: 60000 },
    async () => {
      const { boot } = await renderBootedApp('/reviews', { as: 'admin' });
      const table = await screen.findByRole('table', {}, { timeout: 30000 });
      const rows = await within(table).findAllByRole('row', {}, { timeout: 30000 });
      expect(rows.length).toBeGreaterThan(20);
      // The rows name their service types (a name, not the `#id` shown while the catalogue is on its way).
      await within(table).findAllByText(/Regular cleaning|Deep cleaning/, {}, { timeout: 30000 });
      expect(within(table).queryByText(/^#\d+/)).toBeNull();
      const readers = readersOfTheCatalogue(boot);
      expect(readers['services/types']).toBeGreaterThan(0);
      expect(readers['services/types']).toBeLessThanOrEqual(2);
      expect(readers.services).toBeLessThanOrEqual(2);
      expect(readers.labels).toBeLessThanOrEqual(2);
    },
  );

  it(
    "the order form's price, services and promocodes read it through the form",
    { timeout: 60000 },
    async () => {
      const { boot } = await renderBootedApp('/orders/add', { as: 'admin' });
      // The services input lists the catalogue's services once it is in.
      await screen.findByRole('button', { name: 'More Room' }, { timeout: 30000 });
      const readers = readersOfTheCatalogue(boot);
      expect(readers['services/types']).toBeGreaterThan(0);
      expect(readers['services/types']).toBeLessThanOrEqual(2);
      expect(readers.services).toBeLessThanOrEqual(2);
      expect(readers.labels).toBeLessThanOrEqual(2);
    },
  );

  it("the partners list's rows read the service types through their list", { timeout: 60000 }, async () => {
    const { boot } = await renderBootedApp('/partners', { as: 'admin' });
    const table = await screen.findByRole('table', {}, { timeout: 30000 });
    const rows = await within(table).findAllByRole('row', {}, { timeout: 30000 });
    expect(rows.length).toBeGreaterThan(20);
    await within(table).findAllByText(/Regular cleaning|Deep cleaning/, {}, { timeout: 30000 });
    expect(within(table).queryByText(/^#\d+/)).toBeNull();
    // The list's rows, and the filter's choices.
    expect(readersOfTheCatalogue(boot)['services/types']).toBeLessThanOrEqual(2);
  });
});
