import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { LOCKS } from '../../mocks/server/locks';
import type { LockRow, OrderRow } from '../../mocks/rows';
import { LOCK_IDLE_MS } from '../../src/domain/locks';
import { formatTime } from '../../src/domain/format';
import { renderApp } from './renderApp';

const locks = () => db().collection<LockRow>(LOCKS);
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** Anna's lock of the record, as her open form holds it. */
function annaEditing(resource: string, recordId: number, { idle = false } = {}) {
  const since = ago(60_000);
  return locks().insert({
    resource,
    recordId,
    accountId: 1,
    accountName: 'Anna Kowalska',
    tab: 'anna',
    since,
    renewedAt: ago(1000),
    activeAt: idle ? ago(LOCK_IDLE_MS + 1000) : since,
  });
}
const timeOf = (iso: string) => formatTime(new Date(iso).getHours(), new Date(iso).getMinutes());

describe('editing locks on the forms', { timeout: 120000 }, () => {
  it("shows a colleague's lock with the form read-only, then takes over once the lock is idle", async () => {
    const order = db()
      .collection<OrderRow>('orders')
      .all()
      .find((row) => row.location === 1 && row.status === 1)!;
    const lock = annaEditing('orders', order.id);
    await renderApp(`/orders/edit/${order.id}`, { as: 'manager' });
    const banner = await screen.findByTestId('edit-lock', {}, { timeout: 30000 });
    expect(banner).toHaveTextContent(`Anna Kowalska is editing this order since ${timeOf(lock.since)}`);
    expect(screen.queryByRole('button', { name: 'Take over' })).toBeNull();
    const save = await screen.findByRole('button', { name: 'Update order data' }, { timeout: 30000 });
    expect(save).toBeDisabled();
    for (const field of screen.getAllByRole('textbox')) expect(field).toBeDisabled();
    // Anna stops typing: the next look at the lock offers the take-over.
    locks().update(lock.id, { activeAt: ago(LOCK_IDLE_MS + 1000) });
    fireEvent.click(await screen.findByRole('button', { name: 'Take over' }, { timeout: 30000 }));
    await waitFor(() => expect(screen.queryByTestId('edit-lock')).toBeNull(), { timeout: 15000 });
    expect(screen.getAllByRole('textbox')[0]).toBeEnabled();
    expect(
      locks()
        .all()
        .find((row) => row.recordId === order.id && row.resource === 'orders'),
    ).toMatchObject({
      accountName: 'Marek Nowak',
    });
  });

  it('takes the lock of a free record, and releases it on leaving the form', async () => {
    const partner = db()
      .collection<{ id: number; location: number }>('partners')
      .all()
      .find((row) => row.location === 1)!;
    const held = () =>
      locks()
        .all()
        .find((row) => row.resource === 'partners' && row.recordId === partner.id);
    const view = await renderApp(`/partners/edit/${partner.id}`, { as: 'manager' });
    await waitFor(() => expect(held()).toMatchObject({ accountName: 'Marek Nowak' }), { timeout: 30000 });
    expect(screen.queryByTestId('edit-lock')).toBeNull();
    view.unmount();
    await waitFor(() => expect(held()).toBeUndefined(), { timeout: 15000 });
  });
});
