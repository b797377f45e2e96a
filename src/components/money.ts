import { useLocaleState } from 'react-admin';
import { formatMoney as formatInLanguage } from '../domain/format';
import { DEFAULT_CURRENCY, DEFAULT_PRECISION } from '../session/session';
import { useSession } from '../session/useSession';

// The one conversion, exact for decimal input (1.005 -> 101, where Math.round(1.005 * 100) gives 100).
export { toMajor, toMinor } from '../domain/money';

/** Minor units -> the location's currency, through the one format module (src/domain/format.ts). */
export function formatMoney(
  minor: number | null | undefined,
  locale: string,
  currency?: string,
  precision?: number,
) {
  return formatInLanguage(minor, locale, { currency, precision });
}

export function useMoney() {
  const [locale] = useLocaleState();
  const session = useSession();
  const currency = session?.currencyCode || DEFAULT_CURRENCY;
  const precision = session?.currencyPrecision ?? DEFAULT_PRECISION;
  return {
    currency,
    precision,
    format: (minor: number | null | undefined) => formatMoney(minor, locale, currency, precision),
  };
}
