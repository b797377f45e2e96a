import { act, screen, waitFor, within } from '@testing-library/react';
import { memo, useLayoutEffect, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isFollowing } from '../../src/providers/liveState';
import { renderApp } from './renderApp';

/** The sidebar's entries, counted each time they are drawn (the module is the real one). */
const menu = vi.hoisted(() => ({ renders: 0 }));
/**
 * Each sidebar entry's changed-count badge, counted per list each time a draw of it is committed (a render React
 * starts again before committing it is not counted; the module is the real one).
 */
const badges = vi.hoisted(() => ({ draws: new Map<string, number>() }));
vi.mock('../../src/layout/ChangedBadge', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/layout/ChangedBadge')>();
  return {
    ...real,
    ChangedBadge: function CountedChangedBadge(props: Parameters<typeof real.ChangedBadge>[0]) {
      useLayoutEffect(() => {
        badges.draws.set(props.route, (badges.draws.get(props.route) ?? 0) + 1);
      });
      return <real.ChangedBadge {...props} />;
    },
  };
});
/** Each sidebar entry's link, counted by its path each time a draw of it is committed (the module is the real one). */
const links = vi.hoisted(() => ({ draws: new Map<string, number>() }));
vi.mock('../../src/layout/MenuLink', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/layout/MenuLink')>();
  return {
    MenuLink: memo(function CountedMenuLink(props: ComponentProps<typeof real.MenuLink>) {
      useLayoutEffect(() => {
        links.draws.set(props.to, (links.draws.get(props.to) ?? 0) + 1);
      });
      return <real.MenuLink {...props} />;
    }),
  };
});
vi.mock('../../src/layout/MenuContent', async (importOriginal) => {
  const { default: MenuContent } = await importOriginal<typeof import('../../src/layout/MenuContent')>();
  return {
    default: function CountedMenuContent() {
      menu.renders += 1;
      return <MenuContent />;
    },
  };
});

/** The orders list, its rows in and its sidebar greeting the user; the main menu. */
async function openOrdersWithTheSidebar() {
  await renderApp('/orders', { as: 'admin' });
  const main = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 30_000 });
  await screen.findAllByRole('row', {}, { timeout: 30_000 });
  await within(main.parentElement ?? document.body).findByText(
    'Hello, Anna Kowalska',
    {},
    { timeout: 30_000 },
  );
  return main;
}

/**
 * Issue 28: a move to another screen draws that screen, not the whole page. react-admin draws its layout again at
 * each move (its routes follow the location); the app's layout (src/layout/Layout.tsx) keeps the top bar, the
 * sidebar and react-admin's frame out of that redraw.
 */
describe('a move to another screen', () => {
  it('draws the new screen and leaves the sidebar as it was', async () => {
    // The sidebar draws again once for the user's name: counted from when it shows.
    const main = await openOrdersWithTheSidebar();
    const before = menu.renders;
    await act(async () => {
      within(main)
        .getByRole('menuitem', { name: /Customers/ })
        .click();
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    expect(menu.renders).toBe(before);
  });

  it("draws again only the sidebar's entries it changes: none for a list's next page, two for another screen", async () => {
    const main = await openOrdersWithTheSidebar();
    links.draws.clear();
    await act(async () => {
      screen.getByRole('button', { name: 'Go to next page' }).click();
    });
    expect(await screen.findByText(/^26-50 of /, {}, { timeout: 30_000 })).toBeInTheDocument();
    expect([...links.draws.keys()]).toEqual([]);
    await act(async () => {
      within(main)
        .getByRole('menuitem', { name: /Customers/ })
        .click();
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    expect([...links.draws.keys()].sort()).toEqual(['/customers', '/orders']);
    expect(within(main).getByRole('menuitem', { name: /Customers/ })).toHaveClass('RaMenuItemLink-active');
    expect(within(main).getByRole('menuitem', { name: /Orders/ })).not.toHaveClass('RaMenuItemLink-active');
  });

  it("draws the sidebar's entries once as it comes: the user's name and the live feed's start do not draw them again", async () => {
    badges.draws.clear();
    await openOrdersWithTheSidebar();
    await waitFor(() => expect(isFollowing()).toBe(true), { timeout: 30_000 });
    expect(badges.draws.size).toBeGreaterThan(10);
    expect([...badges.draws].filter(([, draws]) => draws !== 1)).toEqual([]);
  });
});
