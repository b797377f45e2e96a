/**
 * The key of a create (docs/decisions-safety.md, "Saving once"). The same add, with the same values, carries the same
 * key until one of its calls succeeds: a second click while the first is on its way, or a retry after a timeout
 * whose add the server did make, is answered by the server with the first record instead of a second one. Once an
 * add has succeeded its key is forgotten, so adding the same values again later makes a new record.
 */
const pending = new Map<string, string>();
/** Failed adds keep their key for a retry; past this many the oldest go (each is only a retry's key). */
const KEPT = 100;

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a plain-http host still has getRandomValues.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** Sends one add under its key: the same path and values share a key until one of their calls succeeds. */
export async function once<T>(path: string, data: unknown, send: (key: string) => Promise<T>): Promise<T> {
  const what = JSON.stringify([path, data]);
  const key = pending.get(what) ?? newKey();
  pending.delete(what);
  pending.set(what, key);
  while (pending.size > KEPT) pending.delete(pending.keys().next().value!);
  const answer = await send(key);
  if (pending.get(what) === key) pending.delete(what);
  return answer;
}
