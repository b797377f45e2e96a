import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recentRange, widgetFilters } from '../../src/domain/dashboard';
import { renderApp } from './renderApp';

/** Issue #30: the low-rating widget's link opened the Low rating tab labelled 935 over a list of 79. */
describe("a widget's link", { timeout: 60000 }, () => {
  it('opens its tab, whose count is the rows the list shows', async () => {
    const filter = widgetFilters.lowRating(recentRange(new Date().toISOString().slice(0, 10)));
    await renderApp(`/orders?filter=${encodeURIComponent(JSON.stringify(filter))}`, { as: 'admin' });
    const tab = await screen.findByRole('tab', { name: /Low rating/, selected: true }, { timeout: 20000 });
    await waitFor(() => expect(tab.textContent).toMatch(/\(\d[\d,]*\)/), { timeout: 20000 });
    const count = Number(/\((\d[\d,]*)\)/.exec(tab.textContent)![1].replace(/,/g, ''));
    const pagination = await screen.findByText(/ of \d/, {}, { timeout: 20000 });
    const total = Number(/ of ([\d,]+)/.exec(pagination.textContent)![1].replace(/,/g, ''));
    expect(count).toBe(total);
  });
});
