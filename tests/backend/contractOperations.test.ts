import { describe, expect, it } from 'vitest';
import { db, dbReady } from '../../mocks/server/db';
import { takeViolations } from '../../mocks/server/contract';
import { call, loginAs } from './backendCalls';

type Refused = { result: boolean; message?: string; errors?: Record<string, string> };

/** The operations areas (inbox, warehouse, certificates, analytics, dashboard, history) against their contract. */
describe('API contract of the operations areas', () => {
  it('refuses a movement whose quantity is not a number, naming the field', async () => {
    await loginAs('admin');
    const answer = (await call('admin/warehouseMovements/add', {
      itemId: 1,
      kind: 'received',
      quantity: 'plenty',
      date: '2026-11-23',
    })) as Refused;
    expect(answer).toMatchObject({ result: false, message: 'app.validation.invalid' });
    expect(answer.errors).toEqual({ quantity: 'app.validation.invalid' });
  });

  it('refuses an unknown movement kind and a filter of the wrong type', async () => {
    await loginAs('admin');
    const kind = (await call('admin/warehouseMovements/add', {
      itemId: 1,
      kind: 'stolen',
      quantity: 1,
    })) as Refused;
    expect(kind.errors).toEqual({ kind: 'app.validation.invalid' });
    const filter = (await call('admin/certificates/list', { filter: { balance_gte: 'a lot' } })) as Refused;
    expect(filter).toMatchObject({
      result: false,
      errors: { 'filter.balance_gte': 'app.validation.invalid' },
    });
  });

  it("refuses an analytics range that is not of days with the domain's own message", async () => {
    await loginAs('manager');
    const answer = (await call('admin/analytics/summary', {
      from: 'last week',
      to: '2026-11-23',
    })) as Refused;
    expect(answer).toMatchObject({
      result: false,
      message: 'analytics.errors.date',
      errors: { from: 'analytics.errors.date' },
    });
  });

  it('refuses a dashboard widget it does not know, and a reply without a conversation', async () => {
    await loginAs('manager');
    expect(await call('admin/dashboard/widget', { name: 'weather' })).toMatchObject({
      result: false,
      errors: { name: 'app.validation.invalid' },
    });
    expect(await call('admin/messages/reply', { text: 'Hello' })).toMatchObject({
      result: false,
      errors: { id: 'app.validation.required' },
    });
  });

  it('fails when a certificate answers its balance as text, naming the endpoint and the field', async () => {
    await loginAs('admin');
    await dbReady();
    const row = db().collection('certificates').all()[0];
    db().collection('certificates').update(row.id, { balance: '50.00' });
    await call('admin/certificates/details', { id: row.id }, row.location as number);
    const violations = takeViolations();
    expect(
      violations.some((line) => /^admin\/certificates\/details: data\.balance: .*expected number/.test(line)),
    ).toBe(true);
  });
});
