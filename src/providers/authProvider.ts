import type { AuthProvider } from 'react-admin';
import { ApiError, post } from '../api/client';
import type { ApiByPath } from '../api/contract';
import type { AnswerOf, RequestOf } from '../api/contract/endpoint';
import { forgetAdminAuthToken } from '../api/adminToken';
import { can, type Action } from '../domain/permissions';
import { returnScreenOf, sessionEnding } from '../session/afterLogout';
import { permissionOf, sessionProblem, type Session } from '../session/session';
import { clearSession, getSession, writeSession } from '../session/store';
import { apiName } from './resourceRegistry';

export const AFTER_LOGIN = '/dashboard';

// Login and logout go through `post` (login carries no session), typed by their contract declarations.
type Login = ApiByPath['admin/login'];
type Logout = ApiByPath['admin/logout'];

function endSession() {
  clearSession();
  forgetAdminAuthToken();
}

/** True when an error means the server no longer accepts our session. */
export function isLogoutError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const candidate = error as { logout?: boolean; status?: number; body?: { logout?: boolean } };
  return !!(candidate.logout || candidate.body?.logout || candidate.status === 401);
}

/**
 * Whether the session may do `action` on `resource`: authProvider.canAccess answers it, and a component that must
 * not wait a render for react-admin's access query reads it directly (the sidebar, rendered after a list whose
 * own access check reads that same query's cache entry without subscribing to it).
 */
export function accessOf(resource: string, action: Action, session: Session | null = getSession()) {
  return can(permissionOf(session), apiName(resource), action);
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    try {
      const payload: RequestOf<Login> = { email: username, password };
      const answer = await post<AnswerOf<Login>>('admin/login', payload, { auth: false });
      writeSession({ ...answer.data, isLogged: true });
      // Back where a save was interrupted by the end of the session, its values waiting there (issue 14).
      return { redirectTo: returnScreenOf(answer.data.id) ?? AFTER_LOGIN };
    } catch (error) {
      throw new Error(error instanceof ApiError ? error.message : 'app.errors.technical');
    }
  },
  async checkAuth() {
    if (sessionProblem(getSession())) {
      endSession();
      throw { redirectTo: '/login', message: false };
    }
  },
  async checkError(error) {
    if (isLogoutError(error)) {
      // The open forms keep their values first, while the session still names whose they are.
      sessionEnding();
      endSession();
      throw { redirectTo: '/login', logoutUser: true, message: false };
    }
  },
  async logout() {
    // The server forgets the login token too, so a copy of it stops working. Best effort: leaving must never fail.
    if (!sessionProblem(getSession()))
      await post<AnswerOf<Logout>>('admin/logout', {} satisfies RequestOf<Logout>).catch(() => undefined);
    endSession();
    return '/login';
  },
  async getIdentity() {
    const session = getSession();
    if (!session) throw new Error('app.errors.session');
    return { id: session.id, fullName: session.name };
  },
  async canAccess({ resource, action }) {
    return accessOf(resource ?? '', action);
  },
};
