import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { ORDER_STATUS } from '../../src/domain/statuses';
import { renderApp } from './renderApp';

type OrderRow = { id: number; status: number; location: number; price: number; description?: string };
const orders = () => db().collection<OrderRow>('orders');

/**
 * Issue 27, defect 3: the conflict dialog named an order's status by its number ('Status: yours 1, now 2') and
 * money in minor units. It shows each value as the screens do, by the kind the backend declares for the field.
 */
describe('the conflict dialog', { timeout: 120_000 }, () => {
  it("names an order's status by its label and its price in the currency", async () => {
    const order = orders()
      .all()
      .find((row) => row.location === 1 && row.status === ORDER_STATUS.new)!;
    await renderApp(`/orders/edit/${order.id}`, { as: 'admin' });
    const description = await screen.findByRole('textbox', { name: /Description/ }, { timeout: 30_000 });
    await waitFor(() => expect(description).toHaveValue(order.description ?? ''));
    // Someone else confirms the order and changes its price while this form is open.
    orders().update(order.id, { status: ORDER_STATUS.confirmed, price: order.price + 1250 });

    fireEvent.change(description, { target: { value: 'Written over an old version' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update order data' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'This record was changed by someone else' },
      { timeout: 20_000 },
    );
    const line = (label: string) =>
      within(dialog).getByText((text) => text.startsWith(`${label}:`), { selector: 'li' });
    await waitFor(() =>
      expect(line('Status')).toHaveTextContent('Status: yours "New order", now "Order confirmed"'),
    );
    expect(line('Price')).toHaveTextContent(/yours "PLN\s[\d,]+\.\d\d", now "PLN\s[\d,]+\.\d\d"/);
    expect(dialog).not.toHaveTextContent(/yours "\d+"/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
  });
});
