import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { call, loginAs } from '../backend/backendCalls';
import { renderApp } from './renderApp';

type Located = { id: number; location: number; [key: string]: unknown };

describe('the record timeline', { timeout: 60000 }, () => {
  it('shows a partner change with who and what, and restores it after a question', async () => {
    await loginAs('admin');
    const partner = db()
      .collection<Located>('partners')
      .all()
      .find((row) => row.location === 1)!;
    const old = String(partner.phone);
    const details = (await call('admin/partners/details', { id: partner.id })).data as Record<
      string,
      unknown
    >;
    expect((await call('admin/partners/edit', { ...details, phone: '+48500600700' })).result).toBe(true);

    await renderApp(`/partners/details/${partner.id}/history`, { as: 'admin' });
    const timeline = await screen.findByTestId('record-history', {}, { timeout: 20000 });
    expect(await within(timeline).findByText('+48500600700')).toBeInTheDocument();
    expect(within(timeline).getByText(old)).toBeInTheDocument();
    expect(within(timeline).getByText('Edited')).toBeInTheDocument();

    fireEvent.click(within(timeline).getByRole('button', { name: `Restore Phone to ${old}` }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The earlier value is back')).toBeInTheDocument();
    expect(await within(timeline).findByText('Restored')).toBeInTheDocument();
    expect(db().collection<Located>('partners').get(partner.id)!.phone).toBe(old);
  });
});
