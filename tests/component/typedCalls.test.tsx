import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { ORDER_STATUS } from '../../src/domain/statuses';
import { authProvider } from '../../src/providers/authProvider';
import { dataProvider } from '../../src/providers/dataProvider';
import { renderApp } from './renderApp';

// A type literal, not an interface: the store's rows need an index signature.
type OrderRow = {
  id: number;
  status: number;
  location: number;
  date: string | null;
  customerId?: number;
  services: unknown[];
};
const orders = () => db().collection<OrderRow>('orders');
const newOrder = () =>
  orders()
    .all()
    .find(
      (order) =>
        order.status === ORDER_STATUS.new &&
        order.location === 1 &&
        order.date &&
        order.customerId &&
        order.services.length,
    )!;

describe('typed custom calls', { timeout: 120000 }, () => {
  it('confirms a new order from its page through confirmOrder', async () => {
    const user = userEvent.setup();
    const order = newOrder();
    await renderApp(`/orders/details/${order.id}`, { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Confirm order' }, { timeout: 30000 }));
    await waitFor(() => expect(orders().get(order.id)?.status).toBe(ORDER_STATUS.confirmed));
    // The notification and the refreshed status chip both say so.
    await waitFor(() => expect(screen.getAllByText('Order confirmed').length).toBeGreaterThan(1));
    expect(screen.queryByRole('button', { name: 'Confirm order' })).not.toBeInTheDocument();
  });

  it('answers the typed result, and a refusal as react-admin HttpError with the message key', async () => {
    await authProvider.login({ username: 'admin@example.com', password: 'demo1234' });
    const order = newOrder();
    const confirmed = await dataProvider.confirmOrder({ id: order.id });
    expect(confirmed).toMatchObject({ id: order.id, status: ORDER_STATUS.confirmed });
    await expect(dataProvider.confirmOrder({ id: order.id })).rejects.toMatchObject({
      message: 'resources.orders.refusals.notNew',
    });
    const days = await dataProvider.calendarData();
    expect(days.length).toBe(60);
    expect(days[0]).toEqual(
      expect.objectContaining({ date: expect.any(String), available: expect.any(Boolean) }),
    );
  });

  it('does not offer Deleted in the status select to a manager, and does to an admin', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderApp('/questions/types/add', { as: 'manager' });
    await user.click(await screen.findByRole('combobox', { name: /Status/ }, { timeout: 30000 }));
    expect(await screen.findByRole('option', { name: 'Inactive' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Deleted' })).not.toBeInTheDocument();
    unmount();
    await renderApp('/questions/types/add', { as: 'admin' });
    await user.click(await screen.findByRole('combobox', { name: /Status/ }, { timeout: 30000 }));
    expect(await screen.findByRole('option', { name: 'Deleted' })).toBeInTheDocument();
  });
});
