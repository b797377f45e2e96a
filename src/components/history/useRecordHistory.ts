import { useQuery } from '@tanstack/react-query';
import { type Identifier } from 'react-admin';
import { useAction } from '../useAction';
import type { AppDataProvider } from '../../providers/types';
import type { RecordHistoryPayload } from '../../providers/methods/history';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

export const HISTORY_PAGE = 50;

/** One record's changes (newest first), optionally one person's or one field's. */
export function useRecordHistory(payload: RecordHistoryPayload) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['recordHistory', payload],
    queryFn: () => dataProvider.recordHistory({ perPage: HISTORY_PAGE, ...payload }),
  });
}

/** The latest changes across the panel, one server page at a time. */
export function useLatestChanges(page: number, perPage: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['latestChanges', page, perPage],
    queryFn: () => dataProvider.latestChanges({ page, perPage }),
    placeholderData: (previous) => previous,
  });
}

/** Restores a field's earlier value; the record and its timeline are read again, a refusal is told as is. */
export const useRestoreValue = (resource: string, id: Identifier) =>
  useAction(
    (dataProvider, payload: Parameters<AppDataProvider['restoreHistoryValue']>[0]) =>
      dataProvider.restoreHistoryValue(payload),
    { refresh: [['recordHistory', { resource, id }]], screen: true, success: 'history.restored' },
  );
