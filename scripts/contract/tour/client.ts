import { SignJWT } from 'jose';
import { adminAuthToken, forgetAdminAuthToken } from '../../../src/api/adminToken';
import { encodeBody, type Payload } from '../../../src/api/encode';

/** What came back, as text the checker reads (JSON, a CSV or an error page); status 0: no answer at all. */
export interface Reply {
  status: number;
  contentType: string;
  text: string;
}

/** The login session the tour calls with: the login token signs each call's adminAuthToken. */
export interface TourSession {
  id: number;
  token: string;
  location: number;
}

export interface ClientOptions {
  /** the API's base, as VITE_API_URL: `https://host/api` */
  host: string;
  /** the application credential (`Authorization`) */
  credential: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** fetch's own message is 'fetch failed'; the reason (ECONNREFUSED, a timeout) is its cause. */
const causeOf = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? error.cause.message : error.message;
};

/** A token signed with another key than the login token: a host must refuse it and end the session. */
export const forgedToken = (session: TourSession) =>
  new SignJWT({ id: session.id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(`forged-${session.token}`));

/**
 * Calls the API the way the panel does (src/api/client.ts): POST, the same form encoding (src/api/encode.ts), the
 * application credential, and on session calls the same adminAuthToken (src/api/adminToken.ts), location and
 * language fields.
 */
export function apiClient({ host, credential, fetch: send = fetch, timeoutMs = 30_000 }: ClientOptions) {
  const base = `${host.replace(/\/$/, '')}/v1.0/`;

  async function post(path: string, body: Payload): Promise<Reply> {
    try {
      const response = await send(base + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: credential },
        body: encodeBody(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const contentType = response.headers.get('Content-Type') ?? '';
      return { status: response.status, contentType, text: await response.text() };
    } catch (error) {
      // No answer at all (refused connection, timeout): the report says so instead of the tool failing.
      return { status: 0, contentType: '', text: `no answer: ${causeOf(error)}` };
    }
  }

  return {
    /** A public call: no session fields. */
    public: (path: string, payload: Payload) => post(path, payload),
    /** A session call; `token` replaces the adminAuthToken (the token check sends a forged one). */
    async call(path: string, payload: Payload, session: TourSession, token?: string) {
      const auth = token ?? (await adminAuthToken(session.token, session.id));
      return post(path, { ...payload, adminAuthToken: auth, location: session.location, language: 'en' });
    },
    forget: forgetAdminAuthToken,
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
