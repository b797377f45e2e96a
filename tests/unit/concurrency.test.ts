import { describe, expect, it } from 'vitest';
import { limitConcurrency } from '../../src/providers/concurrency';
import { MAX_PARALLEL_READS, getMessages, translationRead } from '../../src/providers/i18nProvider';

/** A read that counts how many reads are in flight, and settles when the test says so. */
function readCounter() {
  let inFlight = 0;
  let most = 0;
  const pending: (() => void)[] = [];
  const read =
    (value: number, fail = false) =>
    () =>
      new Promise<number>((resolve, reject) => {
        inFlight++;
        most = Math.max(most, inFlight);
        pending.push(() => {
          inFlight--;
          if (fail) reject(new Error(`read ${value} failed`));
          else resolve(value);
        });
      });
  /** settles every read started so far, then lets the waiting ones start */
  const settleAll = async () => {
    while (pending.length) {
      pending.splice(0).forEach((settle) => settle());
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { read, settleAll, inFlight: () => inFlight, most: () => most };
}

describe('translation reads, at most 10 at a time (spec section 9)', () => {
  it('runs no more than the limit at once, starts the waiting ones as slots free, and answers each its own value', async () => {
    const counter = readCounter();
    const run = limitConcurrency(10);
    const all = Promise.all(Array.from({ length: 25 }, (_, index) => run(counter.read(index))));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(counter.inFlight()).toBe(10);
    await counter.settleAll();
    expect(await all).toEqual(Array.from({ length: 25 }, (_, index) => index));
    expect(counter.most()).toBe(10);
  });

  it('a failed read frees its slot', async () => {
    const counter = readCounter();
    const run = limitConcurrency(2);
    const outcomes = Promise.allSettled([
      run(counter.read(1, true)),
      run(counter.read(2, true)),
      run(counter.read(3)),
    ]);
    await counter.settleAll();
    expect((await outcomes).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(counter.most()).toBe(2);
  });

  it('the i18n loader shares one limiter of 10 for every read', async () => {
    expect(MAX_PARALLEL_READS).toBe(10);
    await getMessages('ru'); // the catalogue's modules loaded once, so only the limiter can hold a read back
    const counter = readCounter();
    const reads = Promise.all(Array.from({ length: 12 }, (_, index) => translationRead(counter.read(index))));
    let russianRead = false;
    const russian = Promise.resolve(getMessages('ru')).then((messages) => {
      russianRead = true;
      return messages;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counter.inFlight()).toBe(10);
    expect(russianRead).toBe(false);
    await counter.settleAll();
    await reads;
    expect(((await russian) as { ra: { action: { save: string } } }).ra.action.save).toBe('Сохранить');
  });
});
