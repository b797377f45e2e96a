import { SignJWT, decodeJwt } from 'jose';
import { db } from './db';
import { Refusal } from './http';
import { SERVER_SECRET, signedBySession } from './tokens';

export { ADMIN_TOKEN_MAX_AGE } from './tokens';
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
    // Each login its own token, even twice in one second: revoking one session never ends another.
    .setJti(crypto.randomUUID())
    .sign(SERVER_SECRET);
  db().collection<SessionRow>('sessions').insert({ accountId: account.id, token });
  return token;
}

const sessionRefused = () => new Refusal('app.errors.session', undefined, true);

/** The account and the login session (one issued login token) a valid adminAuthToken belongs to. */
async function verifiedSession(adminAuthToken: unknown): Promise<{ account: Account; session: SessionRow }> {
  if (typeof adminAuthToken !== 'string' || !adminAuthToken) throw sessionRefused();
  let claimed: number;
  try {
    claimed = Number(decodeJwt(adminAuthToken).id);
  } catch {
    throw sessionRefused();
  }
  const account = db().collection<Account>('accounts').get(claimed);
  const sessions = db()
    .collection<SessionRow>('sessions')
    .all()
    .filter((session) => session.accountId === claimed);
  if (account) {
    for (const session of sessions) {
      if (await signedBySession(adminAuthToken, session.token)) return { account, session };
    }
  }
  throw sessionRefused();
}

/**
 * Checks an adminAuthToken as a real server would: signed (HS256) with a login token this server issued to that
 * account and has not revoked, with an `exp` not passed and an `iat` at most 3600 s ago. Anything else ends the
 * session (logout: true).
 */
export async function authenticate(adminAuthToken: unknown): Promise<Account> {
  return (await verifiedSession(adminAuthToken)).account;
}

/** The login token (the session) a valid adminAuthToken was signed with. */
export async function loginTokenOf(adminAuthToken: unknown): Promise<string> {
  return (await verifiedSession(adminAuthToken)).session.token;
}

/** Logout: the login token behind this call is forgotten, so a copy of it (or of its adminAuthTokens) stops working. */
export async function revokeSession(adminAuthToken: unknown) {
  const { session } = await verifiedSession(adminAuthToken);
  db().collection<SessionRow>('sessions').remove(session.id);
}
