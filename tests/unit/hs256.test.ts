import { SignJWT, UnsecuredJWT, decodeJwt, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { decodeClaims, signHs256, verifyHs256 } from '../../src/domain/hs256';

const KEY = new TextEncoder().encode('a-login-token');
const NOW = 1_790_000_000;
const at = (seconds: number) => new Date(seconds * 1000);
const options = { requiredClaims: ['exp', 'iat'], maxTokenAge: 3600 };

const joseToken = (claims: Record<string, unknown>, key = KEY, alg = 'HS256') =>
  new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);

/** Whether jose and ours agree that a token is (not) valid at NOW with the same options. */
async function bothSay(token: string, key = KEY) {
  const jose = await jwtVerify(token, key, { ...options, algorithms: ['HS256'], currentDate: at(NOW) }).then(
    () => true,
    () => false,
  );
  const ours = await verifyHs256(token, key, { ...options, now: NOW }).then(
    () => true,
    () => false,
  );
  expect(ours).toBe(jose);
  return ours;
}

describe('HS256 tokens (checked against jose)', () => {
  it('signs what jose verifies and reads back, and verifies what jose signs', async () => {
    const claims = { id: 7, permission: 'admin', iat: NOW - 10, exp: NOW + 3590 };
    const ours = await signHs256(claims, KEY);
    expect((await jwtVerify(ours, KEY, { currentDate: at(NOW) })).payload).toEqual(claims);
    expect(decodeJwt(ours)).toEqual(decodeClaims(ours));
    expect(ours).toBe(await joseToken(claims));
    expect(await bothSay(await joseToken(claims))).toBe(true);
  });

  it.each([
    ['expired', { id: 1, iat: NOW - 100, exp: NOW - 1 }],
    ['expiring now', { id: 1, iat: NOW - 100, exp: NOW }],
    ['no exp', { id: 1, iat: NOW - 100 }],
    ['no iat', { id: 1, exp: NOW + 100 }],
    ['older than 3600 s', { id: 1, iat: NOW - 3601, exp: NOW + 86400 }],
    ['exactly 3600 s old', { id: 1, iat: NOW - 3600, exp: NOW + 86400 }],
    ['issued in the future', { id: 1, iat: NOW + 60, exp: NOW + 3600 }],
    ['not valid before later', { id: 1, iat: NOW - 1, exp: NOW + 100, nbf: NOW + 10 }],
    ['exp not a number', { id: 1, iat: NOW - 1, exp: String(NOW + 100) }],
  ])('agrees with jose on a token %s', async (_name, claims) => {
    await bothSay(await joseToken(claims));
  });

  it('refuses another key, another algorithm, an unsigned token, a changed payload and garbage', async () => {
    const claims = { id: 1, iat: NOW - 1, exp: NOW + 100 };
    expect(await bothSay(await joseToken(claims), new TextEncoder().encode('another'))).toBe(false);
    expect(await bothSay(await joseToken(claims, KEY, 'HS384'))).toBe(false);
    expect(await bothSay(new UnsecuredJWT(claims).encode())).toBe(false);
    const [header, , signature] = (await joseToken(claims)).split('.');
    const forged = btoa(JSON.stringify({ ...claims, id: 2 })).replace(/=+$/, '');
    expect(await bothSay(`${header}.${forged}.${signature}`)).toBe(false);
    for (const garbage of ['', 'a.b', 'a.b.c', 'a.b.c.d.e']) {
      await expect(verifyHs256(garbage, KEY)).rejects.toThrow();
    }
    expect(() => decodeClaims('not-a-token')).toThrow();
  });
});
