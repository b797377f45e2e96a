import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import { db } from './db';
import { Refusal } from './http';

const SERVER_SECRET = new TextEncoder().encode('demo-server-secret-not-for-production');
export const LOGIN_TOKEN_DAYS = 30;

export interface Account {
  id: number;
  name: string;
  email: string;
  password: string;
  permission: string;
  location: number;
  locations: number[];
  [key: string]: unknown;
}

interface SessionRow {
  id: number;
  accountId: number;
  token: string;
  [key: string]: unknown;
}

/** The login token the server signs: {id, permission, exp}; remembered so adminAuthTokens can be checked. */
export async function issueLoginToken(account: Account): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ id: account.id, permission: account.permission })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + LOGIN_TOKEN_DAYS * 86400)
    .sign(SERVER_SECRET);
  db().collection<SessionRow>('sessions').insert({ accountId: account.id, token });
  return token;
}

/**
 * Checks an adminAuthToken as a real server would: it must be signed (HS256) with a login token this server
 * issued to that account, and not be expired. Anything else ends the session (logout: true).
 */
export async function authenticate(adminAuthToken: unknown): Promise<Account> {
  if (typeof adminAuthToken !== 'string' || !adminAuthToken) throw new Refusal('app.errors.session', undefined, true);
  let claimed: number;
  try {
    claimed = Number(decodeJwt(adminAuthToken).id);
  } catch {
    throw new Refusal('app.errors.session', undefined, true);
  }
  const account = db().collection<Account>('accounts').get(claimed);
  const sessions = db()
    .collection<SessionRow>('sessions')
    .all()
    .filter((session) => session.accountId === claimed);
  if (account) {
    for (const session of sessions) {
      try {
        await jwtVerify(session.token, SERVER_SECRET);
        await jwtVerify(adminAuthToken, new TextEncoder().encode(session.token), { algorithms: ['HS256'] });
        return account;
      } catch {
        // try the account's other sessions
      }
    }
  }
  throw new Refusal('app.errors.session', undefined, true);
}
