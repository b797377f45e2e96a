import { screen } from '@testing-library/react';
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
});
