import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

const box = () => screen.getByRole('combobox', { name: 'Search' });
const activeText = () =>
  document.getElementById(box().getAttribute('aria-activedescendant') ?? '')?.textContent ?? '';

describe('top-bar global search', { timeout: 60000 }, () => {
  it('groups orders, customers and partners as you type and walks them with the keyboard', async () => {
    const user = userEvent.setup();
    await renderApp('/dashboard', { as: 'manager' });
    await user.type(await screen.findByRole('combobox', { name: 'Search' }, { timeout: 20000 }), 'Testowa');
    const list = await screen.findByRole('listbox', {}, { timeout: 10000 });
    expect(within(list).getByText('Orders')).toBeInTheDocument();
    expect(within(list).getByText('Customers')).toBeInTheDocument();
    expect(within(list).queryByText('Partners')).toBeNull();
    // Each group ends with its "show all" link to the filtered list.
    expect(within(list).getAllByRole('option', { name: /Show all \d+/ })).toHaveLength(2);
    const options = within(list).getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(activeText()).toBe(options[0].textContent);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeText()).toBe(options.at(-1)!.textContent);
    await user.keyboard('{ArrowUp}');
    expect(activeText()).toMatch(/Joanna Testowa/);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    // Opening with ArrowDown highlights the first line; up from there goes round to the end.
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/customers/details/1'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Joanna Testowa' }, { timeout: 20000 }),
    ).toBeInTheDocument();
  });

  it("says 'no data exist for the selected criteria' when nothing matches, and caps the text at 255", async () => {
    const user = userEvent.setup();
    await renderApp('/dashboard', { as: 'manager' });
    const input = await screen.findByRole('combobox', { name: 'Search' }, { timeout: 20000 });
    await user.type(input, 'qqzzxxnothing');
    expect(
      await screen.findByText('no data exist for the selected criteria', {}, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('maxlength', '255');
    // A click anywhere else closes the open popup (the listener is there while it is open).
    await user.click(screen.getByRole('main'));
    await waitFor(() => expect(screen.queryByText('no data exist for the selected criteria')).toBeNull());
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
