import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
// The test compares react-admin's own hook with the app's (eslint refuses it in src/ only).
import { AdminContext, testDataProvider, useDataProvider, type AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { useAppDataProvider } from '../../src/providers/useAppDataProvider';

/**
 * A typed method refused because the session ended (the backend's `logout: true`) must not hand its caller
 * react-admin's stand-in answer: the order form's price rendered with `{ data: {} }` as its days while the logout
 * cleared the cache (a render error, issue 28).
 */

const SESSION_ENDED = Object.assign(new Error('app.errors.session'), { status: 401, body: { logout: true } });

function setup(calendarData: () => Promise<unknown>) {
  const authProvider: AuthProvider = {
    login: () => Promise.resolve(),
    logout: vi.fn(() => Promise.resolve()),
    checkAuth: () => Promise.resolve(),
    checkError: (error: { status?: number }) =>
      error.status === 401 ? Promise.reject(new Error('session')) : Promise.resolve(),
    getPermissions: () => Promise.resolve(),
  };
  const dataProvider = testDataProvider({ calendarData: vi.fn(calendarData) });
  return { authProvider, dataProvider };
}

type Outcome = { answer: unknown } | { error: unknown };

function Caller({ hook, done }: { hook: () => unknown; done: (outcome: Outcome) => void }) {
  const provider = hook() as { calendarData: () => Promise<unknown> };
  useEffect(() => {
    provider.calendarData().then(
      (answer) => done({ answer }),
      (error: unknown) => done({ error }),
    );
    // One call per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

async function call(hook: () => unknown, calendarData: () => Promise<unknown>) {
  const { authProvider, dataProvider } = setup(calendarData);
  const done = vi.fn<(outcome: Outcome) => void>();
  render(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider}>
      <Caller hook={hook} done={done} />
    </AdminContext>,
  );
  await waitFor(() => expect(done).toHaveBeenCalled());
  return { outcome: done.mock.calls[0][0], authProvider };
}

describe('useAppDataProvider: the typed methods never answer with react-admin’s logged-out stand-in', () => {
  it("react-admin's useDataProvider answers a call refused at logout with { data: {} } (why the app's hook exists)", async () => {
    // react-admin logs the refused call in development.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { outcome } = await call(useDataProvider, () => Promise.reject(SESSION_ENDED));
    expect(outcome).toEqual({ answer: { data: {} } });
  });

  it('the app’s hook rejects with the call’s own error, and the logout still happens', async () => {
    const { outcome, authProvider } = await call(useAppDataProvider, () => Promise.reject(SESSION_ENDED));
    expect(outcome).toEqual({ error: SESSION_ENDED });
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
  });

  it('an answer is the method’s own (an array of days stays an array)', async () => {
    const days = [{ date: '2026-11-26', available: true, freeSlots: 7, discount: null }];
    const { outcome, authProvider } = await call(useAppDataProvider, () => Promise.resolve(days));
    expect(outcome).toEqual({ answer: days });
    expect(authProvider.logout).not.toHaveBeenCalled();
  });
});
