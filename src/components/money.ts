import { useLocaleState } from 'react-admin';
import { DEFAULT_CURRENCY, DEFAULT_PRECISION } from '../session/session';
import { useSession } from '../session/useSession';

/** Minor units -> the location's currency (USD and 2 when the session has none). */
export function formatMoney(minor: number | null | undefined, locale: string, currency?: string, precision?: number) {
  if (minor == null || Number.isNaN(minor)) return '';
  const digits = precision ?? DEFAULT_PRECISION;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency || DEFAULT_CURRENCY,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

// The one conversion, exact for decimal input (1.005 -> 101, where Math.round(1.005 * 100) gives 100).
export { toMajor, toMinor } from '../domain/money';

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
