import { useFormat } from '../../components/useFormat';

/** A calendar day (YYYY-MM-DD) in the interface language's format (src/domain/format.ts), '—' when there is none. */
export function useDay() {
  const format = useFormat();
  return (day: string | null | undefined) => format.date(day?.slice(0, 10)) || '—';
}
