import { useLocaleState } from 'react-admin';
import { useMoney } from '../../components/money';
import type { COMPARED } from '../../domain/analyticsCompare';

export type FigureName = keyof typeof COMPARED;

const MONEY: ReadonlySet<FigureName> = new Set([
  'revenue',
  'fullRevenue',
  'partnersEarnings',
  'platformEarnings',
]);

/** How each figure reads: money in the location's currency, the rate as a percent, the rating to 2 decimals. */
export function useFigureFormat() {
  const [locale] = useLocaleState();
  const { format: money } = useMoney();
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const rating = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const signed = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const figure = (name: FigureName, value: number | null) => {
    if (value === null) return '—';
    if (MONEY.has(name)) return money(value);
    if (name === 'cancellationRate') return percent.format(value);
    if (name === 'averageRating') return rating.format(value);
    return count.format(value);
  };
  return {
    figure,
    money,
    count: (value: number) => count.format(value),
    rating: (value: number | null) => (value === null ? '—' : rating.format(value)),
    percent: (value: number) => percent.format(value),
    /** a change in percent, signed: +12.5 % */
    change: (value: number) => `${signed.format(value)} %`,
  };
}
