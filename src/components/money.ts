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

export const toMinor = (major: number, precision = DEFAULT_PRECISION) => Math.round(major * 10 ** precision);
export const toMajor = (minor: number, precision = DEFAULT_PRECISION) => minor / 10 ** precision;

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
