import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { encodeBody } from '../../src/api/encode';
import { KeptAnswers, revisionOf, type AnswerStorage, type Kept } from '../../mocks/keptAnswers';
import type { ToWorker } from '../../mocks/protocol';
import { SERVER_SECRET } from '../../mocks/server/tokens';

type Call = Extract<ToWorker, { type: 'request' }>;

const loginToken = (id: number) =>
  new SignJWT({ id, permission: 'admin' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('30d')
    .setJti(crypto.randomUUID())
    .sign(SERVER_SECRET);

/** An adminAuthToken as the page signs it (src/api/adminToken.ts), `age` seconds old. */
const adminToken = (login: string | Uint8Array, id = 1, age = 0) => {
  const now = Math.floor(Date.now() / 1000) - age;
  return new SignJWT({ id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(typeof login === 'string' ? new TextEncoder().encode(login) : login);
};

let nextId = 1;
const call = (adminAuthToken: string, payload: Record<string, unknown> = { page: 1, perPage: 25 }): Call => ({
  type: 'request',
  id: nextId++,
  url: 'http://localhost/api/v1.0/admin/orders/list',
  method: 'POST',
  headers: [
    ['Content-Type', 'application/x-www-form-urlencoded'],
    ['Authorization', 'credential'],
  ],
  body: new TextEncoder().encode(encodeBody({ location: 1, language: 'en', adminAuthToken, ...payload }))
    .buffer,
});

const json = (value: unknown) => ({
  status: 200,
  headers: [['Content-Type', 'application/json']] as [string, string][],
  body: new TextEncoder().encode(JSON.stringify(value)).buffer,
});
const text = (body: ArrayBuffer) => new TextDecoder().decode(body);

function memoryStorage(): AnswerStorage & { kept?: Kept } {
  const storage: AnswerStorage & { kept?: Kept } = {
    read: async () => storage.kept && structuredClone(storage.kept),
    write: async (kept) => void (storage.kept = structuredClone(kept)),
  };
  return storage;
}

const written = () => new Promise((resolve) => setTimeout(resolve, 5));

/** One start that answers `first` from the store and keeps it; returns what the next start needs. */
async function firstStart(
  session: string,
  first: Call,
  answer = json({ result: true, data: [{ id: 7 }], total: 1 }),
) {
  const storage = memoryStorage();
  const revision = await revisionOf('worker.js|2026-11-26', {});
  const start = new KeptAnswers(Promise.resolve(revision), storage);
  await start.keep(first, answer, async () => session);
  await written();
  return { storage, revision };
}

describe('the revision of a start', () => {
  it('names the seed and the kept changes, whatever their order', async () => {
    const row = (id: number) => ({ id, status: 2 });
    const a = await revisionOf('w|d', {
      orders: { upserts: { 1: row(1), 2: row(2) }, deleted: [5, 3] },
      customers: { upserts: {}, deleted: [] },
    });
    const b = await revisionOf('w|d', {
      customers: { upserts: {}, deleted: [] },
      orders: { upserts: { 2: row(2), 1: row(1) }, deleted: [3, 5] },
    });
    expect(a).toBe(b);
    expect(
      await revisionOf('w|d', { orders: { upserts: { 1: { id: 1, status: 3 } }, deleted: [] } }),
    ).not.toBe(a);
    expect(await revisionOf('w|other day', {})).not.toBe(await revisionOf('w|d', {}));
  });
});

describe('kept answers', () => {
  it('answer the same call of the next start, signed anew by the same session, while the seed loads', async () => {
    const session = await loginToken(1);
    const { storage, revision } = await firstStart(session, call(await adminToken(session)));
    const next = new KeptAnswers(Promise.resolve(revision), storage);
    expect(await next.any()).toBe(true);
    const kept = await next.answer(call(await adminToken(session, 1, 10)));
    expect(kept && JSON.parse(text(kept.body))).toEqual({ result: true, data: [{ id: 7 }], total: 1 });
  });

  it('answer nothing for another call, another state or after a change', async () => {
    const session = await loginToken(1);
    const { storage, revision } = await firstStart(session, call(await adminToken(session)));
    const token = await adminToken(session);
    const next = () => new KeptAnswers(Promise.resolve(revision), storage);
    // another page, another location
    expect(await next().answer(call(token, { page: 2, perPage: 25 }))).toBeUndefined();
    expect(await next().answer(call(token, { page: 1, perPage: 25, location: 2 }))).toBeUndefined();
    // the data changed since (another revision)
    const changed = new KeptAnswers(
      revisionOf('worker.js|2026-11-26', { orders: { upserts: { 7: { id: 7 } }, deleted: [] } }),
      storage,
    );
    expect(await changed.any()).toBe(false);
    expect(await changed.answer(call(token))).toBeUndefined();
    // this start's data changed (a write, another tab, a reset)
    const stopped = next();
    stopped.stop();
    expect(await stopped.answer(call(token))).toBeUndefined();
  });

  it('answer nothing to a token of another session, a forged one or an expired one', async () => {
    const session = await loginToken(1);
    const { storage, revision } = await firstStart(session, call(await adminToken(session)));
    const next = new KeptAnswers(Promise.resolve(revision), storage);
    expect(await next.answer(call(await adminToken(await loginToken(1))))).toBeUndefined();
    expect(
      await next.answer(call(await adminToken(crypto.getRandomValues(new Uint8Array(32))))),
    ).toBeUndefined();
    expect(await next.answer(call(await adminToken(session, 1, 3601)))).toBeUndefined();
    expect(await next.answer(call(''))).toBeUndefined();
  });

  it('keep neither refusals nor anything once the state has changed', async () => {
    const session = await loginToken(1);
    const refused = await firstStart(
      session,
      call(await adminToken(session)),
      json({ result: false, message: 'app.errors.forbidden' }),
    );
    expect(refused.storage.kept).toBeUndefined();

    const storage = memoryStorage();
    const start = new KeptAnswers(revisionOf('worker.js|2026-11-26', {}), storage);
    start.stop();
    await start.keep(call(await adminToken(session)), json({ result: true, data: [] }), async () => session);
    await written();
    expect(storage.kept).toBeUndefined();
  });
});
