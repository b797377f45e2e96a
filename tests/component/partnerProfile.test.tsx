import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { renderApp } from './renderApp';

describe('partner profile', { timeout: 60000 }, () => {
  it("shows 'This partner does not exist' with a Go back button for an unknown id", async () => {
    await renderApp('/partners/details/999999', { as: 'admin' });
    expect(
      await screen.findByText('This partner does not exist', {}, { timeout: 20000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
  });

  it('opens the tab named in the URL', async () => {
    await renderApp('/partners/details/5/weekends', { as: 'admin' });
    expect(
      await screen.findByRole('tab', { name: 'Weekends', selected: true }, { timeout: 20000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Add day off' }, { timeout: 20000 }),
    ).toBeInTheDocument();
    const name = db().collection<{ id: number; name: string }>('partners').get(5)!.name;
    expect(screen.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeInTheDocument();
  });

  // Issue 30: the same whole day twice was accepted; the server's refusal is shown in the dialog.
  it("shows the server's refusal of a day off that collides with another on the same date", async () => {
    await renderApp('/partners/details/5/weekends', { as: 'admin' });
    const add = await screen.findByRole('button', { name: 'Add day off' }, { timeout: 20000 });
    // Recorded after the tab loaded (by someone else): only the server knows of it.
    db()
      .collection('partnerDaysOff')
      .insert({ partnerId: 5, date: '2031-06-02', wholeDay: true, periods: [] });
    fireEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add day off' });
    fireEvent.change(within(dialog).getByLabelText(/Date/), { target: { value: '2031-06-02' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This date already has a day off at that time', {}, { timeout: 10000 }),
    ).toBeInTheDocument();
  });
});
