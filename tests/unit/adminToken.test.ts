import { jwtVerify, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { adminAuthToken, forgetAdminAuthToken } from '../../src/api/adminToken';

const LOGIN_TOKEN = 'header.payload.signature-of-the-login-token';

describe('adminAuthToken', () => {
  it('lives 3600 s and is verifiable with the login token as the HS256 key', async () => {
    forgetAdminAuthToken();
    const token = await adminAuthToken(LOGIN_TOKEN, 7, Date.UTC(2026, 10, 22, 10));
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(LOGIN_TOKEN), {
      currentDate: new Date(Date.UTC(2026, 10, 22, 10, 30)),
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.id).toBe(7);
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('does not verify with another key', async () => {
    forgetAdminAuthToken();
    const token = await adminAuthToken(LOGIN_TOKEN, 7);
    await expect(jwtVerify(token, new TextEncoder().encode('another-token'))).rejects.toThrow();
  });

  it('reuses a cached token while it has over 60 s left, and makes a fresh one after', async () => {
    forgetAdminAuthToken();
    const start = Date.UTC(2026, 10, 22, 10);
    const first = await adminAuthToken(LOGIN_TOKEN, 7, start);
    expect(await adminAuthToken(LOGIN_TOKEN, 7, start + 3000_000)).toBe(first);
    const later = await adminAuthToken(LOGIN_TOKEN, 7, start + 3541_000);
    expect(later).not.toBe(first);
    expect(decodeJwt(later).iat).toBe(Math.floor((start + 3541_000) / 1000));
  });

  it('makes a new token for another login token or account', async () => {
    forgetAdminAuthToken();
    const first = await adminAuthToken(LOGIN_TOKEN, 7);
    expect(await adminAuthToken('other', 7)).not.toBe(first);
    expect(decodeJwt(await adminAuthToken('other', 8)).id).toBe(8);
  });
});
