import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession as readSession } from '../../src/session/store';
import { authProvider } from '../../src/providers/authProvider';
import { screenPath } from '../../src/session/afterLogout';
import { SESSION_KEY } from '../../src/session/session';
import { renderApp } from './renderApp';

describe('login page', () => {
  it('shows the spec messages under the fields and stays on /login', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Log in to your CRM account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText("The field can't be empty")).toHaveLength(2);
    await user.type(screen.getByLabelText(/E-mail/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Incorrect email format')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('refuses a wrong password with a message, keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    await user.type(await screen.findByLabelText(/E-mail/), 'admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong e-mail or password')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('admin@example.com');
    expect(readSession()).toBeNull();
  });

  it('logs the demo admin in and greets them by name on the dashboard', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    await user.type(await screen.findByLabelText(/E-mail/), 'admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect((await screen.findAllByText('Hello, Anna Kowalska')).length).toBeGreaterThan(0);
    expect(readSession()).toMatchObject({
      name: 'Anna Kowalska',
      location: 1,
      currencyCode: 'PLN',
      isLogged: true,
    });
  });

  it('goes on to the screen opened while logged out, not the dashboard', async () => {
    const user = userEvent.setup();
    await renderApp('/promocodes/2');
    await user.type(await screen.findByLabelText(/E-mail/), 'admin@example.com');
    expect(window.location.pathname).toBe('/login');
    await user.type(screen.getByLabelText(/Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/promocodes/2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Promocodes' })).toBeInTheDocument();
  });

  it('after a logout, the same user goes back to that screen and another user starts at the dashboard', async () => {
    const user = userEvent.setup();
    const logIn = async (email: string) => {
      await user.type(await screen.findByLabelText(/E-mail/), email);
      await user.type(screen.getByLabelText(/Password/), 'demo1234');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
    };
    const logOut = async () => {
      await user.click(await screen.findByRole('button', { name: 'Logout' }));
      await waitFor(() => expect(window.location.pathname).toBe('/login'));
    };
    await renderApp('/promocodes/2', { as: 'admin' });
    await logOut();
    await logIn('admin@example.com');
    await waitFor(() => expect(window.location.pathname).toBe('/promocodes/2'));
    await logOut();
    await logIn('manager@example.com');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });

  it("after another tab's logout, the same user goes back to the screen and another user starts at the dashboard", async () => {
    const admin = { username: 'admin@example.com', password: 'demo1234' };
    const leaveFromAnotherTab = async () => {
      window.history.pushState({}, '', '/promocodes/2');
      localStorage.removeItem(SESSION_KEY); // what another tab's logout leaves here
      await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
      await authProvider.logout({});
    };
    await authProvider.login(admin);
    await leaveFromAnotherTab();
    // react-admin's own path for the spec's /promocodes/2 (its router rewrites it back).
    expect(await authProvider.login(admin)).toEqual({ redirectTo: '/promocodes?page=2' });
    await leaveFromAnotherTab();
    expect(await authProvider.login({ ...admin, username: 'manager@example.com' })).toEqual({
      redirectTo: '/dashboard',
    });
  });

  it('takes only a path of the app as the screen to go on to', () => {
    expect(screenPath('/orders/edit/3?tab=1')).toBe('/orders/edit/3?tab=1');
    for (const path of [
      '',
      '//elsewhere.example/x',
      'https://elsewhere.example',
      '/login',
      '/login?x=1',
      '/',
    ])
      expect(screenPath(path)).toBeNull();
  });
});
