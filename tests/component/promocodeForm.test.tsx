import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

describe('promocode form', () => {
  it('requires a code and a value, and services or service types', async () => {
    const user = userEvent.setup();
    await renderApp('/promocodes/add', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 20000 }));
    expect(await screen.findAllByText("The field can't be empty")).toHaveLength(2);
    expect(screen.getByText('Choose at least one type of service')).toBeInTheDocument();
  });

  it('shows the server refusal of a taken code under its field and keeps the form', async () => {
    const user = userEvent.setup();
    await renderApp('/promocodes/add', { as: 'admin' });
    await user.type(await screen.findByLabelText(/Code/), 'welcome10');
    await user.type(screen.getByLabelText(/Value/), '15');
    await user.click(screen.getByLabelText('Service types'));
    await user.click(await screen.findByRole('option', { name: 'Window cleaning' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This code is already in use')).toBeInTheDocument();
    expect(screen.getByLabelText(/Code/)).toHaveValue('WELCOME10');
    expect(screen.getByLabelText(/Value/)).toHaveValue(15);
    expect(window.location.pathname).toBe('/promocodes/add');
  });

  it('offers an amount in the location currency and a percent capped at 100', async () => {
    const user = userEvent.setup();
    await renderApp('/promocodes/add', { as: 'admin' });
    await user.type(await screen.findByLabelText(/Code/), 'CAP');
    await user.type(screen.getByLabelText(/Value/), '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A percentage cannot exceed 100')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Amount'));
    expect(within(screen.getByLabelText(/Value/).parentElement!).getByText('PLN')).toBeInTheDocument();
  });

  it('locks everything but status and end date once orders used the code', async () => {
    await renderApp('/promocodes/edit/1', { as: 'admin' });
    expect(await screen.findByTestId('locked-hint')).toHaveTextContent('Used by 12 orders');
    await waitFor(() => expect(screen.getByLabelText(/Code/)).toHaveValue('WELCOME10'));
    expect(screen.getByLabelText(/Code/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Value/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Valid to/)).not.toHaveAttribute('readonly');
  });
});
