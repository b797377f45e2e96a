import { Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, TestMemoryRouter, testDataProvider, type RaRecord } from 'react-admin';
import { render, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { authProvider } from '../../src/providers/authProvider';
import { lazyScreen } from '../../src/routing/lazyScreen';
import { ProfileShow, profileTab } from '../../src/components/profile/ProfileShow';
import { renderApp } from './renderApp';

/**
 * The tab counts follow the rows once their frame is painted: a test of the order list ends once they are in, so
 * that no call of this test is still going out while the next one (or the file's teardown) runs.
 */
async function tabCountsShown() {
  await waitFor(
    () =>
      expect(screen.getAllByRole('tab').every((tab) => /\(\d[\d,]*\)/.test(tab.textContent ?? ''))).toBe(
        true,
      ),
    { timeout: 30000 },
  );
}

describe('the first screen', () => {
  it('a preloaded lazy screen renders in the first render, without the fallback', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: () => <p>the screen</p> }));
    await Screen.preload();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Screen />
      </Suspense>,
    );
    // Synchronously: no fallback was committed (React would keep one at least 300 ms).
    expect(screen.getByText('the screen')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });

  it("a profile's tab named in the address loads its code beside the record, and shows once both are in", async () => {
    const never = () => new Promise<never>(() => undefined);
    const loadData = vi.fn(never);
    let giveNotes = (_module: { default: () => ReactElement }) => undefined as void;
    const loadNotes = vi.fn(
      () => new Promise<{ default: () => ReactElement }>((resolve) => (giveNotes = resolve)),
    );
    const tabs = [
      { path: '', label: 'data', screen: profileTab<RaRecord>(loadData) },
      { path: 'notes', label: 'notes', screen: profileTab<RaRecord>(loadNotes) },
    ];
    render(
      <TestMemoryRouter initialEntries={['/partners/details/7/notes']}>
        <AdminContext
          dataProvider={testDataProvider({
            getOne: <R extends RaRecord>() => Promise.resolve({ data: { id: 7 } as R }),
          })}
        >
          <Routes>
            <Route
              path="/partners/details/:id/*"
              element={
                <ProfileShow
                  resource="partners"
                  tabs={tabs}
                  name={() => ''}
                  header={() => <p>the header</p>}
                />
              }
            />
          </Routes>
        </AdminContext>
      </TestMemoryRouter>,
    );
    // The notes tab's code is asked for, not the first tab's; until it comes, the profile shows its progress.
    await waitFor(() => expect(loadNotes).toHaveBeenCalledTimes(1));
    expect(loadData).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByText('the header')).not.toBeInTheDocument();
    giveNotes({ default: () => <p>the notes</p> });
    expect(await screen.findByText('the notes')).toBeInTheDocument();
    expect(screen.getByText('the header')).toBeInTheDocument();
  });

  it(
    "the sidebar's entries and the top bar's tools follow a list's first rows",
    { timeout: 60000 },
    async () => {
      // The order list's first page answers late: until it does, the sidebar holds its place but not its entries.
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      server.use(
        http.post(/\/admin\/orders\/list$/, async () => {
          await answered;
        }),
      );
      await renderApp('/orders', { as: 'admin' });
      await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 30000 });
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
      answer();
      await delay(0);
      const menu = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 30000 });
      expect(await within(menu).findByText('Partners')).toBeInTheDocument();
      // The top bar's tools are a chunk of their own: they may arrive a moment after the menu's.
      expect(await screen.findByRole('button', { name: 'Logout' }, { timeout: 30000 })).toBeInTheDocument();
      await tabCountsShown();
    },
  );

  it(
    'opening a screen checks the session once (react-admin asks in its routes and again in the list)',
    { timeout: 60000 },
    async () => {
      const checkAuth = vi.spyOn(authProvider, 'checkAuth');
      try {
        await renderApp('/orders', { as: 'admin' });
        await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 30000 });
        expect(
          await screen.findAllByRole('checkbox', { name: 'Select this row' }, { timeout: 30000 }),
        ).not.toHaveLength(0);
        await tabCountsShown();
        expect(checkAuth).toHaveBeenCalledTimes(1);
      } finally {
        checkAuth.mockRestore();
      }
    },
  );
});
