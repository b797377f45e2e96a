import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { LOCKS, PRESENCE } from '../../mocks/server/locks';
import type { LockRow, OrderRow, PresenceRow } from '../../mocks/rows';
import { renderApp } from './renderApp';

const ROWS = 'tbody tr.RaDataTable-row';
/** The feed's wait (3 s) and the render, with room for a busy machine. */
const LIVE_WAIT = { timeout: 15000 };
const now = () => new Date().toISOString();

/** Anna's open form of the record (her lock, from her tab). */
const annaEditing = (resource: string, recordId: number) =>
  db().collection<LockRow>(LOCKS).insert({
    resource,
    recordId,
    accountId: 1,
    accountName: 'Anna Kowalska',
    tab: 'anna',
    since: now(),
    renewedAt: now(),
    activeAt: now(),
  });

describe('locks on the lists, and who else views a record', { timeout: 120000 }, () => {
  it("marks a row a colleague's form holds, with who, and clears it once released", async () => {
    await renderApp('/orders', { as: 'manager' });
    await waitFor(() => expect(document.querySelectorAll(ROWS).length).toBeGreaterThan(3), {
      timeout: 30000,
    });
    const row = document.querySelectorAll<HTMLElement>(ROWS)[1];
    const id = Number(row.querySelector('.column-id')!.textContent);
    const lock = annaEditing('orders', id);
    const mark = await within(row).findByRole('img', { name: 'Anna Kowalska is editing' }, LIVE_WAIT);
    expect(row.querySelector('.column-id')).toContainElement(mark);
    // Only that row is marked.
    expect(screen.getAllByRole('img', { name: 'Anna Kowalska is editing' })).toHaveLength(1);
    db().collection<LockRow>(LOCKS).remove(lock.id);
    await waitFor(() => expect(within(row).queryByRole('img', { name: /is editing/ })).toBeNull(), LIVE_WAIT);
  });

  it('says who else views an order, and forgets a viewer who left', async () => {
    const order = db()
      .collection<OrderRow>('orders')
      .all()
      .find((row) => row.location === 1)!;
    const presence = db().collection<PresenceRow>(PRESENCE);
    const anna = presence.insert({
      resource: 'orders',
      recordId: order.id,
      location: 1,
      accountId: 1,
      accountName: 'Anna Kowalska',
      tab: 'anna',
      seenAt: now(),
    });
    await renderApp(`/orders/details/${order.id}`, { as: 'manager' });
    const status = await screen.findByTestId('presence', {}, { timeout: 30000 });
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('Also viewing: Anna Kowalska');
    presence.remove(anna.id);
    await waitFor(() => expect(screen.queryByTestId('presence')).toBeNull(), LIVE_WAIT);
  });
});
