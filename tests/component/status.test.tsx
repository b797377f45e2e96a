import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

describe('status of content records', { timeout: 60000 }, () => {
  it('shows statuses as text with tabs and counts', async () => {
    await renderApp('/questions', { as: 'admin' });
    expect(await screen.findByRole('tab', { name: /All \(10\)/ }, { timeout: 15000 })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /Inactive \(1\)/ })).toBeInTheDocument();
    expect(screen.getAllByText('Active').length).toBeGreaterThan(1);
  });

  it('starts a new record at Active', async () => {
    await renderApp('/questions/types/add', { as: 'admin' });
    const status = await screen.findByRole('combobox', { name: /Status/ }, { timeout: 15000 });
    expect(status).toHaveTextContent('Active');
  });

  it('deletes after "Are you sure?" to the Deleted tab, and restores from there', async () => {
    const user = userEvent.setup();
    await renderApp('/questions/types/edit/3', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 15000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(window.location.pathname).toBe('/questions/types'));

    await user.click(await screen.findByRole('tab', { name: /Deleted \(1\)/ }));
    const row = (await screen.findByRole('cell', { name: 'Working with us' })).closest('tr')!;
    expect(within(row).getByText('Deleted')).toBeInTheDocument();
    await user.click(await within(row).findByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restored to Active')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: /Deleted \(0\)/ })).toBeInTheDocument());
  });

  it('hides add, edit and delete from a manager on agreements', async () => {
    await renderApp('/agreements', { as: 'manager' });
    expect(
      await screen.findByText('You can view these records but not change them.', {}, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Terms of service' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
  });
});
