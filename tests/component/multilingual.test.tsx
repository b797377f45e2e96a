import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('multilingual text group', { timeout: 60000 }, () => {
  it('has a tab per content language of the session, the base one first', async () => {
    await renderApp('/questions/types/add', { as: 'admin' });
    const tabs = await screen.findAllByRole('tab', { name: /Polish|English/ }, { timeout: 15000 });
    expect(tabs.map((element) => element.textContent)).toEqual(['Polish (base)', 'English']);
    expect(tab(/Polish/)).toHaveAttribute('aria-selected', 'true');
  });

  it('flags the Polish tab when its required name is missing, even while another tab is open', async () => {
    const user = userEvent.setup();
    await renderApp('/questions/types/add', { as: 'admin' });
    await user.click(await screen.findByRole('tab', { name: /English/ }));
    await user.type(screen.getByLabelText(/Name \(EN\)/), 'Invoices');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(tab(/Polish/)).toHaveAttribute('data-error', 'true'));
    expect(tab(/Polish/)).toHaveAccessibleName(/has errors/);
    expect(tab(/English/)).not.toHaveAttribute('data-error');
    await user.click(tab(/Polish/));
    const panel = screen.getByRole('tabpanel', { name: /Polish/ });
    expect(within(panel).getAllByText("The field can't be empty").length).toBeGreaterThan(0);
    expect(window.location.pathname).toBe('/questions/types/add');
  });

  it('shows the server refusal of a taken slug under the field and flags that language', async () => {
    const user = userEvent.setup();
    await renderApp('/questions/types/add', { as: 'admin' });
    await user.type(await screen.findByLabelText(/Name \(PL\)/), 'Płatności');
    expect(screen.getByLabelText(/Slug \(PL\)/)).toHaveValue('platnosci');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This slug is already used in this language')).toBeInTheDocument();
    expect(tab(/Polish/)).toHaveAttribute('data-error', 'true');
    expect(screen.getByLabelText(/Name \(PL\)/)).toHaveValue('Płatności');
    expect(window.location.pathname).toBe('/questions/types/add');
  });

  it('saves both languages and lists the new record', async () => {
    const user = userEvent.setup();
    await renderApp('/questions/types/add', { as: 'admin' });
    await user.type(await screen.findByLabelText(/Name \(PL\)/), 'Reklamacje');
    await user.click(tab(/English/));
    await user.type(screen.getByLabelText(/Name \(EN\)/), 'Complaints');
    expect(screen.getByLabelText(/Slug \(EN\)/)).toHaveValue('complaints');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/questions/types'));
    expect(await screen.findByRole('cell', { name: 'Complaints' })).toBeInTheDocument();
  });
});
