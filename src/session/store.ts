import { SESSION_KEY, type Session } from './session';

/**
 * The stored session, parsed once and shared: screens read it with useSession(), the wire and the
 * authProvider with getSession(). It is parsed again only when the stored text changes (login, location
 * change, logout here; another tab's `storage` event; a test clearing localStorage).
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let cachedRaw: string | null = null;
let cached: Session | null = null;
/** Whose session this page last saw: another tab's logout clears the storage, not this. */
let lastUser: Session['id'] | null = null;

function storedText(): string | null {
  try {
    return localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Session;
  } catch {
    return null;
  }
}

/** The current session: the same object for as long as the stored text does not change. */
export function getSession(): Session | null {
  const raw = storedText();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
    if (cached) lastUser = cached.id;
  }
  return cached;
}

/** The user of the last session this page saw, stored or since cleared (here or by another tab); null if none. */
export const lastSessionUser = () => {
  getSession();
  return lastUser;
};

function emit() {
  listeners.forEach((listener) => listener());
}

function store(session: Session | null) {
  const raw = session ? JSON.stringify(session) : null;
  if (raw) localStorage.setItem(SESSION_KEY, raw);
  else localStorage.removeItem(SESSION_KEY);
  // The object we were given is the parse of what we stored: no need to parse it back.
  cachedRaw = raw;
  cached = session;
  if (session) lastUser = session.id;
  emit();
}

export const writeSession = (session: Session) => store(session);

export function updateSession(patch: Partial<Session>) {
  const current = getSession();
  if (current) store({ ...current, ...patch });
}

/** Logout clears every stored session datum; the interface language is a preference and stays. */
export const clearSession = () => store(null);

function onStorage(event: StorageEvent) {
  // key null: the other tab cleared the whole storage.
  if (event.key === SESSION_KEY || event.key === null) emit();
}

/** For useSyncExternalStore: the listener runs on every change, here or in another tab. */
export function subscribeSession(listener: Listener): () => void {
  if (!listeners.size) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener('storage', onStorage);
  };
}
