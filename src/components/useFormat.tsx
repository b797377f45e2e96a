import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatDiscount,
  formatMoney,
  formatMonth,
  type DiscountKind,
} from '../domain/format';
import { timeLabel, type TimeSlot } from '../domain/timeSlots';
import { DEFAULT_CURRENCY, DEFAULT_PRECISION } from '../session/session';
import { useSession } from '../session/useSession';

export type Texts = Record<string, string | undefined>;

/** The location's currency and its minor units, with the amount format in it (src/components/money.ts). */
export interface MoneyFormat {
  currency: string;
  precision: number;
  format: (minor: number | null | undefined) => string;
}

/** The format module (src/domain/format.ts) bound to the interface language and the location's settings. */
export interface Format {
  /** The interface language ('en', 'ru', 'pl'). */
  language: string;
  /** Multilingual content in the interface language when it has it, else the location's base language. */
  text: (texts: Texts | string | null | undefined) => string;
  date: (value: string | null | undefined, options?: { weekday?: boolean }) => string;
  /** an order's time slot (or its timeText) in words: 'Any time', 'Clarify the day before', '09:30' */
  time: (slot: Partial<TimeSlot> | string | null | undefined) => string;
  dateTime: (value: string | null | undefined) => string;
  month: (value: string | null | undefined, options?: { long?: boolean }) => string;
  count: (value: number | null | undefined) => string;
  decimal: (value: number | null | undefined, digits?: number) => string;
  money: MoneyFormat['format'];
  discount: (kind: DiscountKind, value: number) => string;
  moneyFormat: MoneyFormat;
}

const FormatContext = createContext<Format | null>(null);

/**
 * Reads the interface language (react-admin's store) and the location's currency and base language (the session)
 * once for the whole app, and hands every screen the same formatters until one of them changes. A list's cells
 * (a day, a price, a status, 25 rows of them) read this context instead of each subscribing to the store and the
 * session: on a list's page switch that was about ten subscriptions, with their effects, a row.
 */
export function FormatProvider({ children }: { children: ReactNode }) {
  const [language] = useLocaleState();
  const translate = useTranslate();
  const session = useSession();
  const currency = session?.currencyCode || DEFAULT_CURRENCY;
  const precision = session?.currencyPrecision ?? DEFAULT_PRECISION;
  const base = session?.baseLanguage ?? 'en';
  const format = useMemo<Format>(() => {
    const settings = { currency, precision };
    const money = (minor: number | null | undefined) => formatMoney(minor, language, settings);
    return {
      language,
      text: (texts) => {
        if (!texts) return '';
        if (typeof texts === 'string') return texts;
        return texts[language] || texts[base] || Object.values(texts).find(Boolean) || '';
      },
      date: (value, options) => formatDate(value, language, options),
      time: (slot) => timeLabel(slot, translate),
      dateTime: (value) => formatDateTime(value, language),
      month: (value, options) => formatMonth(value, language, options),
      count: (value) => formatCount(value, language),
      decimal: (value, digits) => formatDecimal(value, language, digits),
      money,
      discount: (kind, value) => formatDiscount(kind, value, language, settings),
      moneyFormat: { currency, precision, format: money },
    };
  }, [language, base, currency, precision, translate]);
  return <FormatContext.Provider value={format}>{children}</FormatContext.Provider>;
}

/** The formatters of the interface language and the location (inside FormatProvider: src/App.tsx). */
export function useFormat(): Format {
  const format = useContext(FormatContext);
  if (!format) throw new Error('useFormat is used inside FormatProvider (src/App.tsx)');
  return format;
}
