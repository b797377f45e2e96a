/**
 * A session that ends during a save (an answer with `logout: true`) loses nothing (issue 14): the forms still open
 * keep their values as a draft in this tab's sessionStorage (src/components/drafts), and the next login of the same
 * user goes back to the screen they were on. This module is the warning the forms listen to and that screen, and
 * the screen any login goes on to (the one in view when the user was sent to the login page).
 */
const RETURN_KEY = 'afterLogin.screen';
const ENDED_KEY = 'afterLogin.endedSession';
const ASKED_KEY = 'afterLogin.asked';

type Listener = () => void;
const listeners = new Set<Listener>();

/** A form listens while it is open; the answer unsubscribes. */
export function onSessionEnding(listener: Listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Said before the session is cleared and the login page shown, while the forms can still read their values. */
export function sessionEnding() {
  listeners.forEach((listener) => listener());
}

/** Where this user was when the session ended under them. */
export function keepReturnScreen(userId: string | number, screen: string) {
  try {
    sessionStorage.setItem(RETURN_KEY, JSON.stringify({ userId: String(userId), screen }));
  } catch {
    // Storage refused: the draft itself may still be kept; only the way back is lost.
  }
}

/** The screen to go back to after this user logs in; none for another user, or when nothing ended a save. */
export function returnScreenOf(userId: string | number): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(RETURN_KEY) ?? 'null') as {
      userId?: string;
      screen?: string;
    } | null;
    return kept?.userId === String(userId) && kept.screen?.startsWith('/') ? kept.screen : null;
  } catch {
    return null;
  }
}

/** Once the user is back on the screen (or chose to start over), the way back is not needed any more. */
export const forgetReturnScreen = () => sessionStorage.removeItem(RETURN_KEY);

/**
 * A path of this app a login may go on to: not the login page or the landing, nothing that leaves the app.
 */
export function screenPath(path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const pathname = path.split(/[?#]/)[0];
  return pathname === '/login' || pathname === '/' ? null : path;
}

/** Whose session last ended in this tab (a logout, an expiry, a refusal): the screen it was on was theirs. */
export function rememberEndedSession(userId: string | number) {
  try {
    sessionStorage.setItem(ENDED_KEY, String(userId));
  } catch {
    // Storage refused: takeAskedScreen then finds no screen either.
  }
}

/**
 * The screen in view when react-admin logs out (the user's logout, a session that ended, a protected page opened
 * without one): the next login goes on to it, if it is the same user's or no session had ended in this tab. The
 * login page itself (a second check while it opens) does not replace it.
 */
export function keepAskedScreen(path: string) {
  const screen = screenPath(path);
  if (!screen) return;
  try {
    sessionStorage.setItem(ASKED_KEY, screen);
  } catch {
    // Storage refused: the login goes to the dashboard.
  }
}

/** The screen a login of `userId` goes on to (and forgets): none for another user than the one who left it. */
export function takeAskedScreen(userId: string | number): string | null {
  try {
    const screen = sessionStorage.getItem(ASKED_KEY);
    const ended = sessionStorage.getItem(ENDED_KEY);
    sessionStorage.removeItem(ASKED_KEY);
    return screen && (ended === null || ended === String(userId)) ? screenPath(screen) : null;
  } catch {
    return null;
  }
}
