import { describe, expect, it } from 'vitest';
import { openFutureOrder } from './seedOrders';
import { db } from '../../mocks/server/db';
import type { OrderRow, PartnerDayOffRow, PartnerRow } from '../../mocks/rows';
import { addDays } from '../../src/domain/isoDates';
import { replacedPartners } from '../../src/domain/partnerCover';
import { dataProvider } from '../../src/providers/dataProvider';
import { call, loginAs } from './backendCalls';

const orders = () => db().collection<OrderRow>('orders');
const today = new Date().toISOString().slice(0, 10);

/** An open order of location 1 ahead with a partner on its first type. */
const assigned = () => openFutureOrder((row) => row.serviceTypes[0]?.partners.length === 1);

describe('admin/calendar/cover: replace partner on a day', () => {
  it("previews the partner's open visits of the day with suggestions, then one is reassigned", async () => {
    await loginAs('manager');
    const row = assigned();
    const absent = row.serviceTypes[0].partners[0];
    const preview = await dataProvider.calendarCover({ partnerId: absent, from: row.date! });
    const hit = preview.find((item) => item.order.id === row.id);
    expect(hit).toBeDefined();
    expect(preview.every((item) => item.order.date === row.date)).toBe(true);
    expect(
      preview.every((item) => item.order.serviceTypes.some((type) => type.partners.includes(absent))),
    ).toBe(true);
    expect(hit!.suggestions.map((item) => item.id)).not.toContain(absent);
    const cover = hit!.suggestions[0];
    expect(cover).toBeDefined();
    await dataProvider.setOrderPartners({
      id: row.id,
      idServiceType: hit!.idServiceType,
      partners: replacedPartners(row.serviceTypes[0].partners, absent, cover.id),
      numberOfPartners: row.serviceTypes[0].numberOfPartners,
    });
    expect(orders().get(row.id)!.serviceTypes[0].partners).toEqual([cover.id]);
    const after = await dataProvider.calendarCover({ partnerId: absent, from: row.date! });
    expect(after.map((item) => item.order.id)).not.toContain(row.id);
  });

  it('a hostile client: a partner of another location, or a period past 31 days, is refused', async () => {
    await loginAs('admin');
    const foreign = db()
      .collection<PartnerRow>('partners')
      .all()
      .find((partner) => partner.location !== 1)!;
    expect(await call('admin/calendar/cover', { partnerId: foreign.id, from: today })).toMatchObject({
      result: false,
      message: 'app.errors.notFound',
    });
    const mine = db()
      .collection<PartnerRow>('partners')
      .all()
      .find((partner) => partner.location === 1)!;
    const long = await call('admin/calendar/cover', {
      partnerId: mine.id,
      from: today,
      to: addDays(today, 40),
    });
    expect(long.result).toBe(false);
  });

  it('a day off of some hours previews the visits those hours touch; a day off of another partner is refused', async () => {
    await loginAs('admin');
    const row = openFutureOrder(
      (item) => item.time.hour != null && item.time.hour < 20 && item.serviceTypes[0]?.partners.length === 1,
    );
    const partnerId = row.serviceTypes[0].partners[0];
    const start = `${String(row.time.hour).padStart(2, '0')}:${String(row.time.minute ?? 0).padStart(2, '0')}`;
    const daysOff = db().collection<PartnerDayOffRow>('partnerDaysOff');
    const touching = daysOff.insert({
      partnerId,
      date: row.date!,
      wholeDay: false,
      periods: [{ from: start, to: '23:59' }],
    });
    const before = daysOff.insert({
      partnerId,
      date: row.date!,
      wholeDay: false,
      periods: [{ from: '00:00', to: '00:01' }],
    });
    const preview = (dayOffId: number) =>
      dataProvider
        .calendarCover({ partnerId, from: row.date!, dayOffId })
        .then((visits) => visits.map((visit) => visit.order.id));
    expect(await preview(touching.id)).toContain(row.id);
    expect(await preview(before.id)).not.toContain(row.id);
    const other = db()
      .collection<PartnerRow>('partners')
      .all()
      .find((partner) => partner.location === 1 && partner.id !== partnerId)!;
    expect(
      await call('admin/calendar/cover', { partnerId: other.id, from: row.date!, dayOffId: touching.id }),
    ).toMatchObject({
      result: false,
      message: 'app.errors.notFound',
    });
    daysOff.remove(touching.id);
    daysOff.remove(before.id);
  });
});
