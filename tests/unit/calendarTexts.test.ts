import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { messages as pl } from '../../i18n/pl';
import { messages as ru } from '../../i18n/ru';
import { calendarTexts } from '../../src/pages/calendar/calendarTexts';
import { timeLabel } from '../../src/domain/timeSlots';

const translatorOf = (messages: unknown, locale: string) =>
  polyglotI18nProvider(() => messages as TranslationMessages, locale).translate;

/** Issue #30: the calendar library's own texts ('+11 more', its buttons) are in the interface language. */
describe('the calendar texts', () => {
  it.each([
    ['en', en, '+11 more'],
    ['ru', ru, 'ещё 11'],
    ['pl', pl, 'jeszcze 11'],
  ])('%s: a full day links to "%s"', (locale, messages, more) => {
    const texts = calendarTexts(translatorOf(messages, locale));
    expect(texts.moreLinkContent({ num: 11 })).toBe(more);
  });

  it('names every button in the language, none in the library English', () => {
    const texts = calendarTexts(translatorOf(ru, 'ru'));
    const buttons = texts.buttonText({
      today: 'today',
      close: 'Close',
      prev: 'Previous month',
      next: 'Next month',
    });
    expect(buttons).toMatchObject({ today: 'Сегодня', dayGridMonth: 'Месяц', prev: 'Назад', next: 'Вперёд' });
    expect(Object.values(buttons).filter((text) => /^[ -~]+$/.test(text))).toEqual([]);
  });
});

describe('the time slot in words (one formatter for every screen)', () => {
  const translate = translatorOf(en, 'en');
  it.each([
    ['any', 'Any time'],
    ['specify', 'Clarify the day before'],
    ['09:30', '09:30'],
    ['', 'No time chosen'],
  ])('%j -> %j', (text, words) => expect(timeLabel(text, translate)).toBe(words));

  it('takes the slot itself too', () => {
    expect(timeLabel({ any: false, specify: true, hour: null, minute: null }, translate)).toBe(
      'Clarify the day before',
    );
    expect(timeLabel({ any: false, specify: false, hour: 7, minute: 15 }, translate)).toBe('07:15');
  });
});
