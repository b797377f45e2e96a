import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import type { CustomerRow } from '../../mocks/rows';
import { renderApp } from './renderApp';

const customers = () => db().collection<CustomerRow>('customers');
const ofLocation1 = () =>
  customers()
    .all()
    .filter((row) => row.location === 1);

describe('customer list', { timeout: 60000 }, () => {
  it("pages the location's customers on the server and searches by phone", async () => {
    const user = userEvent.setup();
    await renderApp('/customers/2', { as: 'manager' });
    const total = ofLocation1().length;
    expect(await screen.findByText(`26-50 of ${total}`, {}, { timeout: 20000 })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(26);
    await user.type(screen.getByRole('textbox', { name: 'Name, phone or e-mail' }), '500100200');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2), { timeout: 10000 });
    expect(screen.getByRole('cell', { name: 'Joanna Testowa' })).toBeInTheDocument();
  });
});

describe('customer profile', { timeout: 60000 }, () => {
  it("opens each tab on its own path with the customer's data", async () => {
    const user = userEvent.setup();
    await renderApp('/customers/details/1', { as: 'manager' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Joanna Testowa' }, { timeout: 20000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Customer data', selected: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText(/Phone/, { selector: 'input[name="phone"]' })).toHaveValue('+48500100200'),
    );

    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(await screen.findByTestId('customer-orders-total')).toHaveTextContent(/\d+ orders?/);
    expect(window.location.pathname).toBe('/customers/details/1/orders');

    await user.click(screen.getByRole('tab', { name: 'Legal entities' }));
    expect(await screen.findByRole('heading', { name: 'Testowa Consulting sp. z o.o.' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Payment data' }));
    expect(await screen.findByText('•••• 4242')).toBeInTheDocument();
    expect(screen.getByText('Default')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Points' }));
    expect(await screen.findByTestId('points-balance')).toHaveTextContent(String(customers().get(1)!.points));
  });

  it('adds a legal entity from its tab, with the field messages first', async () => {
    const user = userEvent.setup();
    await renderApp('/customers/details/1/legal', { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: 'Add legal entity' }, { timeout: 20000 }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText("The field can't be empty")).toHaveLength(5);
    for (const [label, value] of [
      ['Company name', 'Nowa Firma'],
      ['Tax number', '1234567890'],
      ['Postcode', '00-950'],
      ['Address', 'Prosta 5'],
      ['City', 'Warszawa'],
    ])
      await user.type(within(dialog).getByLabelText(new RegExp(label)), value);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Nowa Firma' })).toBeInTheDocument();
    expect(
      customers()
        .get(1)!
        .legalEntities.map((row) => row.companyName),
    ).toContain('Nowa Firma');
  });

  it('edits the data in place and keeps points, registration and cards', async () => {
    const user = userEvent.setup();
    const before = customers().get(1)!;
    await renderApp('/customers/details/1', { as: 'manager' });
    const name = await screen.findByLabelText(/Name/, { selector: 'input[name="name"]' }, { timeout: 20000 });
    await waitFor(() => expect(name).toHaveValue('Joanna Testowa'));
    // The profile may refetch the record once after it opens (which resets the form): type until it holds.
    await waitFor(async () => {
      await user.clear(name);
      await user.type(name, 'Joanna Nowak');
      expect(name).toHaveValue('Joanna Nowak');
    });
    await user.type(screen.getByLabelText(/Notes/), 'Prefers mornings');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(customers().get(1)!.name).toBe('Joanna Nowak'));
    expect(customers().get(1)).toMatchObject({
      notes: 'Prefers mornings',
      points: before.points,
      registration: before.registration,
      cards: before.cards,
    });
  });
});

describe('add customer', { timeout: 60000 }, () => {
  it("shows each of the spec's messages, then keeps the form when the phone is taken", async () => {
    const user = userEvent.setup();
    await renderApp('/customers/add', { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 20000 }));
    expect(await screen.findAllByText("The field can't be empty")).toHaveLength(2);
    await user.type(screen.getByLabelText(/Name/, { selector: 'input' }), 'Adam Nowy');
    await user.type(screen.getByLabelText(/^Phone/, { selector: 'input' }), '12ab');
    await user.type(screen.getByLabelText(/E-mail/), 'adam@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the correct phone number')).toBeInTheDocument();
    expect(screen.getByText('Incorrect email format')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Phone/, { selector: 'input' }));
    await user.type(screen.getByLabelText(/^Phone/, { selector: 'input' }), '+48 500 100 200');
    await user.clear(screen.getByLabelText(/E-mail/));
    await user.type(screen.getByLabelText(/E-mail/), 'adam.nowy@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another customer already has this phone number')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/, { selector: 'input' })).toHaveValue('Adam Nowy');
    expect(window.location.pathname).toBe('/customers/add');

    await user.clear(screen.getByLabelText(/^Phone/, { selector: 'input' }));
    await user.type(screen.getByLabelText(/^Phone/, { selector: 'input' }), '+48 600 700 800');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/customers\/details\/\d+$/), {
      timeout: 10000,
    });
    expect(
      customers()
        .all()
        .find((row) => row.phone === '+48600700800'),
    ).toMatchObject({ name: 'Adam Nowy', points: 0 });
  });
});
