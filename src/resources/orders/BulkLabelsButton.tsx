import { useState } from 'react';
import LabelIcon from '@mui/icons-material/LabelOutlined';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  Button,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { VERSION_CONFLICT } from '../../domain/versions';
import { useUndoable } from '../../components/useUndoable';
import { LabelsDialog } from './LabelsDialog';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

/**
 * The version of each selected order as the list showed it: from the page's records, else (an order selected on
 * another page) from the record react-admin cached when that page was shown; undefined when one is unknown.
 */
export function versionsShown(
  ids: Identifier[],
  records: RaRecord[] | undefined,
  queryClient: QueryClient,
): number[] | undefined {
  const shown = new Map<string, unknown>();
  for (const [, record] of queryClient.getQueriesData<RaRecord>({ queryKey: ['orders', 'getOne'] }))
    if (record) shown.set(String(record.id), record.version);
  for (const record of records ?? []) shown.set(String(record.id), record.version);
  const versions = ids.map((id) => shown.get(String(id)));
  return versions.every((version) => typeof version === 'number') ? versions : undefined;
}

/**
 * Adds the chosen labels to every selected order (admin/orders/labels, mode add), naming the version of each the
 * list showed: an order changed meanwhile refuses the whole change with the conflict message
 * (docs/decisions-orders.md, "Bulk labels").
 */
export function BulkLabelsButton() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { selectedIds, onUnselectItems, data } = useListContext();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const undoable = useUndoable();
  const mutation = useMutation({
    mutationFn: ({ ids, versions, labels }: { ids: Identifier[]; versions: number[]; labels: number[] }) =>
      dataProvider.setOrderLabels({ ids: ids.map(Number), versions, labels, mode: 'add' }),
    onSuccess: () => {
      notify('resources.orders.messages.labelsAdded', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <>
      <Button label="resources.orders.actions.labels" onClick={() => setOpen(true)}>
        <LabelIcon />
      </Button>
      {open && (
        <LabelsDialog
          open
          title={translate('resources.orders.messages.selectedOrders', { smart_count: selectedIds.length })}
          pending={mutation.isPending}
          onClose={() => setOpen(false)}
          onSave={(labels) => {
            // A safe move: saved when the undo notice closes, unless Undo is pressed (issue 16).
            const ids = [...selectedIds];
            // The versions the list showed now, not when the undo notice closes.
            const versions = versionsShown(ids, data, queryClient);
            setOpen(false);
            if (!versions) return notify(VERSION_CONFLICT, { type: 'error' });
            onUnselectItems();
            undoable('resources.orders.flow.labelsSaving', () => mutation.mutate({ ids, versions, labels }));
          }}
        />
      )}
    </>
  );
}
