import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { getSession } from '../../src/session/store';
import { renderApp } from './renderApp';

/**
 * Issue 14: a save answered with `logout: true` ends the session but loses nothing. The form's values wait in this
 * tab's sessionStorage; the same user logging in again is back on the same screen with them, told so, and may
 * discard them.
 */
const SAVE = /\/v1\.0\/admin\/promocodes\/add$/;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

async function saveEndsTheSession() {
  const user = userEvent.setup();
  server.use(
    http.post(SAVE, () => HttpResponse.json({ result: false, logout: true, message: 'app.errors.session' }), {
      once: true,
    }),
  );
  await renderApp('/promocodes/add', { as: 'admin' });
  await user.type(await screen.findByLabelText(/Code/, {}, { timeout: 15_000 }), 'spring5');
  await user.type(screen.getByLabelText(/Value/), '15');
  await user.click(screen.getByLabelText('Service types'));
  await user.click(await screen.findByRole('option', { name: 'Window cleaning' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(window.location.pathname).toBe('/login'));
  expect(getSession()).toBeNull();
  return user;
}

async function logInAgain(user: ReturnType<typeof userEvent.setup>, email = 'admin@example.com') {
  await user.type(await screen.findByLabelText(/E-mail/), email);
  await user.type(screen.getByLabelText(/Password/), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('logout: true during a save', { timeout: 60_000 }, () => {
  it('keeps the values, and the next login is back on the same screen with them restored', async () => {
    const user = await saveEndsTheSession();
    expect(
      Object.keys(sessionStorage).some((key) => key.startsWith('draft.') && key.endsWith('/promocodes/add')),
    ).toBe(true);
    await logInAgain(user);
    await waitFor(() => expect(window.location.pathname).toBe('/promocodes/add'));
    expect(await screen.findByTestId('logged-out-draft', {}, { timeout: 15_000 })).toHaveTextContent(
      'You were logged out while saving',
    );
    await waitFor(() => expect(screen.getByLabelText(/Code/)).toHaveValue('SPRING5'));
    expect(screen.getByLabelText(/Value/)).toHaveValue(15);

    // Saved this time: the draft is gone.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).not.toBe('/promocodes/add'), { timeout: 10_000 });
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('draft.'))).toEqual([]);
  });

  it('discarding the restored values empties the form and forgets them', async () => {
    const user = await saveEndsTheSession();
    await logInAgain(user);
    const notice = await screen.findByTestId('logged-out-draft', {}, { timeout: 15_000 });
    await user.click(within(notice).getByRole('button', { name: 'Discard it' }));
    expect(screen.queryByTestId('logged-out-draft')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Code/)).toHaveValue('');
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('draft.'))).toEqual([]);
  });

  it('another user logging in on the tab starts at the dashboard and never sees them', async () => {
    const user = await saveEndsTheSession();
    await logInAgain(user, 'manager@example.com');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });
});
