import { useLocaleState, useTranslate } from 'react-admin';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatDiscount,
  formatMonth,
  type DiscountKind,
} from '../domain/format';
import { timeLabel, type TimeSlot } from '../domain/timeSlots';
import { useMoney } from './money';

/** The format module bound to the interface language and the location's currency, for screens. */
export function useFormat() {
  const [language] = useLocaleState();
  const translate = useTranslate();
  const money = useMoney();
  const settings = { currency: money.currency, precision: money.precision };
  return {
    date: (value: string | null | undefined, options?: { weekday?: boolean }) =>
      formatDate(value, language, options),
    /** an order's time slot (or its timeText) in words: 'Any time', 'Clarify the day before', '09:30' */
    time: (slot: Partial<TimeSlot> | string | null | undefined) => timeLabel(slot, translate),
    dateTime: (value: string | null | undefined) => formatDateTime(value, language),
    month: (value: string | null | undefined, options?: { long?: boolean }) =>
      formatMonth(value, language, options),
    count: (value: number | null | undefined) => formatCount(value, language),
    decimal: (value: number | null | undefined, digits?: number) => formatDecimal(value, language, digits),
    money: money.format,
    discount: (kind: DiscountKind, value: number) => formatDiscount(kind, value, language, settings),
  };
}
