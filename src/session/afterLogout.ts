/**
 * A session that ends during a save (an answer with `logout: true`) loses nothing (issue 14): the forms still open
 * keep their values as a draft in this tab's sessionStorage (src/components/drafts), and the next login of the same
 * user goes back to the screen they were on. This module is the warning the forms listen to and that screen.
 */
const RETURN_KEY = 'afterLogin.screen';

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
