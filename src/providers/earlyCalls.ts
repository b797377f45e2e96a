/**
 * Calls made before a screen asks for them: the first screen's rows are sent while the app still loads and
 * renders (src/main.tsx), instead of after react-admin's authentication and access checks. The dataProvider
 * takes such an answer once, for the very same call made within a few seconds; any other call goes to the wire.
 */
const FRESH_FOR_MS = 10_000;
const early = new Map<string, { answer: Promise<unknown>; at: number }>();

export function keepEarly(key: string, answer: Promise<unknown>) {
  // A failure is the screen's to show when it takes the answer: not an unhandled rejection meanwhile.
  answer.catch(() => undefined);
  early.set(key, { answer, at: Date.now() });
}

/** The answer to this call if it was made early and recently; taken once. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const kept = early.get(key);
  early.delete(key);
  return kept && Date.now() - kept.at < FRESH_FOR_MS ? (kept.answer as Promise<T>) : undefined;
}

/** After a logout or a login nothing made under the earlier session may be taken. */
export function forgetEarlyCalls() {
  early.clear();
}
