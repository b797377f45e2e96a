import { IDEMPOTENCY_KEY } from '../../src/domain/idempotency';

/**
 * Saving once (docs/decisions-safety.md): an add sent again with the same `Idempotency-Key` (src/domain/idempotency.ts),
 * by the same account in the same location, is answered with the first call's answer instead of making a second
 * record. A call that arrives while the first is still being answered waits for it. Only a successful answer is
 * kept: a refused add stores nothing, so its retry runs again. Keys live as long as the backend (the tab's worker).
 */
interface Kept {
  status: number;
  headers: [string, string][];
  body: string;
}

const answers = new Map<string, Promise<Kept | undefined>>();
/** The most recent keys kept; older ones go (a retry comes within seconds, not after a thousand adds). */
const KEPT = 1000;

const replay = (kept: Kept) => new Response(kept.body, { status: kept.status, headers: kept.headers });

async function keep(response: Response): Promise<Kept | undefined> {
  const body = await response.clone().text();
  const succeeded = (() => {
    try {
      return (JSON.parse(body) as { result?: unknown }).result === true;
    } catch {
      return false;
    }
  })();
  return succeeded ? { status: response.status, headers: [...response.headers], body } : undefined;
}

/**
 * Runs an idempotent call once per key within `scope` (the account, the location and the path). Without a key the
 * call just runs; a malformed key is ignored like none (the contract documents its form).
 */
export async function answerOnce(
  key: string | null,
  scope: string,
  run: () => Promise<Response>,
): Promise<Response> {
  if (!key || !IDEMPOTENCY_KEY.test(key)) return run();
  const id = `${scope}\n${key}`;
  const earlier = answers.get(id);
  if (earlier) {
    const kept = await earlier;
    if (kept) return replay(kept);
  }
  const running = run();
  const kept = running.then(keep, () => undefined);
  answers.set(id, kept);
  while (answers.size > KEPT) answers.delete(answers.keys().next().value!);
  // A failed call forgets its key (unless a later call has taken it over meanwhile).
  void kept.then((value) => {
    if (!value && answers.get(id) === kept) answers.delete(id);
  });
  return running;
}

/** Forgets every kept answer (the demo's reset and the tests' fresh store: the records they named are gone). */
export const forgetAnswers = () => answers.clear();
