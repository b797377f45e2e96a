import { useFormat } from '../../components/useFormat';
import type { COMPARED } from '../../domain/analyticsCompare';
import {
  formatChange,
  formatCount,
  formatDate,
  formatDecimal,
  formatMonth,
  formatPercent,
} from '../../domain/format';
import type { PeriodRow } from '../../domain/analyticsPeriods';

export type FigureName = keyof typeof COMPARED;

const MONEY: ReadonlySet<FigureName> = new Set([
  'revenue',
  'fullRevenue',
  'partnersEarnings',
  'platformEarnings',
]);

const MONTH = /^\d{4}-\d{2}$/;

/**
 * How each figure reads: money in the location's currency, the rate as a percent, the rating to 2 decimals; days,
 * ranges and periods in the interface language's date format (the wire's YYYY-MM-DD is for the CSV).
 */
export function useFigureFormat() {
  const { language, money } = useFormat();
  const count = (value: number) => formatCount(value, language);
  const rating = (value: number | null) => (value === null ? '—' : formatDecimal(value, language, 2));
  const percent = (value: number) => formatPercent(value, language);
  const figure = (name: FigureName, value: number | null) => {
    if (value === null) return '—';
    if (MONEY.has(name)) return money(value);
    if (name === 'cancellationRate') return percent(value);
    if (name === 'averageRating') return rating(value);
    return count(value);
  };
  const day = (value: string) => formatDate(value, language);
  const range = (from: string, to: string) => (from === to ? day(from) : `${day(from)} – ${day(to)}`);
  return {
    figure,
    /** 'Mar 5, 2026' */
    day,
    /** 'Mar 5, 2026 – Mar 11, 2026', or the one day */
    range,
    /** a row of the table: its day, its week's days, or its month by name ('Mar 2026') */
    period: (row: Pick<PeriodRow, 'period' | 'from' | 'to'>) =>
      MONTH.test(row.period) ? formatMonth(row.period, language) : range(row.from, row.to),
    /** a chart's tick: a day (a week's Monday) or a month */
    tick: (period: string) => (MONTH.test(period) ? formatMonth(period, language) : day(period)),
    money,
    count,
    rating,
    percent,
    /** a change in percent, signed: +12.5 % */
    change: (value: number) => formatChange(value, language),
  };
}
