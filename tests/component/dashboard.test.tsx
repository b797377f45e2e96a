import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { API_BASE } from '../../src/api/config';
import { renderApp } from './renderApp';

const widget = (name: string) => document.querySelector<HTMLElement>(`[data-widget="${name}"]`)!;

describe('dashboard', () => {
  it('a widget that fails shows the load problem; the others still show their figures and links', async () => {
    // The debt widget's endpoint refuses; every other call goes on to the fake backend.
    server.use(
      http.post(`${API_BASE}admin/dashboard/widget`, async ({ request }) => {
        if (new URLSearchParams(await request.clone().text()).get('name') === 'debt')
          return HttpResponse.json({ result: false, message: 'app.errors.technical' });
        return undefined;
      }),
    );
    await renderApp('/dashboard', { as: 'manager' });
    expect(
      await screen.findByText('A problem occurred while loading the data', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(within(widget('debt')).getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();

    const unpaid = widget('unpaid');
    expect(Number((await within(unpaid).findByTestId('widget-count')).textContent)).toBeGreaterThan(0);
    const link = within(unpaid).getByRole('link', { name: 'Unpaid orders' });
    expect(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('filter')).toBe(
      '{"paymentStatuses":[0]}',
    );
    expect(screen.getAllByText('A problem occurred while loading the data')).toHaveLength(1);
  });
});

describe("dashboard: today's orders (issue #30)", () => {
  it("name the time slot as every other screen does, never 'any' or 'specify'", async () => {
    server.use(
      http.post(`${API_BASE}admin/dashboard/widget`, async ({ request }) => {
        if (new URLSearchParams(await request.clone().text()).get('name') !== 'today') return undefined;
        const line = { date: '2026-03-05', customerName: 'Anna Test', price: 10000, status: 1 };
        return HttpResponse.json({
          result: true,
          data: {
            date: '2026-03-05',
            count: 2,
            orders: [
              { ...line, id: 1, timeText: 'any' },
              { ...line, id: 2, timeText: 'specify' },
            ],
          },
        });
      }),
    );
    await renderApp('/dashboard', { as: 'manager' });
    await waitFor(() => expect(widget('today')).toBeTruthy(), { timeout: 8000 });
    const today = widget('today');
    expect(await within(today).findByText(/Any time/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(today).getByText(/Clarify the day before/)).toBeInTheDocument();
    expect(today.textContent).not.toMatch(/\b(any|specify)\b/);
  });
});

describe('analytics page', () => {
  it("says 'no data exist for the selected criteria' for a range without orders", async () => {
    await renderApp('/analytics?from=2001-01-01&to=2001-01-31', { as: 'manager' });
    expect(await screen.findByText('no data exist for the selected criteria')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('shows the figures of a preset and its table; a non-integer page goes back to the first', async () => {
    await renderApp('/analytics/abc?preset=thisYear&unit=month', { as: 'admin' });
    expect(await screen.findByTestId('figure-orders')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/analytics');
    expect(window.location.search).toBe('?preset=thisYear&unit=month');
    // twelve months in the table
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(13));
  });
});
