import { describe, expect, it } from 'vitest';
import { openFutureOrder } from './seedOrders';
import { dayInfo } from '../../mocks/seed/calendar';
import { draftFrom } from '../../mocks/resources/orders/draft';
import { priceOf } from '../../mocks/resources/orders/pricing';
import { db } from '../../mocks/server/db';
import type { OrderRow, PartnerDayOffRow, PartnerRow } from '../../mocks/rows';
import { CALENDAR_PROBLEMS } from '../../src/domain/calendarMoves';
import { addDays } from '../../src/domain/isoDates';
import { replacedPartners } from '../../src/domain/partnerCover';
import { versionOf } from '../../mocks/store';
import { ORDER_STATUS, PARTNER_STATUS } from '../../src/domain/statuses';
import { dataProvider } from '../../src/providers/dataProvider';
import type { CalendarEvent } from '../../src/providers/records/calendar';
import { call, loginAs } from './backendCalls';
import { calendarEvent } from '../../src/api/contract/calendar';

const orders = () => db().collection<OrderRow>('orders');
const today = new Date().toISOString().slice(0, 10);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Error) => error.message,
  );
/** The first open day after `from` that is not `except`. */
function openDayAfter(from: string, except?: string | null, discounted = false) {
  for (let day = addDays(from, 1); ; day = addDays(day, 1))
    if (day !== except && dayInfo(day).available && (!discounted || dayInfo(day).discount)) return day;
}
const movable = () =>
  orders()
    .all()
    .find(
      (row) =>
        row.location === 1 &&
        (row.status === ORDER_STATUS.new || row.status === ORDER_STATUS.confirmed) &&
        row.date! > addDays(today, 2) &&
        row.time.hour != null &&
        row.calculatePrice &&
        !row.promocodeId &&
        row.serviceTypes.every((type) => type.partners.length === 0),
    )!;

