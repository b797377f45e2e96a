import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import type { PartnerRow } from '../../mocks/rows';
import { call, loginAs } from './backendCalls';

const partnerOf = (location: number) =>
  db()
    .collection<PartnerRow>('partners')
    .all()
    .find((row) => row.location === location)!;

/**
 * The partners and customers areas read their requests through the API contract (src/api/contract/partners.ts,
 * partnerRecords.ts, customers.ts): a value of the wrong type is refused with that field's error before any rule
 * runs, and the rules keep their own messages.
 */
describe('partner and customer requests checked by the contract', () => {
  beforeEach(() => loginAs('admin'));

  it("refuses a wrong type in a field with that field's error", async () => {
    const partner = partnerOf(1);
    expect(
      await call('admin/partners/percentages', {
        id: partner.id,
        percentages: [{ idServiceType: 3, percent: 'half', percentChoose: 50 }],
      }),
    ).toMatchObject({
      result: false,
      message: 'app.validation.invalid',
      errors: { 'percentages[0].percent': 'app.validation.invalid' },
    });
    expect(await call('admin/partners/edit', { id: partner.id, monthlyWeekendLimit: 'four' })).toMatchObject({
      result: false,
      errors: { monthlyWeekendLimit: 'app.validation.invalid' },
    });
    expect(
      await call('admin/partnerAdjustments/add', { partnerId: partner.id, kind: 'gift', amount: 500 }),
    ).toMatchObject({
      result: false,
      errors: { kind: 'app.validation.invalid' },
    });
    expect(await call('admin/customers/pointsAdjust', { id: 1, change: 'ten', note: 'x' })).toMatchObject({
      result: false,
      errors: { change: 'app.validation.invalid' },
    });
    expect(await call('admin/customers/list', { filter: { hasOrders: 'maybe' } })).toMatchObject({
      result: false,
      errors: { 'filter.hasOrders': 'app.validation.invalid' },
    });
  });

  it("keeps the rules' own messages once the types are right", async () => {
    const partner = partnerOf(1);
    expect(
      await call('admin/partners/percentages', {
        id: partner.id,
        percentages: [{ idServiceType: 3, percent: 120, percentChoose: 50 }],
      }),
    ).toMatchObject({
      result: false,
      message: 'app.validation.percentMax',
      errors: { 'percentages[0].percent': 'app.validation.percentMax' },
    });
    expect(
      await call('admin/partnerAdjustments/add', { partnerId: partner.id, kind: 'bonus', amount: 0 }),
    ).toMatchObject({
      errors: { amount: 'app.validation.positive' },
    });
    // an amount is money: whole minor units from 0 to 1,000,000 (docs/decisions-safety.md "Bounds")
    for (const amount of [-5, 100_000_001])
      expect(
        await call('admin/partnerAdjustments/add', { partnerId: partner.id, kind: 'bonus', amount }),
      ).toMatchObject({ errors: { amount: 'app.validation.money' } });
    expect(await call('admin/customers/pointsAdjust', { id: 1, note: 'x' })).toMatchObject({
      errors: { change: 'app.validation.required' },
    });
    expect(await call('admin/partners/details', { id: 999999 })).toMatchObject({
      result: false,
      message: 'app.errors.notFound',
    });
  });

  it('saves each rate under its own service type', async () => {
    const partner = partnerOf(1);
    const rates = [
      { idServiceType: 1, percent: 40, percentChoose: 45 },
      { idServiceType: 3, percent: 60, percentChoose: 65 },
    ];
    expect((await call('admin/partners/percentages', { id: partner.id, percentages: rates })).result).toBe(
      true,
    );
    const saved = (await call('admin/partners/percentagesOf', { id: partner.id })).data as Record<
      string,
      object
    >;
    expect(saved).toMatchObject({
      1: { percent: 40, percentChoose: 45 },
      3: { percent: 60, percentChoose: 65 },
    });
  });

  it('restores a field from the history through the same typed edit', async () => {
    const partner = partnerOf(1);
    const shown = (await call('admin/partners/details', { id: partner.id })).data as Record<string, unknown>;
    expect((await call('admin/partners/edit', { ...shown, monthlyWeekendLimit: 2 })).result).toBe(true);
    const [latest] = (await call('admin/history/list', { resource: 'partners', id: partner.id })).data as {
      id: number;
    }[];
    expect(
      (await call('admin/history/restore', { entry: latest.id, field: 'monthlyWeekendLimit' })).result,
    ).toBe(true);
    const row = db().collection<PartnerRow>('partners').get(partner.id)!;
    expect(row).toMatchObject({
      monthlyWeekendLimit: partner.monthlyWeekendLimit,
      isCompany: partner.isCompany,
      flags: partner.flags,
    });
    expect(row.activePolygons).toEqual(partner.activePolygons);
  });

  it("offers only the operations the profile uses on a partner's records", async () => {
    const partner = partnerOf(1);
    const settlements = await call('admin/partnerSettlements/list', { filter: { partnerId: partner.id } });
    expect(settlements.result).toBe(true);
    for (const path of [
      'admin/partnerSettlements/add',
      'admin/partnerInvoices/edit',
      'admin/partnerAdjustments/list',
      'admin/partnerInventory/list',
    ])
      expect(await call(path, { partnerId: partner.id })).toMatchObject({
        result: false,
        message: 'app.errors.notFound',
      });
  });
});
