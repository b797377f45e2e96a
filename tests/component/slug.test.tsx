import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

describe('slug input', { timeout: 60000 }, () => {
  it('follows the name until edited by hand, and the button makes it from the name again', async () => {
    const user = userEvent.setup();
    await renderApp('/questions/types/add', { as: 'admin' });
    const name = await screen.findByLabelText(/Name \(PL\)/, {}, { timeout: 15000 });
    const slug = screen.getByLabelText(/Slug \(PL\)/);
    await user.type(name, 'Zwroty środków');
    expect(slug).toHaveValue('zwroty-srodkow');

    await user.clear(slug);
    await user.type(slug, 'zwroty');
    await user.type(name, ' i faktury');
    expect(slug).toHaveValue('zwroty');

    await user.click(screen.getAllByRole('button', { name: 'Make the slug from the name again' })[0]);
    expect(slug).toHaveValue('zwroty-srodkow-i-faktury');
  });

  it('keeps the slug of a saved record when its name changes', async () => {
    const user = userEvent.setup();
    await renderApp('/questions/types/edit/1', { as: 'admin' });
    const name = await screen.findByLabelText(/Name \(PL\)/, {}, { timeout: 15000 });
    await waitFor(() => expect(name).toHaveValue('Zamówienia'));
    await user.type(name, ' online');
    expect(screen.getByLabelText(/Slug \(PL\)/)).toHaveValue('zamowienia');
  });

  it('refuses a badly formed slug with its message', async () => {
    const user = userEvent.setup();
    await renderApp('/questions/types/add', { as: 'admin' });
    await user.type(await screen.findByLabelText(/Name \(PL\)/, {}, { timeout: 15000 }), 'Inne');
    const slug = screen.getByLabelText(/Slug \(PL\)/);
    await user.clear(slug);
    await user.type(slug, 'inne_pytania');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use lower-case letters, digits and hyphens')).toBeInTheDocument();
  });
});
