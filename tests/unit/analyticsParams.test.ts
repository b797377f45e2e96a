import { describe, expect, it } from 'vitest';
import { readParams, urlOf } from '../../src/pages/analytics/useAnalyticsParams';

const TODAY = '2026-11-23';
const read = (search: string, page?: string) => readParams(new URLSearchParams(search), page, TODAY);

describe('the analytics URL', () => {
  it('opens on this month by days, page 1', () => {
    expect(read('')).toEqual({
      preset: 'thisMonth',
      range: { from: '2026-11-01', to: '2026-11-30' },
      problem: null,
      unit: 'day',
      chosenUnit: null,
      page: 1,
      badPage: false,
    });
  });

  it.each([
    ['?preset=thisYear', undefined, { preset: 'thisYear', unit: 'month', page: 1 }],
    ['?preset=thisYear&unit=week', '3', { unit: 'week', chosenUnit: 'week', page: 3 }],
    ['?from=2026-01-01&to=2026-03-31', undefined, { preset: 'custom', unit: 'week' }],
    ['?from=2026-03-01&to=2026-01-01', undefined, { preset: 'custom', problem: 'analytics.errors.order' }],
    ['?preset=nextDecade', 'x', { preset: 'thisMonth', page: 1, badPage: true }],
  ] as const)('%s, page %s', (search, page, expected) => {
    expect(read(search, page)).toMatchObject(expected);
  });

  it('keeps the rest when the page changes; any other change goes back to page 1', () => {
    const current = read('?preset=lastMonth&unit=week', '2');
    expect(urlOf(current, { page: 3 })).toBe('/analytics/3?preset=lastMonth&unit=week');
    expect(urlOf(current, { unit: 'month' })).toBe('/analytics?preset=lastMonth&unit=month');
  });

  it('drops a hand-chosen unit with a new range, and writes a custom range as its dates', () => {
    const current = read('?preset=lastMonth&unit=week', '2');
    expect(urlOf(current, { preset: 'thisYear' })).toBe('/analytics?preset=thisYear');
    expect(urlOf(current, { preset: 'thisMonth' })).toBe('/analytics');
    expect(urlOf(current, { preset: 'custom' })).toBe('/analytics?from=2026-10-01&to=2026-10-31');
    expect(urlOf(current, { preset: 'custom', range: { from: '2026-01-01', to: '2026-01-07' } })).toBe(
      '/analytics?from=2026-01-01&to=2026-01-07',
    );
  });
});
