import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import type { OrderRow, PartnerDayOffRow, SeriesRow } from '../../mocks/rows';
import { draftFrom } from '../../mocks/resources/orders/draft';
import { priceOf } from '../../mocks/resources/orders/pricing';
import { addDays } from '../../src/domain/isoDates';
import { PERIODICITY, SERIES_HORIZON_DAYS } from '../../src/domain/series';
import { ORDER_STATUS } from '../../src/domain/statuses';
import { nextWorkingDay } from '../../src/domain/workingDays';
import { dataProvider } from '../../src/providers/dataProvider';
import { call, loginAs } from './backendCalls';
import { newOrder } from './newOrder';

const orders = () => db().collection<OrderRow>('orders');
const seriesTable = () => db().collection<SeriesRow>('orderSeries');
const today = new Date().toISOString().slice(0, 10);

async function weeklyOrder(patch: Record<string, unknown> = {}) {
  const start = nextWorkingDay(addDays(today, 2));
  const { data } = await dataProvider.create('orders', {
    data: { ...newOrder(), date: start, periodicity: PERIODICITY.onceWeek, ...patch },
  });
  return { first: data, start };
}

describe('a series of visits (issue #32)', () => {
  it('saving a weekly order creates its series and the visits of the next eight weeks, priced like a save', async () => {
    await loginAs('manager');
    const { first, start } = await weeklyOrder();
    expect(first.seriesId).toBeTypeOf('number');
    expect(first.seriesIndex).toBe(0);
    const series = await dataProvider.orderSeries({ id: first.id as number });
    expect(series).toMatchObject({ periodicity: 3, status: 1, startDate: start, horizonDays: 56 });
    const dates = series.visits.map((visit) => visit.date!);
    expect(dates[0]).toBe(start);
    for (let index = 1; index < dates.length; index++) expect(dates[index]).toBe(addDays(start, 7 * index));
    expect(dates.at(-1)! <= addDays(today, SERIES_HORIZON_DAYS)).toBe(true);
    expect(addDays(dates.at(-1)!, 7) > addDays(today, SERIES_HORIZON_DAYS)).toBe(true);
    for (const visit of series.visits.slice(1)) {
      const row = orders().get(visit.id)!;
      expect(row).toMatchObject({
        seriesId: first.seriesId,
        status: ORDER_STATUS.new,
        time: first.time,
        customerId: first.customerId,
        services: first.services,
        periodicity: PERIODICITY.onceWeek,
      });
      expect(row.address).toMatchObject({ street: 'Prosta', house: '1' });
      const priced = priceOf(draftFrom(row), 1, []);
      expect(row.price).toBe(priced.price);
      expect(priced.discountType).not.toBe('none');
    }
  });

  it('the calendar shows every visit', async () => {
    await loginAs('manager');
    const { first, start } = await weeklyOrder();
    const events = await dataProvider.calendarEvents({ from: start, to: addDays(start, 28) });
    const ids = (await dataProvider.orderSeries({ id: first.id as number })).visits
      .filter((visit) => visit.date! <= addDays(start, 28))
      .map((visit) => visit.id);
    expect(ids).toHaveLength(5);
    expect(events.map((event) => event.id)).toEqual(expect.arrayContaining(ids));
  });

  it('an order without periodicity starts no series, and has none to show', async () => {
    await loginAs('manager');
    const before = seriesTable().all().length;
    const { data } = await dataProvider.create('orders', { data: { ...newOrder(), periodicity: 0 } });
    expect(data.seriesId).toBeUndefined();
    expect(seriesTable().all().length).toBe(before);
    expect((await call('admin/orders/series', { id: data.id as number })).result).toBe(false);
  });

  it('extends as time passes: a series seen later gets the visits its horizon now holds', async () => {
    await loginAs('manager');
    const { first } = await weeklyOrder();
    const id = first.seriesId as number;
    const count = (await dataProvider.orderSeries({ id: first.id as number })).visits.length;
    // As if the series had been made three weeks ago: three visits fewer were within the horizon then.
    seriesTable().update(id, { materialised: count - 3 });
    for (const row of orders()
      .all()
      .filter((row) => row.seriesId === id && row.seriesIndex! >= count - 3))
      orders().remove(row.id);
    const again = await dataProvider.orderSeries({ id: first.id as number });
    expect(again.visits.map((visit) => visit.index)).toEqual([...Array(count).keys()]);
  });

  it('a new visit keeps the partner where free, leaves them off (history says so) where not', async () => {
    await loginAs('admin');
    const { first } = await weeklyOrder();
    const seriesId = first.seriesId as number;
    const visits = (await dataProvider.orderSeries({ id: first.id as number })).visits;
    const template = orders().get(visits.at(-2)!.id)!;
    const type = template.serviceTypes[0].idServiceType;
    const [suggested] = await dataProvider.suggestedPartners({ id: template.id, idServiceType: type });
    await dataProvider.setOrderPartners({
      id: template.id,
      idServiceType: type,
      partners: [suggested.id],
      numberOfPartners: 1,
    });
    const last = visits.at(-1)!;
    const recreate = async () => {
      const row = orders()
        .all()
        .find((item) => item.seriesId === seriesId && item.seriesIndex === last.index);
      if (row) orders().remove(row.id);
      seriesTable().update(seriesId, { materialised: last.index });
      const again = await dataProvider.orderSeries({ id: first.id as number });
      return orders().get(again.visits.at(-1)!.id)!;
    };
    const dayOff = db()
      .collection<PartnerDayOffRow>('partnerDaysOff')
      .insert({ partnerId: suggested.id, date: last.date!, wholeDay: true, periods: [] });
    const busy = await recreate();
    expect(busy.serviceTypes[0].partners).toEqual([]);
    expect(busy.history.map((item) => item.action)).toContain('partnerBusy');
    db().collection<PartnerDayOffRow>('partnerDaysOff').remove(dayOff.id);
    const free = await recreate();
    expect(free.serviceTypes[0].partners).toEqual([suggested.id]);
  });
});
