import { useLocaleState } from 'react-admin';

/** A calendar day (YYYY-MM-DD) in the interface language's format, '—' when there is none. */
export function useDay() {
  const [locale] = useLocaleState();
  return (day: string | null | undefined) =>
    day ? new Date(`${day.slice(0, 10)}T00:00:00`).toLocaleDateString(locale) : '—';
}
