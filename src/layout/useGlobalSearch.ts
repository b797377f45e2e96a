import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { useAppDataProvider } from '../providers/useAppDataProvider';

export const SEARCH_DEBOUNCE_MS = 300;
/** Fewer characters find too much to be useful while typing. */
export const SEARCH_MIN = 2;

/** The global search of what was typed, asked once the typing pauses (one admin/search call). */
export function useGlobalSearch(text: string) {
  const dataProvider = useAppDataProvider();
  const [q, setQ] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = q.length >= SEARCH_MIN;
  const query = useQuery({
    queryKey: ['globalSearch', q],
    queryFn: () => dataProvider.globalSearch(q),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  return { q, enabled, settled: q === text.trim(), ...query };
}
