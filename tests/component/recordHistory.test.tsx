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

describe('the record timeline of every record', { timeout: 60000 }, () => {
  // Issue 30, defect 3: a partner's flags read 'yes no yes', statuses as numbers, money in minor units, and the
  // restore button named the plain value.
  it("shows a partner's changes as its screens do, and names the restore by the shown value", async () => {
    await loginAs('admin');
    const partner = db()
      .collection<Located>('partners')
      .all()
      .find((row) => row.location === 1)!;
    const type = db().collection<{ id: number; label: { en: string } }>('serviceTypes').all()[0];
    db()
      .collection('history')
      .insert({
        resource: 'partners',
        recordId: partner.id,
        location: 1,
        at: '2026-11-21T10:00:00.000Z',
        accountId: 1,
        accountName: 'Anna Admin',
        action: 'edit',
        changes: [
          { field: 'status', before: 3, after: 1 },
          {
            field: 'flags',
            before: { ordersEnabled: true, showPhoto: true, showOrders: false },
            after: { ordersEnabled: false, showPhoto: true, showOrders: false },
          },
          { field: 'debtAmount', before: 1250, after: 0 },
          { field: 'serviceTypes', before: [], after: [type.id] },
          { field: 'percentages', before: null, after: { [type.id]: { percent: 55, percentChoose: 60 } } },
        ],
      });
    await renderApp(`/partners/details/${partner.id}/history`, { as: 'admin' });
    const timeline = await screen.findByTestId('record-history', {}, { timeout: 20000 });
    const line = async (label: string) =>
      (await within(timeline).findByText(label, { selector: 'li p:first-child' })).closest('li')!;
    expect(await line('Status')).toHaveTextContent(/Archived.*Registered/);
    expect(await line('Settings')).toHaveTextContent(/Orders enabled, Show photo.*Show photo/);
    expect(await line('Debt')).toHaveTextContent(/PLN\s12\.50/);
    await waitFor(async () => expect(await line('Service types')).toHaveTextContent(type.label.en));
    await waitFor(async () =>
      expect(await line('Percentages')).toHaveTextContent(`${type.label.en}: 55 % / 60 %`),
    );
    expect(
      within(timeline).getByRole('button', { name: 'Restore Settings to Orders enabled, Show photo' }),
    ).toBeInTheDocument();
    expect(within(timeline).getByRole('button', { name: 'Restore Status to Archived' })).toBeInTheDocument();
  });

  it("shows a promocode's value by the type it had then", async () => {
    await loginAs('admin');
    const code = db()
      .collection<Located & { type: string }>('promocodes')
      .all()
      .find((row) => row.location === 1)!;
    db()
      .collection('history')
      .insert({
        resource: 'promocodes',
        recordId: code.id,
        location: 1,
        at: '2026-11-22T10:00:00.000Z',
        accountId: 1,
        accountName: 'Anna Admin',
        action: 'edit',
        changes: [
          { field: 'type', before: 'percent', after: 'amount' },
          { field: 'value', before: 15, after: 2500 },
        ],
      });
    await renderApp(`/promocodes/details/${code.id}`, { as: 'admin' });
    const timeline = await screen.findByTestId('record-history', {}, { timeout: 20000 });
    const line = async (label: string) =>
      (await within(timeline).findByText(label, { selector: 'li p:first-child' })).closest('li')!;
    expect(await line('Type')).toHaveTextContent(/Percent.*Amount/);
    expect(await line('Value')).toHaveTextContent(/15 %.*PLN\s25\.00/);
  });
});
