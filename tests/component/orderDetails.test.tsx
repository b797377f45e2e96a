import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import type { OrderRow } from '../../mocks/rows';
import { formatMoney } from '../../src/domain/format';
import { renderApp } from './renderApp';

const orders = () => db().collection<OrderRow>('orders');
const anOrder = () =>
  orders()
    .all()
    .find((order) => order.location === 1 && order.status === 1 && order.price > 5000 && order.customerId)!;
const money = (minor: number) => formatMoney(minor, 'en', { currency: 'PLN', precision: 2 });

/** Issue 30: what the order details show of its payment and contacts. */
describe('order details', { timeout: 120000 }, () => {
  it('shows the gift certificate, the amount it covered and the amount still to pay', async () => {
    const order = anOrder();
    orders().update(order.id, { certificateId: 1, certificateCode: 'ACDE-FGHJ', certificateUsed: 3000 });
    await renderApp(`/orders/details/${order.id}`, { as: 'admin' });
    const toPay = await screen.findByTestId('details-amount-to-pay', {}, { timeout: 30000 });
    expect(toPay.textContent).toBe(money(order.price - 3000));
    expect(screen.getByTestId('details-certificate-used').textContent).toContain(money(3000));
    expect(screen.getByText(/Gift certificate ACDE-FGHJ/)).toBeInTheDocument();
    expect(screen.getByTestId('details-price').textContent).toBe(money(order.price));
  });

  it('shows the other person to contact', async () => {
    const order = anOrder();
    orders().update(order.id, { anotherPersonToContact: { name: 'Ala Nowak', phone: '+48600100200' } });
    await renderApp(`/orders/details/${order.id}`, { as: 'admin' });
    const contact = await screen.findByTestId('order-contact-person', {}, { timeout: 30000 });
    expect(contact).toHaveTextContent('Ala Nowak · +48600100200');
  });

  it("answers a malformed e-mail and phone in the add-customer dialog with the form's own messages", async () => {
    await renderApp('/orders/add', { as: 'admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a customer' }, { timeout: 30000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a customer' });
    const field = (label: RegExp) => within(dialog).getByRole('textbox', { name: label });
    fireEvent.change(field(/^Name/), { target: { value: 'Jan Nowak' } });
    fireEvent.change(field(/^Phone/), { target: { value: '+48600100200' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'abc' } });
    fireEvent.change(field(/person to contact: phone/), { target: { value: 'abc' } });
    expect(field(/^E-mail/)).not.toHaveAttribute('type', 'email');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Incorrect email format')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the correct phone number')).toBeInTheDocument();
  });
});
