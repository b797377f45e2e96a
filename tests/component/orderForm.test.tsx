import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { renderApp } from './renderApp';

const firstOrder = (status: number) =>
  db()
    .collection<{
      id: number;
      status: number;
      location: number;
      date: string | null;
      needVatInvoice: boolean;
      promocode?: string;
    }>('orders')
    .all()
    .find(
      (order) => order.status === status && order.location === 1 && !order.needVatInvoice && !order.promocode,
    )!;

const panel = () => screen.getByTestId('price-panel');
const slot = () => screen.getByRole('combobox', { name: /^Time/ });
const vat = () => screen.getByLabelText('VAT invoice', { selector: 'input' });

describe('order form', { timeout: 240000 }, () => {
  it('picks the time in one slot picker: a flag clears hour and minute, a quarter clears both flags', async () => {
    const user = userEvent.setup();
    await renderApp('/orders/add', { as: 'admin' });
    // The time is below the form's first screen, drawn right after it: the user sees it come.
    await screen.findByRole('combobox', { name: /^Time/ }, { timeout: 30000 });
    // A new order starts at 'clarify the day before'.
    expect(slot()).toHaveTextContent('Clarify the day before');
    await user.click(slot());
    await user.click(await screen.findByRole('option', { name: '10:30' }));
    expect(slot()).toHaveTextContent('10:30');
    await user.click(slot());
    await user.click(await screen.findByRole('option', { name: 'Any time' }));
    expect(slot()).toHaveTextContent('Any time');
    expect(slot()).not.toHaveTextContent('10:30');
    await user.click(slot());
    await user.click(await screen.findByRole('option', { name: 'Clarify the day before' }));
    expect(slot()).toHaveTextContent('Clarify the day before');
    await user.click(slot());
    await user.click(await screen.findByRole('option', { name: '08:00' }));
    expect(slot()).toHaveTextContent('08:00');
    expect(slot()).not.toHaveTextContent(/Any time|Clarify/);
  });

  it('prompts for services, date, time, customer and address, and asks for VAT fields only when needed', async () => {
    const user = userEvent.setup();
    await renderApp('/orders/add', { as: 'admin' });
    await screen.findByTestId('services-input', {}, { timeout: 30000 });
    await screen.findByTestId('date-calendar', {}, { timeout: 30000 });
    expect(screen.queryByLabelText(/Company name/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Select services')).toBeInTheDocument();
    expect(screen.getByText('Select date')).toBeInTheDocument();
    // The time has a default (clarify the day before), so it is never missing on a new order.
    expect(screen.queryByText('Select time')).not.toBeInTheDocument();
    expect(screen.getByText('Enter customer data')).toBeInTheDocument();
    expect(screen.getAllByText('Enter the correct address').length).toBeGreaterThan(0);
    expect(screen.queryByText("The field can't be empty")).not.toBeInTheDocument();

    await user.click(vat());
    expect(await screen.findByLabelText(/Company name/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText("The field can't be empty")).toHaveLength(5));
    await user.click(vat());
    await waitFor(() => expect(screen.queryByLabelText(/Company name/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText("The field can't be empty")).not.toBeInTheDocument());
  });

  it('updates the price panel on a quantity change', async () => {
    const user = userEvent.setup();
    await renderApp('/orders/add', { as: 'admin' });
    await screen.findByTestId('services-input', {}, { timeout: 30000 });
    const room = await screen.findByLabelText('More Room', {}, { timeout: 30000 });
    await user.click(room);
    await waitFor(() => expect(within(panel()).getByTestId('price-price')).toHaveTextContent('60.00'));
    expect(within(panel()).getByTestId('price-time')).toHaveTextContent('1 h 0 min');
    await user.click(screen.getByLabelText('More Room'));
    await waitFor(() => expect(within(panel()).getByTestId('price-price')).toHaveTextContent('120.00'));
    expect(within(panel()).getByTestId('price-time')).toHaveTextContent('2 h 0 min');
    await user.click(screen.getByLabelText('Less Room'));
    await waitFor(() => expect(within(panel()).getByTestId('price-price')).toHaveTextContent('60.00'));
  });

  it('keeps the form and shows the not-saved warning after a refused save', async () => {
    const user = userEvent.setup();
    const order = firstOrder(1);
    await renderApp(`/orders/edit/${order.id}`, { as: 'admin' });
    const info = await screen.findByLabelText('Additional information');
    await user.clear(info);
    await user.type(info, 'Bring the long ladder');
    const promocode = screen.getByLabelText('Promocode');
    fireEvent.change(promocode, { target: { value: 'NOSUCHCODE' } });
    await user.click(screen.getByRole('button', { name: 'Update order data' }));
    expect(await screen.findByTestId('not-saved')).toHaveTextContent(
      'Important: Changes to the order are not saved. Click the update order data button at the bottom and repeat the action again',
    );
    expect(screen.getAllByText('This promocode is not valid').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Additional information')).toHaveValue('Bring the long ladder');
    expect(screen.getByLabelText('Promocode')).toHaveValue('NOSUCHCODE');
    expect(window.location.pathname).toBe(`/orders/edit/${order.id}`);
  });
});
