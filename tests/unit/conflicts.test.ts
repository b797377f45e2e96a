import { describe, expect, it } from 'vitest';
import { conflicts } from '../../src/providers/conflicts';

const mine = { id: 7, status: 1, version: 3 };
const theirs = { id: 7, status: 2, version: 4 };

describe('a save refused as stale', () => {
  it('is given up at once when no dialog can ask', async () => {
    await expect(conflicts.ask('orders', 7, mine, theirs, {})).resolves.toBe('reload');
    expect(conflicts.current()).toBeNull();
  });

  it("waits for the dialog whose code is on its way, and takes the user's choice there", async () => {
    const release = conflicts.expectAsker();
    try {
      let answered = false;
      const choice = conflicts.ask('orders', 7, mine, theirs, {}).then((value) => {
        answered = true;
        return value;
      });
      await Promise.resolve();
      expect(answered).toBe(false);
      // The dialog is drawn later: it reads the waiting conflict when it subscribes.
      const unsubscribe = conflicts.subscribe(() => undefined);
      expect(conflicts.current()).toMatchObject({ resource: 'orders', id: 7, changed: ['status'] });
      conflicts.current()!.choose('keep');
      await expect(choice).resolves.toBe('keep');
      expect(conflicts.current()).toBeNull();
      unsubscribe();
    } finally {
      release();
    }
    await expect(conflicts.ask('orders', 7, mine, theirs, {})).resolves.toBe('reload');
  });
});
