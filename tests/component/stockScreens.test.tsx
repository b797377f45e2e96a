import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { renderApp } from './renderApp';

interface CertificateRow {
  [key: string]: unknown;
  id: number;
  code: string;
  location: number;
  balance: number;
  status: number;
  validTo: string | null;
}
const certificates = () => db().collection<CertificateRow>('certificates').all();

describe('warehouse screens', { timeout: 60000 }, () => {
  it('lists the items with their stock, flags those below the minimum and counts them in a tab', async () => {
    await renderApp('/warehouse', { as: 'admin' });
    expect(await screen.findByText('VAC-01', {}, { timeout: 20000 })).toBeInTheDocument();
    expect(screen.getAllByTestId('below-minimum').length).toBeGreaterThan(0);
    const tab = screen.getByRole('tab', { name: /Below minimum/ });
    await waitFor(() => expect(tab).toHaveTextContent(/\(\d+\)/));
    await userEvent.click(tab);
    await waitFor(() =>
      expect(screen.getAllByRole('row').length - 1).toBe(screen.getAllByTestId('below-minimum').length),
    );
  });

  it('asks for the name, SKU and unit of a new item', async () => {
    const user = userEvent.setup();
    await renderApp('/warehouse/add', { as: 'admin' });
    await user.clear(await screen.findByLabelText(/SKU/, {}, { timeout: 20000 }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText("The field can't be empty")).toHaveLength(2);
  });

  it('shows the refusal under the quantity when a movement would take the stock below zero', async () => {
    const user = userEvent.setup();
    await renderApp('/warehouse/movements/add', { as: 'manager' });
    await user.click(await screen.findByRole('combobox', { name: /Item/ }, { timeout: 20000 }));
    await user.click(await screen.findByRole('option', { name: /VAC-01/ }));
    await user.click(screen.getByLabelText('Written off'));
    await user.type(screen.getByLabelText(/Quantity/), '9999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Not enough in stock: stock cannot go below zero', {}, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/warehouse/movements/add');
  });
});

describe('certificate screens', { timeout: 60000 }, () => {
  it('lists the certificates with their status tabs and counts', async () => {
    await renderApp('/certificates', { as: 'manager' });
    const code = certificates()
      .filter((row) => row.location === 1)
      .at(-1)!.code;
    expect(await screen.findByText(code, {}, { timeout: 20000 })).toBeInTheDocument();
    for (const name of ['All', 'Active', 'Used', 'Expired', 'Cancelled'])
      await waitFor(() =>
        expect(screen.getByRole('tab', { name: new RegExp(`^${name}`) })).toHaveTextContent(/\(\d+\)/),
      );
  });

  it('asks for the amount and the buyer, and checks the e-mail', async () => {
    const user = userEvent.setup();
    await renderApp('/certificates/add', { as: 'admin' });
    await user.type(await screen.findByLabelText(/Buyer's e-mail/, {}, { timeout: 20000 }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText("The field can't be empty")).toHaveLength(2);
    expect(screen.getByText('Incorrect email format')).toBeInTheDocument();
  });

  it('refuses a used certificate in the order form', async () => {
    const user = userEvent.setup();
    const used = certificates().find((row) => row.location === 1 && row.status === 2)!;
    await renderApp('/orders/add', { as: 'admin' });
    await user.type(await screen.findByLabelText('Certificate code', {}, { timeout: 30000 }), used.code);
    await user.click(screen.getByRole('button', { name: 'Apply certificate' }));
    expect(await screen.findByText('This certificate is already used')).toBeInTheDocument();
    expect(screen.queryByTestId('amount-to-pay')).toBeNull();
  });
});

describe('label screens', { timeout: 60000 }, () => {
  it('lists the labels with who sees them and their colour', async () => {
    await renderApp('/labels', { as: 'admin' });
    const row = (await screen.findByText('Pets at home', {}, { timeout: 20000 })).closest('tr')!;
    expect(within(row).getByText('Partners')).toBeInTheDocument();
    expect(within(row).getByText('#43a047')).toBeInTheDocument();
  });

  it('asks for the name in the base language', async () => {
    const user = userEvent.setup();
    await renderApp('/labels/add', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 20000 }));
    expect(await screen.findByText("The field can't be empty")).toBeInTheDocument();
  });
});
