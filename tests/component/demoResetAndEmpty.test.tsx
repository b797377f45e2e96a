import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db, dbReady } from '../../mocks/server/db';
import { reportStorageProblem } from '../../mocks/demoStorage';
import { renderApp } from './renderApp';

/** The demo's own controls are mounted only in demo mode (USE_MOCK): these tests run the app as the demo. */
vi.mock('../../src/api/config', async (original) => ({ ...(await original<object>()), USE_MOCK: true }));

interface PromocodeRow {
  [key: string]: unknown;
  id: number;
  code: string;
}
const promocodes = () => db().collection<PromocodeRow>('promocodes');

/** The newest promocode (the list's first row) changed as a user would have changed it, before the reset. */
async function renameFirstPromocode() {
  await dbReady();
  const row = promocodes()
    .all()
    .reduce((newest, promocode) => (promocode.id > newest.id ? promocode : newest));
  promocodes().update(row.id, { code: 'RENAMED1' });
  return row;
}

describe('the demo reset', { timeout: 60_000 }, () => {
  it("the top bar's Reset demo data brings the seed back and says so", async () => {
    const user = userEvent.setup();
    const original = await renameFirstPromocode();
    await renderApp('/promocodes', { as: 'admin' });
    expect(await screen.findByText('RENAMED1', {}, { timeout: 15_000 })).toBeInTheDocument();
    // The top bar's tools come right after the list's rows (src/layout/firstScreen.ts).
    await user.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    expect(await screen.findByText('Demo data restored')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('RENAMED1')).not.toBeInTheDocument());
    expect(await screen.findByText(original.code)).toBeInTheDocument();
    expect(promocodes().get(original.id)!.code).toBe(original.code);
  });

  it('a full or unreadable demo storage says so and offers the reset', async () => {
    const user = userEvent.setup();
    const original = await renameFirstPromocode();
    await renderApp('/promocodes', { as: 'admin' });
    await screen.findByText('RENAMED1', {}, { timeout: 15_000 });
    // As the page's half of the demo backend reports it: also kept for an alert that mounts after the report.
    reportStorageProblem(new Error('QuotaExceededError'));
    const dialog = await screen.findByRole('dialog', { name: 'The demo cannot keep its data' });
    expect(dialog).toHaveTextContent('full or cannot be read');
    await user.click(within(dialog).getByRole('button', { name: 'Reset demo data' }));
    expect(await screen.findByText('Demo data restored')).toBeInTheDocument();
    expect(promocodes().get(original.id)!.code).toBe(original.code);
  });
});

describe('an empty filtered list', { timeout: 60_000 }, () => {
  it("says 'no data exist for the selected criteria'", async () => {
    const user = userEvent.setup();
    const { container } = await renderApp('/promocodes', { as: 'admin' });
    await screen.findAllByRole('row', {}, { timeout: 15_000 });
    const search = await waitFor(() => {
      const input = container.querySelector<HTMLInputElement>('input[name="q"]');
      expect(input).not.toBeNull();
      return input!;
    });
    await user.click(search);
    await user.paste('NOTHINGMATCHESTHIS');
    expect(
      await screen.findByText('no data exist for the selected criteria', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('RENAMED1')).not.toBeInTheDocument();
  });
});
