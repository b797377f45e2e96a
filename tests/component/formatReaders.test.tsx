import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appStore } from '../../src/layout/preferencesStore';
import { renderBootedApp } from './renderApp';

/**
 * Issue 28: a list's cells (a day, a price, a status; 25 rows of them) read the interface language and the
 * location's currency from the app's FormatProvider (src/components/useFormat.tsx), not each from react-admin's
 * store (a subscription with a state, a layout effect and an effect per reader) and the session: on a page of
 * orders that was some five store readers a row.
 */
describe('the interface language', () => {
  it("is read once for the app, not by each of a list's cells", { timeout: 60000 }, async () => {
    const subscribe = vi.spyOn(appStore, 'subscribe');
    await renderBootedApp('/orders', { as: 'admin' });
    const table = await screen.findByRole('table', {}, { timeout: 30000 });
    const rows = await within(table).findAllByRole('row', {}, { timeout: 30000 });
    expect(rows.length).toBeGreaterThan(20);
    // The rows show their prices and days in the language's format.
    await within(table).findAllByText(/\d[.,]\d\d\D*$/, {}, { timeout: 30000 });
    const languageReaders = subscribe.mock.calls.filter(([key]) => key === 'locale').length;
    expect(languageReaders).toBeGreaterThan(0);
    expect(languageReaders).toBeLessThanOrEqual(5);
    subscribe.mockRestore();
  });
});
