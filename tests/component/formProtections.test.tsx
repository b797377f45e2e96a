import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { db } from '../../mocks/server/db';
import type { OrderRow } from '../../mocks/rows';
import { renderApp } from './renderApp';

/**
 * Issue #30, 15 and 16: every form has the order form's protections (one mechanism, src/components/forms/Form.tsx)
 * and a failed save says 'Data update error'; an invalid save lands on its first error; a confirmed order before
 * its date shows "Complete the order" disabled with the reason.
 */
const isoDay = (offset: number) => {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

describe('every form is protected alike', { timeout: 120000 }, () => {
  it('the customer form warns before a reload and offers its draft back when opened again', async () => {
    const user = userEvent.setup();
    await renderApp('/customers/add', { as: 'admin' });
    await user.type(await screen.findByLabelText(/^Name/, {}, { timeout: 30000 }), 'Jan Draftowy');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    // the page goes away (a reload): the values are kept, and offered when the screen opens again
    window.dispatchEvent(new Event('pagehide'));
    cleanup();
    await renderApp('/customers/add', { as: 'admin' });
    const offer = await screen.findByTestId('draft-offer', {}, { timeout: 30000 });
    await user.click(within(offer).getByRole('button', { name: 'Bring it back' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Jan Draftowy');
  });

  it("a customer's data save that fails in transit says 'Data update error' and keeps the values", async () => {
    const customer = db()
      .collection<{ id: number; location: number }>('customers')
      .all()
      .find((row) => row.location === 1)!;
    server.use(http.post(/\/v1\.0\/admin\/customers\/edit$/, () => HttpResponse.error()));
    const user = userEvent.setup();
    await renderApp(`/customers/details/${customer.id}`, { as: 'admin' });
    const name = await screen.findByLabelText(/^Name/, {}, { timeout: 30000 });
    await user.clear(name);
    await user.type(name, 'Anna Zmieniona');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Data update error', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.queryByText('error while loading, try again in 30 seconds')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Anna Zmieniona');
  });

  it('an invalid order save focuses its first error, top to bottom (the customer)', async () => {
    const user = userEvent.setup();
    await renderApp('/orders/add', { as: 'admin' });
    await screen.findByTestId('services-input', {}, { timeout: 30000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter customer data');
    const customer = screen.getByRole('region', { name: 'Customer' });
    await waitFor(() => expect(customer).toContainElement(document.activeElement as HTMLElement));
  });
});

describe('"Complete the order" before the order\'s date', { timeout: 120000 }, () => {
  it('is shown disabled with the reason', async () => {
    const orders = db().collection<OrderRow>('orders');
    const order = orders.all().find((row) => row.location === 1 && row.status === 2)!;
    orders.update(order.id, { date: isoDay(3) });
    await renderApp(`/orders/details/${order.id}`, { as: 'admin' });
    const button = await screen.findByRole('button', { name: /Complete the order/ }, { timeout: 30000 });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('An order can be completed from its date on');
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
