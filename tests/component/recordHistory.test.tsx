import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { call, loginAs } from '../backend/backendCalls';
import { renderApp } from './renderApp';

type Located = { id: number; location: number; [key: string]: unknown };

describe('the record timeline', { timeout: 60000 }, () => {
  it('shows a partner change with who and what, and restores it after a question', async () => {
    await loginAs('admin');
    const partner = db()
      .collection<Located>('partners')
      .all()
      .find((row) => row.location === 1)!;
    const old = String(partner.phone);
    const details = (await call('admin/partners/details', { id: partner.id })).data as Record<
      string,
      unknown
    >;
    expect((await call('admin/partners/edit', { ...details, phone: '+48500600700' })).result).toBe(true);

    await renderApp(`/partners/details/${partner.id}/history`, { as: 'admin' });
    const timeline = await screen.findByTestId('record-history', {}, { timeout: 20000 });
    expect(await within(timeline).findByText('+48500600700')).toBeInTheDocument();
    expect(within(timeline).getByText(old)).toBeInTheDocument();
    expect(within(timeline).getByText('Edited')).toBeInTheDocument();

    fireEvent.click(within(timeline).getByRole('button', { name: `Restore Phone to ${old}` }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The earlier value is back')).toBeInTheDocument();
    expect(await within(timeline).findByText('Restored')).toBeInTheDocument();
    expect(db().collection<Located>('partners').get(partner.id)!.phone).toBe(old);
  });

  // Issue 30: 'Status — → 1', 'Periodicity 3', 'Customer 739', 'Price 30283', time as '8 0 no no'.
  it("shows an order's changes as the screens show the values, every field named", async () => {
    const order = db()
      .collection<Located & { customerId: number; price: number }>('orders')
      .all()
      .find((row) => row.location === 1 && row.status === 1)!;
    const customer = db().collection<Located & { name: string }>('customers').get(order.customerId)!;
    db()
      .collection('history')
      .insert({
        resource: 'orders',
        recordId: order.id,
        location: 1,
        at: '2026-11-20T10:00:00.000Z',
        accountId: 1,
        accountName: 'Anna Admin',
        action: 'edit',
        changes: [
          { field: 'status', before: null, after: 1 },
          { field: 'price', before: 20000, after: 30283 },
          { field: 'periodicity', before: 0, after: 3 },
          { field: 'paymentStatus', before: 0, after: 1 },
          { field: 'customerId', before: null, after: customer.id },
          { field: 'time', before: null, after: { hour: 8, minute: 0, any: false, specify: false } },
          { field: 'discountType', before: 'none', after: 'promocode' },
        ],
      });
    await renderApp(`/orders/details/${order.id}`, { as: 'admin' });
    const timeline = await screen.findByTestId('record-history', {}, { timeout: 30000 });
    const line = async (label: string) =>
      (await within(timeline).findByText(label, { selector: 'li p:first-child' })).closest('li')!;
    expect(await line('Status')).toHaveTextContent(/New order/);
    expect(await line('Price')).toHaveTextContent(/PLN\s200\.00.*PLN\s302\.83/);
    expect(await line('Periodicity')).toHaveTextContent(/One-time.*Once a week/);
    expect(await line('Payment')).toHaveTextContent(/Unpaid.*Paid/);
    expect(await line('Discount type')).toHaveTextContent(/No discount.*Promocode/);
    expect(await line('Time')).toHaveTextContent('08:00');
    await waitFor(async () => expect(await line('Customer')).toHaveTextContent(customer.name));
  });
});
