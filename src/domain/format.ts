/**
 * One way to show dates, times, money, counts and discounts in every screen, per interface language.
 * Pure: no React, no session; the caller passes the language and the location's currency.
 * Dates go through date-fns with its own locale data (month names, day order); numbers through Intl.NumberFormat.
 */
import { format as formatWithPattern, isValid, parseISO, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { DEFAULT_PRECISION, toMajor } from './money';

export type Language = 'en' | 'ru' | 'pl';

export const DEFAULT_CURRENCY = 'USD';
export { DEFAULT_PRECISION };

/** The location's money settings (docs/decisions.md section 7: USD and 2 when none stored). */
export interface MoneySettings {
  currency?: string;
  precision?: number;
}

/**
 * Russian and Polish month and day names load with their catalogue (src/providers/i18nProvider.ts), so an
 * English first screen does not carry them; English is always here.
 */
const DATE_LOCALES: Partial<Record<Language, Locale>> = { en: enUS };
const dateLocaleLoaders: Record<Exclude<Language, 'en'>, () => Promise<Locale>> = {
  ru: () => import('date-fns/locale/ru').then((module) => module.ru),
  pl: () => import('date-fns/locale/pl').then((module) => module.pl),
};

export async function loadDateLocale(language: Language) {
  if (language !== 'en') DATE_LOCALES[language] ??= await dateLocaleLoaders[language]();
}

/** A language's date locale; before it is loaded (never the case once its messages are), English. */
const dateLocale = (language: string) => DATE_LOCALES[languageOf(language)] ?? enUS;
const NUMBER_LOCALES: Record<Language, string> = { en: 'en-US', ru: 'ru-RU', pl: 'pl-PL' };

/** An unknown language (a stale stored choice) reads as English rather than failing. */
export const languageOf = (language: string | undefined): Language =>
  language === 'ru' || language === 'pl' ? language : 'en';

export const numberLocale = (language: string) => NUMBER_LOCALES[languageOf(language)];

/** 'YYYY-MM-DD' is a calendar day (read in local time, so no time zone moves it); anything else an instant. */
function toDate(value: string | Date | null | undefined): Date | undefined {
  if (value == null || value === '') return undefined;
  const date = value instanceof Date ? value : parseISO(value);
  return isValid(date) ? date : undefined;
}

/** 'Mar 5, 2026' / '5 мар. 2026 г.' / '5 mar 2026'; with the weekday when asked. Empty for no date. */
export function formatDate(
  value: string | Date | null | undefined,
  language: string,
  { weekday = false } = {},
) {
  const date = toDate(value);
  if (!date) return '';
  return formatWithPattern(date, weekday ? 'EEE, PP' : 'PP', { locale: dateLocale(language) });
}

/**
 * A month, as a chart's axis or a period names it: 'Mar 2026' / 'март 2026' / 'mar 2026'; `long` spells the
 * month out for a calendar's heading ('March 2026' / 'март 2026' / 'marzec 2026').
 */
export function formatMonth(
  value: string | Date | null | undefined,
  language: string,
  { long = false } = {},
) {
  const date = toDate(typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value);
  if (!date) return '';
  return formatWithPattern(date, long ? 'LLLL yyyy' : 'LLL yyyy', { locale: dateLocale(language) });
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
  return date ? formatWithPattern(date, 'yyyy-MM-dd') : '';
}

/**
 * Grouping always on: CLDR leaves Polish four-digit numbers ungrouped ('2552'), which reads badly next to
 * '12 552' in the same column.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  // A formatter takes tens of microseconds to build, and a list formats hundreds of cells: one per locale and options.
  const key = `${numberLocale(language)}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(language), {
      useGrouping: 'always',
      ...options,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** A count with the language's grouping: '2,552' / '2 552'. */
export function formatCount(value: number | null | undefined, language: string) {
  if (value == null || Number.isNaN(value)) return '';
  return numberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** A decimal such as a rating, with a fixed number of digits: '4.50' / '4,50'. */
export function formatDecimal(value: number | null | undefined, language: string, digits = 2) {
  if (value == null || Number.isNaN(value)) return '';
  return numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  );
}

/** A share as a percent with up to `digits` decimals: 0.125 -> '12.5%' / '12,5 %'. */
export function formatPercent(share: number | null | undefined, language: string, digits = 1) {
  if (share == null || Number.isNaN(share)) return '';
  return numberFormat(language, { style: 'percent', maximumFractionDigits: digits }).format(share);
}

/** A change against an earlier period, in percent points of it, always signed: '+12.5 %', '-3 %', '0 %'. */
export function formatChange(percent: number | null | undefined, language: string) {
  if (percent == null || Number.isNaN(percent)) return '';
  const number = numberFormat(language, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(
    percent,
  );
  return `${number}\u00a0%`;
}

const precisionOf = (money: MoneySettings) => money.precision ?? DEFAULT_PRECISION;

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
export function formatDiscount(
  kind: DiscountKind,
  value: number,
  language: string,
  money: MoneySettings = {},
) {
  const nbsp = '\u00a0';
  if (kind === 'percent')
    return `-${formatDecimal(value, language, Number.isInteger(value) ? 0 : 1)}${nbsp}%`;
  const digits = precisionOf(money);
  const major = toMajor(value, digits);
  const amount = numberFormat(language, {
    minimumFractionDigits: Number.isInteger(major) ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(major);
  return `-${amount}${nbsp}${money.currency || DEFAULT_CURRENCY}`;
}
