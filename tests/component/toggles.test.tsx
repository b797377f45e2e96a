import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

/*
 * Seed: service type 3 (Post-renovation cleaning) has parent 2 (Deep cleaning). SEO order page 1 is about
 * type 1 (Standard cleaning) with services 1-3.
 */
describe('toggle rules', { timeout: 60000 }, () => {
  it('a service type: choosing the chosen parent again clears it; itself and its descendants are not offered', async () => {
    const user = userEvent.setup();
    await renderApp('/services/types/edit/2', { as: 'admin' });
    const parent = await screen.findByRole('combobox', { name: /Parent type/ }, { timeout: 20000 });
    expect(parent).toHaveTextContent(/^\u200b?$/);

    await user.click(parent);
    let list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: 'Deep cleaning' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(list).getByRole('option', { name: 'Post-renovation cleaning' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(list).getByRole('option', { name: 'Window cleaning' }));
    await waitFor(() => expect(parent).toHaveTextContent('Window cleaning'));

    await user.click(parent);
    list = await screen.findByRole('listbox');
    await user.click(within(list).getByRole('option', { name: 'Window cleaning' }));
    await waitFor(() => expect(parent).not.toHaveTextContent('Window cleaning'));

    await user.click(parent);
    list = await screen.findByRole('listbox');
    await user.click(within(list).getByRole('option', { name: 'Office cleaning' }));
    await waitFor(() => expect(parent).toHaveTextContent('Office cleaning'));
  });

  it("an SEO order page: another service type clears the services and offers only that type's", async () => {
    const user = userEvent.setup();
    await renderApp('/seo/orderPages/edit/1', { as: 'admin' });
    const type = await screen.findByRole('combobox', { name: /Service type/ }, { timeout: 20000 });
    await waitFor(() => expect(type).toHaveTextContent('Standard cleaning'));
    expect(await screen.findByRole('button', { name: 'Room' })).toBeInTheDocument();

    await user.click(type);
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Window cleaning' }),
    );
    await waitFor(() => expect(type).toHaveTextContent('Window cleaning'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Room' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: /Services/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Single-sash window',
      'Double-sash window',
      'Balcony door',
      'Balcony',
      'Blinds',
    ]);
  });

  it('an SEO order page: the same service type again clears it and the services', async () => {
    const user = userEvent.setup();
    await renderApp('/seo/orderPages/add', { as: 'admin' });
    const type = await screen.findByRole('combobox', { name: /Service type/ }, { timeout: 20000 });
    expect(screen.getByText('Choose a service type first')).toBeInTheDocument();
    await user.click(type);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Ironing' }));
    await waitFor(() => expect(type).toHaveTextContent('Ironing'));
    expect(screen.getByText('Only services of the chosen service type')).toBeInTheDocument();
    await user.click(type);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Ironing' }));
    await waitFor(() => expect(type).not.toHaveTextContent('Ironing'));
    expect(screen.getByText('Choose a service type first')).toBeInTheDocument();
  });
});
