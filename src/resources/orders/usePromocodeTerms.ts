import { useQueries } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';

import type { CheckedPromocode } from '../../providers/records/order';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

/**
 * The terms of every code entered on the order, each checked once by the backend and cached; a refused code
 * has no terms (null). The price panel and the code list read the same cache.
 */
export function usePromocodeTerms(): { code: string; terms: CheckedPromocode | null; pending: boolean }[] {
  const dataProvider = useAppDataProvider();
  const [codes, promocodeId] = useWatch({ name: ['promocodes', 'promocodeId'] }) as [
    string[] | undefined,
    number | undefined,
  ];
  const list = codes ?? [];
  const results = useQueries({
    queries: list.map((code) => ({
      queryKey: ['orders', 'promocode', code, promocodeId ?? null],
      queryFn: () => dataProvider.checkPromocode({ code, promocodeId }).catch(() => null),
      staleTime: 60_000,
    })),
  });
  return list.map((code, index) => ({
    code,
    terms: results[index]?.data ?? null,
    pending: !!results[index]?.isPending,
  }));
}
