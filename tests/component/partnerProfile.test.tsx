import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openFutureOrder } from '../backend/seedOrders';
import { db } from '../../mocks/server/db';
import type { OrderRow, PartnerDayOffRow, PartnerRow } from '../../mocks/rows';
import { PARTNER_STATUS } from '../../src/domain/statuses';
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

  // Issue 32: a day off of some hours offers the cover dialog for the visits those hours touch, not the whole day's.
  it('after a day off of some hours, the cover dialog lists the visits those hours touch only', async () => {
    const orders = db().collection<OrderRow>('orders');
    const daysOff = db().collection<PartnerDayOffRow>('partnerDaysOff').all();
    const row = openFutureOrder(
      (item) =>
        item.time.hour != null &&
        item.time.hour >= 9 &&
        item.time.hour <= 17 &&
        item.serviceTypes[0]?.partners.length === 1 &&
        !daysOff.some(
          (dayOff) =>
            dayOff.partnerId === item.serviceTypes[0].partners[0] &&
            dayOff.date.slice(0, 7) === item.date!.slice(0, 7),
        ),
    );
    const partnerId = row.serviceTypes[0].partners[0];
    const hour = row.time.hour!;
    // The hours off: the visit's first hour.
    // Two hours earlier, an hour long: the same partner, the same day, untouched by the hours off.
    const { id: _id, ...copy } = row;
    const earlier = orders.insert({
      ...copy,
      time: { ...row.time, hour: hour - 2, minute: 0 },
      cleaningTime: { ...row.cleaningTime, fullMinutes: 60 },
    });
    const pad = (n: number) => String(n).padStart(2, '0');
    await renderApp(`/partners/details/${partnerId}/weekends`, { as: 'admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add day off' }, { timeout: 20000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add day off' });
    fireEvent.change(within(dialog).getByLabelText(/Date/), { target: { value: row.date } });
    fireEvent.click(within(dialog).getByLabelText('Whole day'));
    fireEvent.change(within(dialog).getByLabelText('From 1'), {
      target: { value: `${pad(hour)}:${pad(row.time.minute ?? 0)}` },
    });
    fireEvent.change(within(dialog).getByLabelText('To 1'), {
      target: { value: `${pad(hour + 1)}:${pad(row.time.minute ?? 0)}` },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const cover = await screen.findByRole('dialog', { name: 'Replace partner on a day' }, { timeout: 20000 });
    const visits = await within(cover).findAllByTestId('cover-visit', {}, { timeout: 20000 });
    const listed = visits.map((visit) => visit.textContent ?? '');
    expect(listed.some((text) => text.includes(`#${row.id}`))).toBe(true);
    expect(listed.some((text) => text.includes(`#${earlier.id}`))).toBe(false);
  });

  // Issue 32: one order's two service types, both on the absent partner: "Reassign all" gives each its own
  // suggestion, the second call naming the version the first one left.
  it("reassigns all of a day's visits, two service types of one order among them", async () => {
    const orders = db().collection<OrderRow>('orders');
    const row = openFutureOrder((item) => item.serviceTypes.length >= 2);
    const absent = db()
      .collection<PartnerRow>('partners')
      .all()
      .find((partner) => partner.location === 1 && partner.status === PARTNER_STATUS.registered)!;
    orders.update(row.id, {
      serviceTypes: row.serviceTypes.map((type, index) =>
        index < 2 ? { ...type, partners: [absent.id], numberOfPartners: 1 } : type,
      ),
    });
    await renderApp(`/partners/details/${absent.id}`, { as: 'admin' });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Replace partner on a day' }, { timeout: 20000 }),
    );
    const cover = await screen.findByRole('dialog', { name: 'Replace partner on a day' });
    fireEvent.change(within(cover).getByLabelText('Day (or first day off)'), { target: { value: row.date } });
    await waitFor(
      () =>
        expect(
          within(cover)
            .getAllByTestId('cover-visit')
            .filter((visit) => visit.textContent?.includes(`#${row.id}`)),
        ).toHaveLength(2),
      { timeout: 20000 },
    );
    fireEvent.click(within(cover).getByRole('button', { name: 'Reassign all' }));
    await waitFor(
      () =>
        expect(
          orders
            .get(row.id)!
            .serviceTypes.slice(0, 2)
            .map((type) => type.partners.includes(absent.id)),
        ).toEqual([false, false]),
      { timeout: 20000 },
    );
  });
});
