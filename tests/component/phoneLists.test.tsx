import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { decodeBody } from '../../src/api/encode';
import { asPhone } from './asPhone';
import { renderApp } from './renderApp';

/** The calls that reach the backend, by path (`admin/warehouse/list`) and payload. */
function recordCalls() {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const record = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname.replace(/^.*\/v1\.0\//, '');
    void request
      .clone()
      .text()
      .then((text) => calls.push({ path, body: decodeBody(text) }));
  };
  server.events.on('request:start', record);
  return { calls, stop: () => server.events.removeListener('request:start', record) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const nothing = encodeURIComponent(JSON.stringify({ q: 'no such thing anywhere' }));

/**
 * A list on a phone is its screen's SimpleList (ListTable's `phone`), often inside a component of the screen's own:
 * the empty page is said by ListTable for all of them, as the table says it on a desktop.
 */
describe('lists on a phone', { timeout: 60000 }, () => {
  it.each(['/orders', '/partners', '/reviews', '/promocodes', '/warehouse/movements'])(
    '%s says so when the filters leave no row',
    async (path) => {
      asPhone();
      await renderApp(`${path}?filter=${nothing}`, { as: 'admin' });
      expect(
        await screen.findByText('no data exist for the selected criteria', {}, { timeout: 30000 }),
      ).toBeInTheDocument();
    },
  );

  it("the movements list's table does not ask for the whole catalogue of supplies, which only its phone list names", async () => {
    const { calls, stop } = recordCalls();
    await renderApp('/warehouse/movements', { as: 'admin' });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), { timeout: 30000 });
    stop();
    expect(calls.some(({ path }) => path === 'admin/warehouseMovements/list')).toBe(true);
    expect(
      calls.filter(({ path, body }) => path === 'admin/warehouse/list' && body.perPage === '500'),
    ).toEqual([]);
  });
});
