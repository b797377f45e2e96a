import type { AuthProvider } from 'react-admin';
import { ApiError, post } from '../api/client';
import type { ApiByPath } from '../api/contract';
import type { AnswerOf, RequestOf } from '../api/contract/endpoint';
import { forgetAdminAuthToken } from '../api/adminToken';
import { can, type Action } from '../domain/permissions';
import {
  keepAskedScreen,
  rememberEndedSession,
  returnScreenOf,
  sessionEnding,
  takeAskedScreen,
} from '../session/afterLogout';
import { permissionOf, sessionProblem, type Session } from '../session/session';
import { clearSession, getSession, lastSessionUser, writeSession } from '../session/store';
import { formatPath, parsePath, toAdminLocation } from '../routing/specPaths';
import { apiName, routeBases } from './resourceRegistry';

export const AFTER_LOGIN = '/dashboard';

// Login and logout go through `post` (login carries no session), typed by their contract declarations.
type Login = ApiByPath['admin/login'];
type Logout = ApiByPath['admin/logout'];

function endSession() {
  // The session's user, even when another tab's logout has already cleared it from the storage.
  const ended = getSession()?.id ?? lastSessionUser();
  if (ended !== null) rememberEndedSession(ended);
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
      // Back where a save was interrupted by the end of the session, its values waiting there (issue 14); else on
      // to the screen that sent this user to the login page (a link opened while logged out, or where they were
      // when they left); else the dashboard.
      const asked = takeAskedScreen(answer.data.id);
      return { redirectTo: returnScreenOf(answer.data.id) ?? asked ?? AFTER_LOGIN };
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
    // react-admin logs out for every way to the login page (the user's logout, an ended or missing session): the
    // screen in view is where the next login of this user goes on to, kept as react-admin's own path (its
    // redirect is rewritten to the spec's URL at the router, src/routing/specRouterProvider.tsx).
    const here = globalThis.location as Location | undefined; // none in node (the backend tier's tests)
    if (here)
      keepAskedScreen(formatPath(toAdminLocation(parsePath(`${here.pathname}${here.search}`), routeBases())));
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
