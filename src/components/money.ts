import { useLocaleState } from 'react-admin';
import { formatMoney as formatInLanguage, toMajor, toMinor } from '../domain/format';
import { DEFAULT_CURRENCY, DEFAULT_PRECISION, readSession } from '../session/session';

export { toMajor, toMinor };

/** Minor units -> the location's currency, through the one format module (src/domain/format.ts). */
export function formatMoney(minor: number | null | undefined, locale: string, currency?: string, precision?: number) {
  return formatInLanguage(minor, locale, { currency, precision });
}

export function useMoney() {
  const [locale] = useLocaleState();
  const session = readSession();
  const currency = session?.currencyCode || DEFAULT_CURRENCY;
  const precision = session?.currencyPrecision ?? DEFAULT_PRECISION;
  return {
    currency,
    precision,
    format: (minor: number | null | undefined) => formatMoney(minor, locale, currency, precision),
  };
}
