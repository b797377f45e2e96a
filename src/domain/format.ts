/**
 * One way to show dates, times, money, counts and discounts in every screen, per interface language.
 * Pure: no React, no session; the caller passes the language and the location's currency.
 * Dates through the three languages' own tables (no date-fns and its locales on the first screen); numbers through
 * Intl.NumberFormat.
 */
import { DEFAULT_PRECISION, toMajor } from './money';

export type Language = 'en' | 'ru' | 'pl';

export const DEFAULT_CURRENCY = 'USD';
export { DEFAULT_PRECISION };

/** The location's money settings (DECISIONS.md section 7: USD and 2 when none stored). */
export interface MoneySettings {
  currency?: string;
  precision?: number;
}

const NUMBER_LOCALES: Record<Language, string> = { en: 'en-US', ru: 'ru-RU', pl: 'pl-PL' };

/** An unknown language (a stale stored choice) reads as English rather than failing. */
export const languageOf = (language: string | undefined): Language =>
  language === 'ru' || language === 'pl' ? language : 'en';

export const numberLocale = (language: string) => NUMBER_LOCALES[languageOf(language)];

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The ISO 8601 forms the API sends, read as date-fns' parseISO reads them: a calendar day ('YYYY-MM-DD', or a
 * month or year) in local time, so no time zone moves it; a date and time ('T' or a space between) in local time
 * unless it carries 'Z' or an offset. Anything else, or a day that does not exist, is no date.
 */
function parseIso(text: string): Date | undefined {
  const day = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2] ?? 1), Number(day[3] ?? 1)];
    const value = new Date(year, month - 1, date);
    return value.getFullYear() === year && value.getMonth() === month - 1 && value.getDate() === date ? value : undefined;
  }
  const moment = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?)(Z|[+-]\d{2}(?::?\d{2})?)?$/i.exec(text);
  if (!moment) return undefined;
  const zone = moment[3] ? moment[3].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2').replace(/^([+-]\d{2})$/, '$1:00') : '';
  const value = new Date(`${moment[1]}T${moment[2].replace(',', '.')}${zone.toUpperCase()}`);
  return Number.isNaN(value.getTime()) ? undefined : value;
}

function toDate(value: string | Date | null | undefined): Date | undefined {
  if (value == null || value === '') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  return parseIso(value);
}

/**
 * The medium date and short weekdays of each language, as the screens have always shown them (date-fns' `PP` and
 * `EEE`, which the tests compare against): a table, not Intl, whose Russian abbreviations differ ('февр.', 'пт').
 */
const MONTHS: Record<Language, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ru: ['янв.', 'фев.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
  pl: ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'],
};
const WEEKDAYS: Record<Language, string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  ru: ['вск', 'пнд', 'втр', 'срд', 'чтв', 'птн', 'суб'],
  pl: ['niedz.', 'pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.'],
};
const MEDIUM_DATE: Record<Language, (day: number, month: string, year: number) => string> = {
  en: (day, month, year) => `${month} ${day}, ${year}`,
  ru: (day, month, year) => `${day} ${month} ${year} г.`,
  pl: (day, month, year) => `${day} ${month} ${year}`,
};

/** 'Mar 5, 2026' / '5 мар. 2026 г.' / '5 mar 2026'; with the weekday when asked. Empty for no date. */
export function formatDate(value: string | Date | null | undefined, language: string, { weekday = false } = {}) {
  const date = toDate(value);
  if (!date) return '';
  const known = languageOf(language);
  const text = MEDIUM_DATE[known](date.getDate(), MONTHS[known][date.getMonth()], date.getFullYear());
  return weekday ? `${WEEKDAYS[known][date.getDay()]}, ${text}` : text;
}

/** 24-hour time without seconds: '09:30'. */
export function formatTime(hour: number, minute: number) {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** A moment: its date per language and its 24-hour time ('Mar 5, 2026, 14:05'). */
export function formatDateTime(value: string | Date | null | undefined, language: string) {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date, language)}, ${formatTime(date.getHours(), date.getMinutes())}`;
}

/** The calendar day as the wire and spreadsheets want it: 'YYYY-MM-DD'. */
export function isoDate(value: string | Date | null | undefined) {
  const date = toDate(value);
  return date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : '';
}

/**
 * Grouping always on: CLDR leaves Polish four-digit numbers ungrouped ('2552'), which reads badly next to
 * '12 552' in the same column.
 */
const numberFormat = (language: string, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(numberLocale(language), { useGrouping: 'always', ...options } as Intl.NumberFormatOptions);

/** A count with the language's grouping: '2,552' / '2 552'. */
export function formatCount(value: number | null | undefined, language: string) {
  if (value == null || Number.isNaN(value)) return '';
  return numberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** A decimal such as a rating, with a fixed number of digits: '4.50' / '4,50'. */
export function formatDecimal(value: number | null | undefined, language: string, digits = 2) {
  if (value == null || Number.isNaN(value)) return '';
  return numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

const precisionOf = (money: MoneySettings) => money.precision ?? DEFAULT_PRECISION;

/** Minor units to major: 12345 with precision 2 -> 123.45. */

/** An amount held in minor units, in the location's currency: '$1,234.50' / '1 234,50 zł'. */
export function formatMoney(minor: number | null | undefined, language: string, money: MoneySettings = {}) {
  if (minor == null || Number.isNaN(minor)) return '';
  const digits = precisionOf(money);
  return numberFormat(language, {
    style: 'currency',
    currency: money.currency || DEFAULT_CURRENCY,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(toMajor(minor, digits));
}

export type DiscountKind = 'percent' | 'amount';

/**
 * A discount always with its unit and a minus: '-5 %', '-20 PLN' (an amount in minor units; whole amounts
 * without decimals, since discounts are set in round figures). The currency is shown as its code, as on a bill.
 */
export function formatDiscount(kind: DiscountKind, value: number, language: string, money: MoneySettings = {}) {
  const nbsp = '\u00a0';
  if (kind === 'percent') return `-${formatDecimal(value, language, Number.isInteger(value) ? 0 : 1)}${nbsp}%`;
  const digits = precisionOf(money);
  const major = toMajor(value, digits);
  const amount = numberFormat(language, {
    minimumFractionDigits: Number.isInteger(major) ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(major);
  return `-${amount}${nbsp}${money.currency || DEFAULT_CURRENCY}`;
}
