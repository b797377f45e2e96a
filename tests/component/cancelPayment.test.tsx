import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { call, loginAs } from '../backend/backendCalls';
import { renderApp } from './renderApp';

/** Issue #30: cancelling with payment marks an unpaid order Paid, and the dialog says so before the user agrees. */
describe('cancel dialog', { timeout: 60000 }, () => {
  it('says what each choice does to the payment of an unpaid order', async () => {
    await loginAs('admin');
    const page = await call('admin/orders/list', {
      filter: { statuses: [1, 2], paymentStatuses: [0] },
      perPage: 1,
    });
    const [order] = page.data as { id: number }[];
    await renderApp(`/orders/details/${order.id}`, { as: 'admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, { timeout: 20000 }));
    const dialog = await screen.findByRole('dialog');
    const outcome = within(dialog).getByTestId('cancel-payment');
    expect(outcome).toHaveTextContent('Nothing is charged: the order stays Unpaid.');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Cancel with payment' }));
    expect(outcome).toHaveTextContent(/The customer pays .+: the order will be marked Paid\./);
  });
});
