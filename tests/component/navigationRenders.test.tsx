import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from './renderApp';

/** The sidebar's entries, counted each time they are drawn (the module is the real one). */
const menu = vi.hoisted(() => ({ renders: 0 }));
vi.mock('../../src/layout/MenuContent', async (importOriginal) => {
  const { default: MenuContent } = await importOriginal<typeof import('../../src/layout/MenuContent')>();
  return {
    default: function CountedMenuContent() {
      menu.renders += 1;
      return <MenuContent />;
    },
  };
});

/**
 * Issue 28: a move to another screen draws that screen, not the whole page. react-admin draws its layout again at
 * each move (its routes follow the location); the app's layout (src/layout/Layout.tsx) keeps the top bar, the
 * sidebar and react-admin's frame out of that redraw.
 */
describe('a move to another screen', () => {
  it('draws the new screen and leaves the sidebar as it was', async () => {
    await renderApp('/orders', { as: 'admin' });
    const main = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 30_000 });
    await screen.findAllByRole('row', {}, { timeout: 30_000 });
    // The sidebar draws again once for the user's name: counted from when it shows.
    await within(main.parentElement ?? document.body).findByText(
      'Hello, Anna Kowalska',
      {},
      { timeout: 30_000 },
    );
    const before = menu.renders;
    await act(async () => {
      within(main)
        .getByRole('menuitem', { name: /Customers/ })
        .click();
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    expect(menu.renders).toBe(before);
  });
});
