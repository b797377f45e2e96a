import { screen } from '@testing-library/react';
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
});
