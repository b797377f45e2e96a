import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import type { OrderRow, PartnerDayOffRow, PartnerRow } from '../../mocks/rows';
import { ORDER_STATUS, PARTNER_STATUS } from '../../src/domain/statuses';
import { dataProvider } from '../../src/providers/dataProvider';
import { call, loginAs } from './backendCalls';

const orders = () => db().collection<OrderRow>('orders');
const partners = () => db().collection<PartnerRow>('partners');
const today = new Date().toISOString().slice(0, 10);

/** An open order of location 1 with a fixed time, ahead, whose first type still lacks a partner. */
const openOrder = () =>
  orders()
    .all()
    .find(
      (row) =>
        row.location === 1 &&
        row.status === ORDER_STATUS.new &&
        row.date! > today &&
        row.time.hour != null &&
        row.serviceTypes[0]?.partners.length === 0,
    )!;

describe('admin/orders/suggestedPartners', () => {
  it('answers at most five ranked partners of the location who do the type, with reasons, and assigns nobody', async () => {
    await loginAs('manager');
    const row = openOrder();
    const before = JSON.stringify(orders().get(row.id));
    const idServiceType = row.serviceTypes[0].idServiceType;
    const suggestions = await dataProvider.suggestedPartners({ id: row.id, idServiceType });
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    for (const suggestion of suggestions) {
      const partner = partners().get(suggestion.id)!;
      expect(partner.location).toBe(1);
      expect(partner.status).toBe(PARTNER_STATUS.registered);
      expect(partner.serviceTypes).toContain(idServiceType);
      expect(suggestion.reasons).toContainEqual({ code: 'serviceType' });
    }
    const scores = suggestions.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(JSON.stringify(orders().get(row.id))).toBe(before);
  });

  it('leaves out a partner off that day and an archived one, at once after the change', async () => {
    await loginAs('admin');
    const row = openOrder();
    const idServiceType = row.serviceTypes[0].idServiceType;
    const [first, second] = await dataProvider.suggestedPartners({ id: row.id, idServiceType });
    const dayOff = db()
      .collection<PartnerDayOffRow>('partnerDaysOff')
      .insert({ partnerId: first.id, date: row.date!, wholeDay: true, periods: [] });
    const previousStatus = partners().get(second.id)!.status;
    partners().update(second.id, { status: PARTNER_STATUS.archived });
    try {
      const again = await dataProvider.suggestedPartners({ id: row.id, idServiceType });
      expect(again.map((item) => item.id)).not.toContain(first.id);
      expect(again.map((item) => item.id)).not.toContain(second.id);
    } finally {
      db().collection<PartnerDayOffRow>('partnerDaysOff').remove(dayOff.id);
      partners().update(second.id, { status: previousStatus });
    }
  });

  it("a hostile client: another location's order, or a type not on the order, is refused", async () => {
    await loginAs('admin');
    const foreign = orders()
      .all()
      .find((row) => row.location !== 1)!;
    const asked = await call('admin/orders/suggestedPartners', {
      id: foreign.id,
      idServiceType: foreign.serviceTypes[0].idServiceType,
    });
    expect(asked.result).toBe(false);
    const row = openOrder();
    const wrongType = await call('admin/orders/suggestedPartners', { id: row.id, idServiceType: 999 });
    expect(wrongType).toMatchObject({ result: false, message: 'app.errors.notFound' });
  });
});
