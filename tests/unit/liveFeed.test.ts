import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveChange } from '../../src/api/contract/live';
import {
  LIVE_BACKOFF_MAX_MS,
  LIVE_POLL_MS,
  delayAfter,
  startLiveFeed,
  type FeedPage,
} from '../../src/providers/liveFeed';

const change = (id: number): LiveChange => ({
  resource: 'orders',
  id,
  version: 2,
  kind: 'action',
  action: 'confirm',
  by: 'Anna Kowalska',
  byId: 1,
  here: true,
  at: '2026-11-26T10:42:00.000Z',
});

/** A page's document whose visibility the test sets. */
type FakeDocument = NonNullable<Parameters<typeof startLiveFeed>[0]['doc']> & {
  show: (state: DocumentVisibilityState) => void;
  listeners: Set<() => void>;
};

function fakeDocument(): FakeDocument {
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
    show(state: DocumentVisibilityState) {
      doc.visibilityState = state;
      for (const listener of listeners) listener();
    },
    listeners,
  };
  return doc as unknown as FakeDocument;
}

/** A feed whose answers the test queues; each call records its cursor. */
function fakeFeed() {
  const cursors: (number | undefined)[] = [];
  const answers: (FeedPage | Error)[] = [];
  let position = 0;
  const fetch = vi.fn(async (cursor: number | undefined) => {
    cursors.push(cursor);
    const next = answers.shift();
    if (next instanceof Error) throw next;
    if (next) {
      position = next.cursor;
      return next;
    }
    return { cursor: position, changes: [], more: false };
  });
  return { fetch, cursors, answers };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the changes feed poller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at the end, then asks every interval from the cursor and hands over the changes', async () => {
    const feed = fakeFeed();
    const onChanges = vi.fn();
    const doc = fakeDocument();
    feed.answers.push({ cursor: 7, changes: [change(99)], more: false });
    const stop = startLiveFeed({ fetch: feed.fetch, onChanges, doc });
    await settle();
    // The first answer only says where the feed stands: what came before is not news.
    expect(feed.cursors).toEqual([undefined]);
    expect(onChanges).not.toHaveBeenCalled();
    feed.answers.push({ cursor: 9, changes: [change(1), change(2)], more: false });
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    expect(feed.cursors).toEqual([undefined, 7]);
    expect(onChanges).toHaveBeenCalledWith([change(1), change(2)]);
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    expect(feed.cursors).toEqual([undefined, 7, 9]);
    stop();
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 5);
    expect(feed.fetch).toHaveBeenCalledTimes(3);
    expect(doc.listeners.size).toBe(0);
  });

  it('asks again at once while an answer says there is more', async () => {
    const feed = fakeFeed();
    const onChanges = vi.fn();
    feed.answers.push(
      { cursor: 1, changes: [], more: false },
      { cursor: 101, changes: [change(1)], more: true },
      { cursor: 150, changes: [change(2)], more: false },
    );
    const stop = startLiveFeed({ fetch: feed.fetch, onChanges, doc: fakeDocument() });
    await settle();
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    expect(feed.cursors).toEqual([undefined, 1, 101]);
    expect(onChanges).toHaveBeenCalledTimes(2);
    stop();
  });

  it('makes no call while the tab is hidden, and one at once when it is shown again', async () => {
    const feed = fakeFeed();
    const doc = fakeDocument();
    const stop = startLiveFeed({ fetch: feed.fetch, onChanges: vi.fn(), doc });
    await settle();
    expect(feed.fetch).toHaveBeenCalledTimes(1);
    doc.show('hidden');
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 20);
    expect(feed.fetch).toHaveBeenCalledTimes(1);
    doc.show('visible');
    await settle();
    expect(feed.fetch).toHaveBeenCalledTimes(2);
    stop();
  });

  it('waits longer after each failure, up to the maximum, and back to the interval after a success', async () => {
    expect([0, 1, 2, 3, 4, 5, 40].map((failures) => delayAfter(failures))).toEqual([
      LIVE_POLL_MS,
      LIVE_POLL_MS * 2,
      LIVE_POLL_MS * 4,
      LIVE_POLL_MS * 8,
      Math.min(LIVE_POLL_MS * 16, LIVE_BACKOFF_MAX_MS),
      LIVE_BACKOFF_MAX_MS,
      LIVE_BACKOFF_MAX_MS,
    ]);
    const feed = fakeFeed();
    feed.answers.push(new Error('offline'), new Error('offline'));
    const stop = startLiveFeed({ fetch: feed.fetch, onChanges: vi.fn(), doc: fakeDocument() });
    await settle();
    expect(feed.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 2 - 1);
    expect(feed.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(feed.fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 4);
    expect(feed.fetch).toHaveBeenCalledTimes(3);
    // That one answered: the next comes after the plain interval.
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    expect(feed.fetch).toHaveBeenCalledTimes(4);
    stop();
  });
});
