import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  formatChange,
  formatCount,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatDiscount,
  formatMoney,
  formatMonth,
  formatPercent,
  formatTime,
  isoDate,
  languageOf,
  loadDateLocale,
} from '../../src/domain/format';

// Russian and Polish date names load with their catalogue (the i18n provider); here directly.
beforeAll(() => Promise.all([loadDateLocale('ru'), loadDateLocale('pl')]));

// Intl separates groups with a no-break space (U+00A0 / U+202F); compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDate per interface language', () => {
  it.each([
    ['en', '2026-03-05', 'Mar 5, 2026'],
    ['ru', '2026-03-05', '5 мар. 2026 г.'],
    ['pl', '2026-03-05', '5 mar 2026'],
  ])('%s: %s -> %s', (language, iso, text) => {
    expect(formatDate(iso, language)).toBe(text);
  });

  it('adds the weekday when asked', () => {
    expect(formatDate('2026-03-05', 'en', { weekday: true })).toBe('Thu, Mar 5, 2026');
    expect(formatDate('2026-03-05', 'pl', { weekday: true })).toBe('czw., 5 mar 2026');
  });

  it('keeps a calendar day on its day whatever the clock', () => {
    expect(isoDate('2026-12-31')).toBe('2026-12-31');
  });

  it.each([null, undefined, '', 'not a date'])('%s -> empty', (value) => {
    expect(formatDate(value, 'en')).toBe('');
    expect(isoDate(value)).toBe('');
  });

  it('reads an unknown language as English', () => {
    expect(languageOf('de')).toBe('en');
    expect(formatDate('2026-03-05', 'de')).toBe('Mar 5, 2026');
  });
});

describe('formatMonth names a month per language', () => {
  it.each([
    ['en', '2026-03', 'Mar 2026'],
    ['ru', '2026-03', 'март 2026'],
    ['pl', '2026-03', 'mar 2026'],
    ['en', '2026-11-20', 'Nov 2026'],
  ])('%s: %s -> %s', (language, value, text) => expect(formatMonth(value, language)).toBe(text));

  it.each([
    ['en', 'March 2026'],
    ['ru', 'март 2026'],
    ['pl', 'marzec 2026'],
  ])('%s spells the month out when asked: %s', (language, text) => {
    expect(formatMonth('2026-03', language, { long: true })).toBe(text);
  });

  it('shows nothing for no month', () => {
    expect(formatMonth(undefined, 'en')).toBe('');
    expect(formatMonth('2026-13', 'en')).toBe('');
  });
});

describe('times are 24-hour without seconds', () => {
  it.each([
    [9, 5, '09:05'],
    [14, 30, '14:30'],
    [0, 0, '00:00'],
  ])('%i:%i -> %s', (hour, minute, text) => expect(formatTime(hour, minute)).toBe(text));

  it('a moment shows its date and its time', () => {
    const moment = new Date(2026, 2, 5, 14, 7, 59);
    expect(formatDateTime(moment, 'en')).toBe('Mar 5, 2026, 14:07');
    expect(formatDateTime(moment, 'ru')).toBe('5 мар. 2026 г., 14:07');
  });
});

describe('counts and money with the language grouping', () => {
  it.each([
    ['en', '2,552'],
    ['ru', '2 552'],
    ['pl', '2 552'],
  ])('%s: 2552 -> %s', (language, text) => {
    expect(plain(formatCount(2552, language))).toBe(text);
  });

  it.each([
    ['en', { currency: 'USD' }, '$1,234.50'],
    ['en', { currency: 'PLN' }, 'PLN 1,234.50'],
    ['pl', { currency: 'PLN' }, '1 234,50 zł'],
    ['ru', { currency: 'EUR' }, '1 234,50 €'],
    ['en', {}, '$1,234.50'],
  ])('%s %j: 123450 -> %s', (language, money, text) => {
    expect(plain(formatMoney(123450, language, money))).toBe(text);
  });

  it('respects the location precision', () => {
    expect(plain(formatMoney(1234, 'en', { currency: 'JPY', precision: 0 }))).toBe('¥1,234');
  });

  it('shows nothing for no amount, and a decimal with its separator', () => {
    expect(formatMoney(null, 'en')).toBe('');
    expect(formatDecimal(4.5, 'pl')).toBe('4,50');
    expect(formatDecimal(4.5, 'en')).toBe('4.50');
  });
});

describe('discounts always carry their unit', () => {
  it.each([
    ['percent', 5, 'en', '-5 %'],
    ['percent', 12.5, 'pl', '-12,5 %'],
    ['amount', 2000, 'en', '-20 PLN'],
    ['amount', 2050, 'pl', '-20,50 PLN'],
    ['amount', 250000, 'ru', '-2 500 PLN'],
  ] as const)('%s %d (%s) -> %s', (kind, value, language, text) => {
    expect(plain(formatDiscount(kind, value, language, { currency: 'PLN' }))).toBe(text);
  });
});

describe('percent and change', () => {
  it('formats a share as a percent in each language', () => {
    expect(formatPercent(0.125, 'en')).toBe('12.5%');
    expect(formatPercent(0.125, 'ru')).toMatch(/^12,5\s?%$/);
    expect(formatPercent(0.125, 'pl')).toMatch(/^12,5\s?%$/);
    expect(formatPercent(null, 'en')).toBe('');
  });
  it('signs a change and keeps the unit', () => {
    expect(formatChange(12.5, 'en')).toBe('+12.5\u00a0%');
    expect(formatChange(-3, 'pl')).toBe('-3\u00a0%');
    expect(formatChange(0, 'ru')).toBe('0\u00a0%');
    expect(formatChange(1234.5, 'pl')).toMatch(/^\+1\s234,5\u00a0%$/);
  });
});

describe('number formatters are built once per locale and options', () => {
  it('formats a page of amounts with one formatter per language', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    for (let row = 0; row < 25; row++) formatMoney(row * 100 + 7, 'pl', { currency: 'PLN', precision: 2 });
    expect(formatMoney(123456, 'pl', { currency: 'PLN', precision: 2 })).toMatch(/^1\s234,56\szł$/);
    expect(built.mock.calls.length).toBeLessThanOrEqual(1);
    formatMoney(1, 'en', { currency: 'PLN', precision: 2 });
    formatMoney(1, 'en', { currency: 'USD', precision: 2 });
    expect(built.mock.calls.length).toBeLessThanOrEqual(3);
    built.mockRestore();
  });
});
