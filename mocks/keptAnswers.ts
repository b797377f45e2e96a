import { decodeBody } from '../src/api/encode';
import { cacheUsable, readCached, writeCached } from './cacheDb';
import { apiPathOf, type ToWorker } from './protocol';
import { signedBySession } from './server/tokens';
import type { ChangeSet } from './store';

/**
 * The answers to a start's first reads, kept in IndexedDB beside the seed so that the next start gives them while
 * its seed is still being read and parsed: a reload repeats its screen's calls (the first page of orders, the
 * filters' lists, the tab counts) over data that has not changed.
 *
 * A kept answer is only ever given for the state it was computed from:
 *  - the revision names that state: the seed (code version and day) and every kept change the page handed over at
 *    the start; another revision finds nothing kept;
 *  - answers are kept, and given, only until this start's state first changes (a write, another tab's change, a
 *    reset, kept changes that could not be loaded): `stop()`;
 *  - only successful JSON answers of calls that changed nothing are kept;
 *  - a kept answer is given for the same call only (path, credential and payload: location, language, filters,
 *    page...), and only with an adminAuthToken signed by the login session it was answered for, checked as the
 *    router checks every call (mocks/server/tokens.ts): an expired, forged or foreign token finds nothing and goes
 *    the usual way, which refuses it.
 */
export interface KeptAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  /** the login token whose adminAuthToken the call carried */
  loginToken: string;
}
export interface Kept {
  revision: string;
  answers: Record<string, KeptAnswer>;
}
/** Where the answers are kept between starts: the worker's IndexedDB cache (mocks/cacheDb.ts). */
export interface AnswerStorage {
  read(): Promise<Kept | undefined>;
  write(kept: Kept): Promise<void>;
}
type Call = Extract<ToWorker, { type: 'request' }>;

/** A first screen's calls: the rows, the filters' lists, the tab counts, the menu's badges. */
const MAX_KEPT = 24;

/** The IndexedDB cache where there is one (not in node, not on the dev server). */
const cachedAnswers = (): AnswerStorage | null =>
  cacheUsable()
    ? {
        read: () => readCached<Kept>('answers', 'answers'),
        write: (kept) => writeCached('answers', 'answers', kept),
      }
    : null;

/** JSON with every object's keys sorted: equal values give equal texts. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** The revision of the state a start loads: its seed's key and the kept changes (SHA-256, hex). */
export async function revisionOf(seed: string, changes: ChangeSet): Promise<string> {
  const sorted = Object.fromEntries(
    Object.entries(changes).map(([name, { upserts, deleted }]) => [
      name,
      { upserts, deleted: [...deleted].sort((a, b) => a - b) },
    ]),
  );
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${seed}\n${canonical(sorted)}`),
  );
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A call's identity without its adminAuthToken (signed anew by every page); none for what is never kept. */
function identityOf(call: Call): { key: string; adminAuthToken: string } | undefined {
  const headers = new Headers(call.headers);
  const form = (headers.get('Content-Type') ?? '').includes('application/x-www-form-urlencoded');
  if (call.method !== 'POST' || !call.body || !form) return undefined;
  const { adminAuthToken, ...payload } = decodeBody(new TextDecoder().decode(call.body));
  if (typeof adminAuthToken !== 'string' || !adminAuthToken) return undefined;
  const path = apiPathOf(call.url);
  return { key: canonical([path, headers.get('Authorization') ?? '', payload]), adminAuthToken };
}

const succeeded = (answer: Omit<KeptAnswer, 'loginToken'>) => {
  if (answer.status !== 200) return false;
  const type = new Headers(answer.headers).get('Content-Type') ?? '';
  if (!type.includes('application/json')) return false;
  try {
    return (JSON.parse(new TextDecoder().decode(answer.body)) as { result?: unknown }).result === true;
  } catch {
    return false;
  }
};

export class KeptAnswers {
  private readonly kept: Promise<Kept>;
  private recording = true;
  private writing: ReturnType<typeof setTimeout> | null = null;

  constructor(
    revision: Promise<string>,
    private readonly storage: AnswerStorage | null = cachedAnswers(),
  ) {
    this.kept = revision.then(async (current) => {
      const stored = await storage?.read().catch(() => undefined);
      return stored?.revision === current ? stored : { revision: current, answers: {} };
    });
    // A failed revision (no crypto.subtle) keeps and gives nothing.
    this.kept.catch(() => this.stop());
  }

  /** Whether the previous start kept answers for this state. */
  async any(): Promise<boolean> {
    return this.recording && Object.keys((await this.kept.catch(() => ({ answers: {} }))).answers).length > 0;
  }

  /** This start's state has changed: nothing kept is given or kept from now on. */
  stop() {
    this.recording = false;
  }

  /** The kept answer to this call, if there is one for this state and the call's session. */
  async answer(call: Call): Promise<KeptAnswer | undefined> {
    if (!this.recording) return undefined;
    const identity = identityOf(call);
    if (!identity) return undefined;
    const found = (await this.kept.catch(() => undefined))?.answers[identity.key];
    if (!found || !(await signedBySession(identity.adminAuthToken, found.loginToken))) return undefined;
    return this.recording ? found : undefined;
  }

  /**
   * Keeps the answer to a call that changed nothing, while the state is still the revision's. `loginTokenOf` names
   * the session the call's adminAuthToken was signed by (mocks/server/auth.ts).
   */
  async keep(
    call: Call,
    answer: Omit<KeptAnswer, 'loginToken'>,
    loginTokenOf: (adminAuthToken: string) => Promise<string>,
  ) {
    if (!this.recording || !this.storage || !succeeded(answer)) return;
    // Copied before any wait: the worker hands the body itself to the page.
    const body = answer.body.slice(0);
    const identity = identityOf(call);
    const kept = await this.kept.catch(() => undefined);
    if (!identity || !kept || kept.answers[identity.key] || Object.keys(kept.answers).length >= MAX_KEPT)
      return;
    const loginToken = await loginTokenOf(identity.adminAuthToken).catch(() => undefined);
    if (!loginToken || !this.recording) return;
    kept.answers[identity.key] = { status: answer.status, headers: answer.headers, body, loginToken };
    // One write for the calls answered together.
    this.writing ??= setTimeout(() => {
      this.writing = null;
      if (this.recording) void this.storage?.write(kept).catch(() => undefined);
    }, 0);
  }
}
