import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { call, loginAs } from './backendCalls';

type Refused = { result: boolean; message?: string; errors?: Record<string, string> };

const CONFLICT = 'resources.partners.daysOff.conflict';
const partnerIn = (location: number) =>
  db()
    .collection<{ id: number; location: number; flags?: { weekendLimitEnabled?: boolean } }>('partners')
    .all()
    .find((row) => row.location === location && !row.flags?.weekendLimitEnabled)!;
const add = (payload: Record<string, unknown>) =>
  call('admin/partnerDaysOff/add', payload) as Promise<Refused>;

/** Issue 30: a partner's days off on one date may not collide. */
describe('days off backend', () => {
  it('refuses the same whole day twice, and a period on a whole day off', async () => {
    await loginAs('admin');
    const partnerId = partnerIn(1).id;
    const date = '2031-05-14';
    expect((await add({ partnerId, date, wholeDay: true })).result).toBe(true);
    expect(await add({ partnerId, date, wholeDay: true })).toMatchObject({
      result: false,
      message: CONFLICT,
      errors: { date: CONFLICT },
    });
    const period = await add({ partnerId, date, wholeDay: false, periods: [{ from: '09:00', to: '12:00' }] });
    expect(period).toMatchObject({ result: false, message: CONFLICT });
  });

  it('refuses overlapping periods on one date and takes the ones that do not overlap', async () => {
    await loginAs('admin');
    const partnerId = partnerIn(1).id;
    const date = '2031-05-15';
    const periods = (from: string, to: string) => ({
      partnerId,
      date,
      wholeDay: false,
      periods: [{ from, to }],
    });
    expect((await add(periods('09:00', '12:00'))).result).toBe(true);
    expect(await add(periods('11:00', '13:00'))).toMatchObject({ result: false, message: CONFLICT });
    expect(await add({ partnerId, date, wholeDay: true })).toMatchObject({
      result: false,
      message: CONFLICT,
    });
    expect((await add(periods('12:00', '14:00'))).result).toBe(true);
  });
});
