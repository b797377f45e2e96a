import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../src/providers/authProvider';
import { renderApp } from './renderApp';

describe('change password', () => {
  it('checks length and repeat, refuses a wrong current password, then changes it', async () => {
    const user = userEvent.setup();
    await renderApp('/dashboard', { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: 'Change password' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    const current = within(dialog).getByLabelText(/Current password/);
    const next = within(dialog).getByLabelText(/^New password/);
    const repeat = within(dialog).getByLabelText(/Repeat the new password/);

    await user.type(current, 'demo1234');
    await user.type(next, 'short');
    await user.type(repeat, 'other');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Minimum password length is 8 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('The entered passwords do not match')).toBeInTheDocument();

    await user.clear(current);
    await user.type(current, 'wrong-one');
    await user.clear(next);
    await user.type(next, 'new-secret');
    await user.clear(repeat);
    await user.type(repeat, 'new-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The current password is not correct')).toBeInTheDocument();
    expect(next).toHaveValue('new-secret');

    await user.clear(current);
    await user.type(current, 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('password successfully changed')).toBeInTheDocument();
    await expect(
      authProvider.login({ username: 'manager@example.com', password: 'new-secret' }),
    ).resolves.toBeTruthy();
  });
});
