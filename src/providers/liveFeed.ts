import type { LiveChange, LiveChanges } from '../api/contract/live';

/** How often a visible tab asks for changes (docs/decisions-live.md). */
export const LIVE_POLL_MS = 3000;
/** The longest wait between two calls after failures (the delay doubles from LIVE_POLL_MS up to this). */
export const LIVE_BACKOFF_MAX_MS = 30000;

/** What the poller reads of an answer of admin/live/changes (its caller takes the rest: locks, viewers). */
export type FeedPage = Pick<LiveChanges, 'cursor' | 'changes' | 'more'>;

export interface LiveFeedOptions {
  /** one call of admin/live/changes */
  fetch: (cursor: number | undefined) => Promise<FeedPage>;
  /** told each batch of changes after the first call (which only learns where the feed stands) */
  onChanges: (changes: readonly LiveChange[]) => void;
  interval?: number;
  maxDelay?: number;
  /** the page's document (its visibility); a test passes its own */
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/** The wait before the next call: the interval, doubled for each failure in a row, up to maxDelay. */
export const delayAfter = (failures: number, interval = LIVE_POLL_MS, maxDelay = LIVE_BACKOFF_MAX_MS) =>
  Math.min(maxDelay, interval * 2 ** Math.min(failures, 10));

/**
 * Follows the changes feed: one call at a time, every `interval` while the tab is visible, none while it is hidden
 * (a tab shown again asks at once: the cursor catches up), and less often after each failure. Returns the stop.
 */
export function startLiveFeed({
  fetch,
  onChanges,
  interval = LIVE_POLL_MS,
  maxDelay = LIVE_BACKOFF_MAX_MS,
  doc = document,
}: LiveFeedOptions): () => void {
  let cursor: number | undefined;
  let failures = 0;
  let stopped = false;
  let calling = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const visible = () => doc.visibilityState === 'visible';
  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = undefined;
    if (!stopped && visible()) timer = setTimeout(() => void tick(), delay);
  };

  async function tick() {
    if (stopped || calling || !visible()) return;
    calling = true;
    try {
      for (let more = true; more && !stopped;) {
        const answer = await fetch(cursor);
        const known = cursor !== undefined;
        cursor = answer.cursor;
        more = answer.more;
        if (known && answer.changes.length > 0 && !stopped) onChanges(answer.changes);
      }
      failures = 0;
    } catch {
      failures += 1;
    } finally {
      calling = false;
    }
    schedule(delayAfter(failures, interval, maxDelay));
  }

  // Shown: ask at once; hidden: schedule clears the next call and sets none.
  const onVisibility = () => schedule(0);
  doc.addEventListener('visibilitychange', onVisibility);
  schedule(0);
  return () => {
    stopped = true;
    clearTimeout(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
