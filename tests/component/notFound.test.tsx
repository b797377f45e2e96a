import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

/**
 * Issue #30: an unknown record shows its resource's 'does not exist' page with Go back, on every resource (it used
 * to redirect orders, promocodes and reviews to their list with a toast), and an unknown route a page of ours.
 */
describe('unknown records and routes', { timeout: 60000 }, () => {
  it.each([
    ['/orders/details/999999', 'This order does not exist'],
    ['/orders/edit/999999', 'This order does not exist'],
    ['/promocodes/details/999999', 'This promocode does not exist'],
    ['/promocodes/edit/999999', 'This promocode does not exist'],
    ['/reviews/details/999999', 'This review does not exist'],
    ['/services/types/edit/999999', 'This service type does not exist'],
    ['/customers/details/999999', 'This customer does not exist'],
    ['/partners/details/abc', 'This partner does not exist'],
  ])('%s says "%s" and stays there', async (path, message) => {
    await renderApp(path, { as: 'admin' });
    expect(await screen.findByText(message, {}, { timeout: 20000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
  });

  it('an unknown route says so in one sentence, with Go back', async () => {
    await renderApp('/no-such-screen', { as: 'admin' });
    expect(await screen.findByText('This page does not exist', {}, { timeout: 20000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('..');
  });
});