describe('calendar backend', () => {
  it('answers the orders of the range and the location only, narrowed by the filters', async () => {
    await loginAs('admin');
    const from = today;
    const to = addDays(today, 13);
    const events = await dataProvider.calendarEvents({ from, to });
    const expected = orders()
      .all()
      .filter(
        (row) =>
          row.location === 1 && row.status !== ORDER_STATUS.deleted && row.date! >= from && row.date! <= to,
      );
    expect(events.length).toBe(expected.length);
    expect(events.every((event) => event.date! >= from && event.date! <= to)).toBe(true);
    const confirmed = await dataProvider.calendarEvents({
      from,
      to,
      filter: { statuses: [ORDER_STATUS.confirmed] },
    });
    expect(confirmed.length).toBe(expected.filter((row) => row.status === ORDER_STATUS.confirmed).length);
    expect((await call('admin/calendar/events', { from, to: addDays(from, 100) })).result).toBe(false);
  });

  it("answers each order with the contract's fields only, and the texts the order list shows", async () => {
    await loginAs('admin');
    const events = await dataProvider.calendarEvents({ from: today, to: addDays(today, 13) });
    const withPartner = events.find((event) => event.serviceTypes.some((type) => type.partners.length));
    expect(withPartner).toBeDefined();
    expect(Object.keys(withPartner!).sort()).toEqual(Object.keys(calendarEvent.def.shape).sort());
    for (const type of withPartner!.serviceTypes)
      expect(Object.keys(type).sort()).toEqual(['idServiceType', 'numberOfPartners', 'partners']);
    const { data: listed } = await dataProvider.getOne('orders', { id: withPartner!.id });
    expect(withPartner).toMatchObject({
      customerName: listed.customerName,
      addressText: listed.addressText,
      partnerNames: listed.partnerNames,
    });
  });

  it('moves an order through the edit rules: new day and time, re-priced, in the history', async () => {
    await loginAs('manager');
    const row = movable();
    const date = openDayAfter(row.date!, row.date, true);
    const moved = await dataProvider.moveOrder({
      id: row.id,
      date,
      time: { hour: 9, minute: 30, any: false, specify: false },
    });
    expect(moved).toMatchObject({ date, time: { hour: 9, minute: 30 } });
    const stored = orders().get(row.id)!;
    expect(stored.history.at(-1)?.action).toBe('move');
    // The price follows the new day's discount, as the order form's save computes it.
    const priced = priceOf(draftFrom(stored), 1, []);
    expect(priced.price).toBeLessThanOrEqual(priced.fullPrice);
    expect({ price: stored.price, discountType: stored.discountType }).toEqual({
      price: priced.price,
      discountType: priced.discountType,
    });
  });

  it('refuses a move the rules forbid', async () => {
    await loginAs('admin');
    const row = movable();
    const completed = orders()
      .all()
      .find((item) => item.location === 1 && item.status === ORDER_STATUS.completed)!;
    expect(await refusal(dataProvider.moveOrder({ id: row.id, date: addDays(today, -1) }))).toBe(
      CALENDAR_PROBLEMS.pastDate,
    );
    expect(await refusal(dataProvider.moveOrder({ id: completed.id, date: openDayAfter(today) }))).toBe(
      'resources.orders.refusals.readOnly',
    );
    let closed = addDays(today, 1);
    while (dayInfo(closed).available) closed = addDays(closed, 1);
    expect(await refusal(dataProvider.moveOrder({ id: row.id, date: closed }))).toBe(
      'resources.calendar.refusals.unavailable',
    );
  });

  it('refuses to put a partner on an order on their day off, and lists the week on the board', async () => {
    await loginAs('admin');
    const row = movable();
    const type = row.serviceTypes[0];
    const partner = db()
      .collection<PartnerRow>('partners')
      .all()
      .find(
        (item) =>
          item.location === 1 &&
          item.status === PARTNER_STATUS.registered &&
          item.serviceTypes.includes(type.idServiceType),
      )!;
    const dayOff = db()
      .collection<PartnerDayOffRow>('partnerDaysOff')
      .insert({ partnerId: partner.id, date: row.date!, wholeDay: true, periods: [] });
    const board = await dataProvider.calendarBoard({ weekStart: row.date! });
    expect(board.days).toHaveLength(7);
    expect(board.unassigned.map((event: CalendarEvent) => event.id)).toContain(row.id);
    expect(board.partners.find((item) => item.id === partner.id)?.daysOff.map((item) => item.id)).toContain(
      dayOff.id,
    );
    const answer = refusal(
      dataProvider.setOrderPartners({
        id: row.id,
        idServiceType: type.idServiceType,
        partners: [partner.id],
        numberOfPartners: 1,
      }),
    );
    expect(await answer).toBe(CALENDAR_PROBLEMS.dayOff);
    db().collection<PartnerDayOffRow>('partnerDaysOff').remove(dayOff.id);
    await dataProvider.setOrderPartners({
      id: row.id,
      idServiceType: type.idServiceType,
      partners: [partner.id],
      numberOfPartners: 1,
    });
    expect(orders().get(row.id)!.serviceTypes[0].partners).toEqual([partner.id]);
  });

  it('a hostile client handing a visit over (a board drop) to a partner who is off: refused, the partner on it stays', async () => {
    await loginAs('admin');
    const row = openFutureOrder(
      (item) => item.serviceTypes[0]?.partners.length === 1 && item.serviceTypes[0].numberOfPartners === 1,
    );
    const type = row.serviceTypes[0];
    const cover = db()
      .collection<PartnerRow>('partners')
      .all()
      .find(
        (item) =>
          item.location === 1 &&
          item.status === PARTNER_STATUS.registered &&
          !type.partners.includes(item.id) &&
          item.serviceTypes.includes(type.idServiceType),
      )!;
    db()
      .collection<PartnerDayOffRow>('partnerDaysOff')
      .insert({ partnerId: cover.id, date: row.date!, wholeDay: true, periods: [] });
    expect(
      await call('admin/orders/partners', {
        id: row.id,
        version: versionOf(row),
        idServiceType: type.idServiceType,
        partners: replacedPartners(type.partners, type.partners[0], cover.id),
        numberOfPartners: 1,
      }),
    ).toMatchObject({ result: false, message: CALENDAR_PROBLEMS.dayOff });
    expect(orders().get(row.id)!.serviceTypes[0].partners).toEqual(type.partners);
  });
});
