import { SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { authProvider, isLogoutError } from '../../src/providers/authProvider';
import { sessionProblem, type Session } from '../../src/session/session';
import { getSession as readSession, writeSession } from '../../src/session/store';

const NOW = Date.UTC(2026, 10, 22, 12);
const sign = (payload: Record<string, unknown>) =>
  new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('server-secret'));

const session = (token: string, id = 7) => ({ id, token, name: 'Anna', location: 1 }) as Session;

describe('checkAuth rules (sessionProblem)', () => {
  it.each([
    ['no session', async () => null, 'missing'],
    ['no token', async () => session(''), 'missing'],
    ['a token that does not decode', async () => session('not-a-jwt'), 'undecodable'],
    ['a token without id', async () => session(await sign({ exp: NOW / 1000 + 60 })), 'undecodable'],
    ['an expired token', async () => session(await sign({ id: 7, exp: NOW / 1000 - 1 })), 'expired'],
    [
      'a token of another id',
      async () => session(await sign({ id: 8, exp: NOW / 1000 + 60 })),
      'id-mismatch',
    ],
    [
      'a valid token of the stored id',
      async () => session(await sign({ id: 7, permission: 'admin', exp: NOW / 1000 + 60 })),
      null,
    ],
  ])('%s -> %s', async (_, make, problem) => {
    expect(sessionProblem(await make(), NOW)).toBe(problem);
  });
});

describe('authProvider', () => {
  beforeEach(() => localStorage.clear());

  it('checkAuth rejects to /login and clears the session when the token id differs from the stored id', async () => {
    writeSession(session(await sign({ id: 8, exp: Date.now() / 1000 + 600 })));
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(readSession()).toBeNull();
  });

  it('checkAuth accepts a valid session', async () => {
    writeSession(session(await sign({ id: 7, exp: Date.now() / 1000 + 600 })));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError logs out on an answer with logout: true, and only then', async () => {
    writeSession(session(await sign({ id: 7, exp: Date.now() / 1000 + 600 })));
    await expect(
      authProvider.checkError({ status: 400, body: { errors: { code: 'x' } } }),
    ).resolves.toBeUndefined();
    await expect(authProvider.checkError(new Error('network'))).resolves.toBeUndefined();
    expect(readSession()).not.toBeNull();
    await expect(authProvider.checkError({ status: 401, body: { logout: true } })).rejects.toMatchObject({
      redirectTo: '/login',
    });
    expect(readSession()).toBeNull();
  });

  it.each([
    [{ logout: true }, true],
    [{ body: { logout: true } }, true],
    [{ status: 401 }, true],
    [{ status: 400 }, false],
    [null, false],
  ])('isLogoutError(%j) is %s', (error, expected) => {
    expect(isLogoutError(error)).toBe(expected);
  });

  it('logout clears the stored session and keeps the language preference', async () => {
    writeSession(session(await sign({ id: 7, exp: Date.now() / 1000 + 600 })));
    localStorage.setItem('authLanguage', 'ru');
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('authLanguage')).toBe('ru');
  });

  it('canAccess: managers never delete and only read SEO and agreements', async () => {
    writeSession(session(await sign({ id: 7, permission: 'manager', exp: Date.now() / 1000 + 600 })));
    expect(await authProvider.canAccess!({ resource: 'promocodes', action: 'edit' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'promocodes', action: 'delete' })).toBe(false);
    expect(await authProvider.canAccess!({ resource: 'agreements', action: 'edit' })).toBe(false);
    expect(await authProvider.canAccess!({ resource: 'agreements', action: 'list' })).toBe(true);
  });
});
