import { format, isValid, parseISO } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { pl } from 'date-fns/locale/pl';
import { ru } from 'date-fns/locale/ru';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isoDate } from '../../src/domain/format';

/** The format module reads and writes dates without date-fns since it left the first screen: checked against it. */
const LOCALES = { en: enUS, ru, pl };
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const day = fc.date({ min: new Date(1971, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true });

describe('dates as date-fns wrote them', () => {
  it.each(Object.entries(LOCALES))('%s: the medium date, with and without the weekday (1,000 days)', (language, locale) => {
    fc.assert(
      fc.property(day, (date) => {
        expect(plain(formatDate(date, language))).toBe(plain(format(date, 'PP', { locale })));
        expect(plain(formatDate(date, language, { weekday: true }))).toBe(plain(format(date, 'EEE, PP', { locale })));
      }),
      { numRuns: 1_000 },
    );
  });

  it.each([
    '2026-03-05',
    '2026-03',
    '2026',
    '2026-02-29',
    '2028-02-29',
    '2026-13-01',
    '2026-03-05T14:07',
    '2026-03-05 14:07:09',
    '2026-03-05T14:07:09.123Z',
    '2026-03-05T23:30:00+02:00',
    '2026-03-05T23:30:00-0530',
    '2026-03-05T01:00:00+01',
    '05.03.2026',
    'not a date',
  ])('reads %s as parseISO does', (text) => {
    const expected = parseISO(text);
    expect(isoDate(text)).toBe(isValid(expected) ? format(expected, 'yyyy-MM-dd') : '');
    expect(formatDateTime(text, 'en')).toBe(isValid(expected) ? `${format(expected, 'PP', { locale: enUS })}, ${format(expected, 'HH:mm')}` : '');
  });
});
