import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { FEED } from '../../mocks/server/feed';
import type { FeedRow, OrderRow } from '../../mocks/rows';
import { formatMoney } from '../../src/domain/format';
import { isFollowing } from '../../src/providers/liveState';
import { renderApp } from './renderApp';

const orders = () => db().collection<OrderRow>('orders');
const ROWS = 'tbody tr.RaDataTable-row';
/** The feed's wait (3 s) and the refetch, with room for a busy machine. */
const LIVE_WAIT = { timeout: 15000 };

/** A colleague's change, as the backend records it: the record written, and its feed entry. */
function changedByColleague(resource: string, id: number, location: number, patch: Partial<OrderRow> = {}) {
  const version = resource === 'orders' ? orders().update(id, patch).version : 2;
  db()
    .collection<FeedRow>(FEED)
    .insert({
      resource,
      recordId: id,
      recordVersion: Number(version),
      kind: 'edited',
      action: 'edit',
      location,
      accountId: 2,
      accountName: 'Marek Nowak',
      at: new Date().toISOString(),
    });
}

const rowOf = (id: number) =>
  [...document.querySelectorAll<HTMLElement>(ROWS)].find(
    (row) => row.querySelector('.column-id')?.textContent === String(id),
  );

describe('live changes', { timeout: 120000 }, () => {
  it("refreshes an open list's changed row on its page with its selection, and counts other lists' changes", async () => {
    await renderApp('/orders/2', { as: 'admin' });
    await waitFor(() => expect(document.querySelectorAll(ROWS).length).toBeGreaterThan(3), {
      timeout: 30000,
    });
    const [first, second] = [...document.querySelectorAll<HTMLElement>(ROWS)];
    const id = Number(first.querySelector('.column-id')!.textContent);
    fireEvent.click(within(second).getByRole('checkbox'));
    expect(within(second).getByRole('checkbox')).toBeChecked();
    const order = orders().get(id)!;
    // The feed starts once the first screen is shown; changes from its first answer on are told.
    await waitFor(() => expect(isFollowing()).toBe(true), { timeout: 30000 });
    changedByColleague('orders', id, order.location, {
      address: { ...order.address, street: 'Marszałkowska' },
    });
    changedByColleague('customers', Number(order.customerId), order.location);
    await waitFor(
      () => expect(rowOf(id)?.querySelector('.column-address')?.textContent).toMatch(/^Marszałkowska/),
      LIVE_WAIT,
    );
    expect(window.location.pathname).toBe('/orders/2');
    expect(
      within(rowOf(Number(second.querySelector('.column-id')!.textContent))!).getByRole('checkbox'),
    ).toBeChecked();
    // The open list counts nothing; another list counts its changed record.
    await waitFor(
      () => expect(screen.getByTestId('changed-badge-customers')).toHaveTextContent('1'),
      LIVE_WAIT,
    );
    expect(screen.getByTestId('changed-badge-orders').querySelector('.MuiBadge-badge')).toHaveClass(
      'MuiBadge-invisible',
    );
    expect(screen.getByText('(1 changed since you last opened it)', { exact: false })).toBeInTheDocument();
  });

  it('says who changed the record on its details screen and shows the new version', async () => {
    const order = orders()
      .all()
      .find((row) => row.location === 1 && row.status === 1 && row.price > 5000)!;
    await renderApp(`/orders/details/${order.id}`, { as: 'admin' });
    await screen.findByTestId('details-price', {}, { timeout: 30000 });
    await waitFor(() => expect(isFollowing()).toBe(true), { timeout: 30000 });
    // The screen's own loads are over: the change below is news to it.
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), { timeout: 30000 });
    changedByColleague('orders', order.id, order.location, { price: order.price + 1000 });
    expect(await screen.findByText('Changed by Marek Nowak just now', {}, LIVE_WAIT)).toBeInTheDocument();
    await waitFor(
      () =>
        expect(screen.getByTestId('details-price').textContent).toBe(
          formatMoney(order.price + 1000, 'en', { currency: 'PLN', precision: 2 }),
        ),
      LIVE_WAIT,
    );
  });
});
