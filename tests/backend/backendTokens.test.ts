import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { API_BASE, API_CREDENTIAL } from '../../src/api/config';
import { encodeBody } from '../../src/api/encode';
import { authProvider } from '../../src/providers/authProvider';
import { getSession } from '../../src/session/store';
import { call, loginAs, type Answer } from './backendCalls';

/** The fake backend's token rules (issue 14): `exp` required, at most 3600 s old, dead after logout. */
const sign = (claims: { iat?: number; exp?: number }, key: string, id: number) => {
  let jwt = new SignJWT({ id }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
  if (claims.iat !== undefined) jwt = jwt.setIssuedAt(claims.iat);
  if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp);
  return jwt.sign(new TextEncoder().encode(key));
};

async function callWith(
  adminAuthToken: string,
  location = getSession()!.location,
): Promise<Answer & { logout?: boolean }> {
  const response = await fetch(API_BASE + 'admin/dashboard/widget', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: API_CREDENTIAL },
    body: encodeBody({ adminAuthToken, location, language: 'en', name: 'unpaid' }),
  });
  return (await response.json()) as Answer & { logout?: boolean };
}

const now = () => Math.floor(Date.now() / 1000);

describe('the fake backend refuses', () => {
  it('accepts a fresh token (the control case)', async () => {
    await loginAs('admin');
    const { token, id } = getSession()!;
    expect((await callWith(await sign({ iat: now(), exp: now() + 3600 }, token, id))).result).toBe(true);
  });

  it('a token without exp', async () => {
    await loginAs('admin');
    const { token, id } = getSession()!;
    const answer = await callWith(await sign({ iat: now() }, token, id));
    expect(answer).toMatchObject({ result: false, logout: true, message: 'app.errors.session' });
  });

  it('a token valid for ten years, once it is older than 3600 s', async () => {
    await loginAs('admin');
    const { token, id } = getSession()!;
    const issued = now() - 3601;
    const answer = await callWith(await sign({ iat: issued, exp: issued + 10 * 365 * 86400 }, token, id));
    expect(answer).toMatchObject({ result: false, logout: true });
  });

  it('a token without iat (its age cannot be checked)', async () => {
    await loginAs('admin');
    const { token, id } = getSession()!;
    expect((await callWith(await sign({ exp: now() + 600 }, token, id))).result).toBe(false);
  });

  it('the login token after logout, even when a copy of it is kept', async () => {
    await loginAs('manager');
    const copied = getSession()!;
    expect((await call('admin/dashboard/widget', { name: 'unpaid' })).result).toBe(true);
    await authProvider.logout({});
    expect(getSession()).toBeNull();
    const answer = await callWith(
      await sign({ iat: now(), exp: now() + 3600 }, copied.token, copied.id),
      copied.location,
    );
    expect(answer).toMatchObject({ result: false, logout: true });
  });

  it('logout ends only that login: another session of the same account keeps working', async () => {
    await loginAs('admin');
    const first = getSession()!;
    await loginAs('admin');
    await authProvider.logout({});
    const answer = await callWith(
      await sign({ iat: now(), exp: now() + 3600 }, first.token, first.id),
      first.location,
    );
    expect(answer.result).toBe(true);
  });
});

describe('admin/account/password', () => {
  it('checks the current password, the length and the repeat, then takes the new one at login', async () => {
    await loginAs('manager');
    const wrong = await call('admin/account/password', {
      currentPassword: 'nope',
      password: 'long-enough',
      repeatPassword: 'long-enough',
    });
    expect(wrong).toMatchObject({ result: false, message: 'safety.wrongPassword' });
    const short = await call('admin/account/password', {
      currentPassword: 'demo1234',
      password: 'short',
      repeatPassword: 'short',
    });
    expect(short).toMatchObject({ result: false, message: 'app.validation.passwordLength' });
    const mismatch = await call('admin/account/password', {
      currentPassword: 'demo1234',
      password: 'long-enough',
      repeatPassword: 'long-enougH',
    });
    expect(mismatch).toMatchObject({ result: false, message: 'app.validation.passwordMatch' });
    expect(
      (
        await call('admin/account/password', {
          currentPassword: 'demo1234',
          password: 'long-enough',
          repeatPassword: 'long-enough',
        })
      ).result,
    ).toBe(true);
    await expect(loginAs('manager')).rejects.toThrow();
    await authProvider.login({ username: 'manager@example.com', password: 'long-enough' });
    expect(getSession()?.email).toBe('manager@example.com');
  });
});
