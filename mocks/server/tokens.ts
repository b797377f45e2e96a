import { jwtVerify } from 'jose';

/** The key the demo server signs its login tokens with. */
export const SERVER_SECRET = new TextEncoder().encode('demo-server-secret-not-for-production');

/** The adminAuthToken's age limit (SPEC section 9): its `iat` at most this old, and `exp` required. */
export const ADMIN_TOKEN_MAX_AGE = 3600;

/**
 * Whether an adminAuthToken was signed (HS256) with this login token, which this server issued and which has not
 * expired, with an `exp` not passed and an `iat` at most ADMIN_TOKEN_MAX_AGE seconds ago. Whether the login token is
 * still one of the account's sessions is the caller's part (mocks/server/auth.ts).
 */
export async function signedBySession(adminAuthToken: string, loginToken: string): Promise<boolean> {
  try {
    await jwtVerify(loginToken, SERVER_SECRET);
    // Without `requiredClaims` a token with no `exp` would never expire; `maxTokenAge` caps one whose `exp` is
    // years ahead (it needs `iat`, which the client always sets).
    await jwtVerify(adminAuthToken, new TextEncoder().encode(loginToken), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat'],
      maxTokenAge: ADMIN_TOKEN_MAX_AGE,
    });
    return true;
  } catch {
    return false;
  }
}
