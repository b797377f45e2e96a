import { useLocaleState } from 'react-admin';
import { useMoney } from '../../components/money';
import type { COMPARED } from '../../domain/analyticsCompare';
import { formatChange, formatCount, formatDecimal, formatPercent } from '../../domain/format';

export type FigureName = keyof typeof COMPARED;

const MONEY: ReadonlySet<FigureName> = new Set([
  'revenue',
  'fullRevenue',
  'partnersEarnings',
  'platformEarnings',
]);

/** How each figure reads: money in the location's currency, the rate as a percent, the rating to 2 decimals. */
export function useFigureFormat() {
  const [language] = useLocaleState();
  const { format: money } = useMoney();
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
  return {
    figure,
    money,
    count,
    rating,
    percent,
    /** a change in percent, signed: +12.5 % */
    change: (value: number) => formatChange(value, language),
  };
}
