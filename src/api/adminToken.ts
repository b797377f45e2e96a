import { SignJWT } from 'jose';

export const ADMIN_TOKEN_LIFETIME = 3600;
/** A cached token is reused only while it has more than this left, so no call carries one about to expire. */
const MIN_REMAINING = 60;

let cache: { key: string; id: number; token: string; exp: number } | null = null;

/**
 * The short-lived adminAuthToken: HS256 over {id, iat, exp = iat + 3600}, keyed by the login token the
 * server gave us, so the server can check both who calls and that the call is fresh.
 */
export async function adminAuthToken(loginToken: string, id: number, nowMs = Date.now()): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  if (cache && cache.key === loginToken && cache.id === id && cache.exp - now > MIN_REMAINING) {
    return cache.token;
  }
  const exp = now + ADMIN_TOKEN_LIFETIME;
  const token = await new SignJWT({ id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(loginToken));
  cache = { key: loginToken, id, token, exp };
  return token;
}

export function forgetAdminAuthToken() {
  cache = null;
}
