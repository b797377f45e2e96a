import { beforeEach, describe, expect, it } from 'vitest';
import { isWorkingDay } from '../../src/domain/workingDays';
import { call, loginAs } from './backendCalls';

/** Issue #30: the demo seed put orders on Sundays, which the date picker marks closed. */
describe('the seed and the working days rule', () => {
  beforeEach(async () => {
    await loginAs('admin');
  });

  it('puts no order on a closed day, in any location', async () => {
    for (const location of [1, 2, 3]) {
      const { csv } = await call('admin/orders/export', { language: 'en' }, location);
      const lines = csv!
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      const column = lines[0].split(',').indexOf('Date');
      const dates = lines.slice(1).map((line) => line.split(',')[column]);
      expect(dates.length).toBeGreaterThan(0);
      expect(dates.filter((date) => date && !isWorkingDay(date))).toEqual([]);
    }
  });

  it("and the date picker's closed days are the rule's", async () => {
    const answer = await call('admin/orders/calendarData', { from: '2026-03-01', days: 14 });
    for (const day of answer.data as { date: string; available: boolean }[])
      if (!isWorkingDay(day.date)) expect(day.available, day.date).toBe(false);
  });
});
