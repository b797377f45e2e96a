import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLive } from '../../src/components/live/useLive';
import {
  changedCountOf,
  notifyLive,
  resetLiveState,
  restoreChanged,
  setOthersLocks,
  lockOf,
} from '../../src/providers/liveState';

const draws = new Map<string, number>();

/** A list's changed count, as the sidebar's badge reads it, counting its draws. */
function Count({ route }: { route: string }) {
  draws.set(route, (draws.get(route) ?? 0) + 1);
  return <span data-testid={route}>{useLive(() => changedCountOf(route))}</span>;
}

/** A row's lock mark, as a list's row reads it. */
function Lock({ id }: { id: number }) {
  draws.set(`lock ${id}`, (draws.get(`lock ${id}`) ?? 0) + 1);
  return <span data-testid={`lock ${id}`}>{useLive(() => lockOf('orders', id))?.by ?? 'free'}</span>;
}

afterEach(() => {
  act(() => resetLiveState());
  draws.clear();
});

/**
 * Issue 28: a reader of the live state draws again when what it reads changes, not at every change of the state (the
 * sidebar's fifteen badges, the rows' lock marks and the record screens' notices were all drawn again whenever
 * anything came).
 */
describe('a live reader', () => {
  it("draws again when its own figure changes, not when another list's does", () => {
    render(
      <>
        <Count route="orders" />
        <Count route="customers" />
        <Lock id={1} />
        <Lock id={2} />
      </>,
    );
    expect(draws).toEqual(
      new Map([
        ['orders', 1],
        ['customers', 1],
        ['lock 1', 1],
        ['lock 2', 1],
      ]),
    );

    act(() => restoreChanged([['customers', [7, 8]]]));
    expect(screen.getByTestId('customers')).toHaveTextContent('2');
    expect(screen.getByTestId('orders')).toHaveTextContent('0');
    expect(draws.get('customers')).toBe(2);
    expect(draws.get('orders')).toBe(1);

    act(() => {
      setOthersLocks([
        {
          resource: 'orders',
          id: 2,
          mine: false,
          by: 'Marek Nowak',
          byId: 2,
          since: '2026-11-29T10:00:00Z',
          activeAt: '2026-11-29T10:00:00Z',
          idle: false,
        },
      ]);
      notifyLive();
    });
    expect(screen.getByTestId('lock 2')).toHaveTextContent('Marek Nowak');
    expect(draws.get('lock 2')).toBe(2);
    expect(draws.get('lock 1')).toBe(1);
    expect(draws.get('orders')).toBe(1);
    expect(draws.get('customers')).toBe(2);

    // Told again with nothing new: nobody draws.
    act(() => notifyLive());
    expect([...draws.values()]).toEqual([1, 2, 1, 2]);
  });
});
