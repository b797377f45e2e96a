import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { transport } from '../../src/api/client';
import { authProvider } from '../../src/providers/authProvider';
import { getSession } from '../../src/session/store';
import { renderApp } from './renderApp';

/**
 * The fault suite (issue 14): the promocode form's save and the orders list's load against a backend that is
 * down, slow, times out, answers HTML, refuses with field errors or ends the session.
 */
const SAVE = /\/v1\.0\/admin\/promocodes\/add$/;
const faulty = (handler: Parameters<typeof http.post>[1]) => server.use(http.post(SAVE, handler));

afterEach(() => {
  transport.timeoutMs = 20_000;
});

/** Fills the form as a user would, then saves; `beforeSave` changes the transport for the save alone. */
async function fillAndSave({ beforeSave }: { beforeSave?: () => void } = {}) {
  const user = userEvent.setup();
  await renderApp('/promocodes/add', { as: 'admin' });
  // The first render loads the form's lazy chunks: slow on a busy machine.
  await user.type(await screen.findByLabelText(/Code/, {}, { timeout: 15_000 }), 'spring5');
  await user.type(screen.getByLabelText(/Value/), '15');
  await user.click(screen.getByLabelText('Service types'));
  await user.click(await screen.findByRole('option', { name: 'Window cleaning' }));
  beforeSave?.();
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

/** A short timeout for the calls of the test's own step only: the form's loads before it answer in their time. */
const shortTimeout = () => (transport.timeoutMs = 300);

const expectFormIntact = () => {
  expect(window.location.pathname).toBe('/promocodes/add');
  expect(screen.getByLabelText(/Code/)).toHaveValue('SPRING5');
  expect(screen.getByLabelText(/Value/)).toHaveValue(15);
};

describe('a save against a faulty backend keeps the form', () => {
  it('network down: Data update error', async () => {
    faulty(() => HttpResponse.error());
    await fillAndSave();
    expect(await screen.findByText('Data update error')).toBeInTheDocument();
    expectFormIntact();
  });

  it('timeout: Data update error', async () => {
    faulty(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    await fillAndSave({ beforeSave: shortTimeout });
    expect(await screen.findByText('Data update error')).toBeInTheDocument();
    expectFormIntact();
  });

  it('an answer that is not JSON: Data update error', async () => {
    faulty(
      () =>
        new HttpResponse('<html><body>502 Bad Gateway</body></html>', {
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    await fillAndSave();
    expect(await screen.findByText('Data update error')).toBeInTheDocument();
    expectFormIntact();
  });

  it('result false with field errors: the message under its field', async () => {
    faulty(() =>
      HttpResponse.json({
        result: false,
        message: 'app.errors.codeTaken',
        errors: { code: 'app.errors.codeTaken' },
      }),
    );
    await fillAndSave();
    expect(await screen.findByText('This code is already in use')).toBeInTheDocument();
    expectFormIntact();
  });

  it('a slow backend: the save waits and succeeds', async () => {
    faulty(async () => {
      // Answers nothing itself: after the wait, the fake backend's own handler saves.
      await delay(400);
    });
    await fillAndSave();
    await waitFor(() => expect(window.location.pathname).not.toBe('/promocodes/add'));
  });

  it('logout: true during a save ends the session and goes to the login page', async () => {
    faulty(() => HttpResponse.json({ result: false, logout: true, message: 'app.errors.session' }));
    await fillAndSave();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });
});

describe('a load against a faulty backend', () => {
  it.each([
    ['network down', () => HttpResponse.error()],
    ['timeout', async () => (await delay('infinite'), HttpResponse.json({}))],
  ])("%s: 'error while loading, try again in 30 seconds'", async (_name, handler) => {
    server.use(http.post(/\/v1\.0\/admin\/promocodes\/list$/, handler));
    // Logged in with the usual timeout; the screen's calls then get the short one.
    await authProvider.login({ username: 'admin@example.com', password: 'demo1234' });
    shortTimeout();
    await renderApp('/promocodes');
    expect(await screen.findByText('error while loading, try again in 30 seconds')).toBeInTheDocument();
  });
});
