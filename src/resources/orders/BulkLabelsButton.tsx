import { useState } from 'react';
import LabelIcon from '@mui/icons-material/LabelOutlined';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useUndoable } from '../../components/useUndoable';
import type { AppDataProvider } from '../../providers/types';
import { LabelsDialog } from './LabelsDialog';

/** Adds the chosen labels to every selected order (admin/orders/labels, mode add). */
export function BulkLabelsButton() {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const undoable = useUndoable();
  const mutation = useMutation({
    mutationFn: ({ ids, labels }: { ids: Identifier[]; labels: number[] }) =>
      dataProvider.setOrderLabels({ ids: ids.map(Number), labels, mode: 'add' }),
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
          title={translate('resources.orders.messages.selectedOrders', { count: selectedIds.length })}
          pending={mutation.isPending}
          onClose={() => setOpen(false)}
          onSave={(labels) => {
            // A safe move: saved when the undo notice closes, unless Undo is pressed (issue 16).
            const ids = [...selectedIds];
            setOpen(false);
            onUnselectItems();
            undoable('resources.orders.flow.labelsSaving', () => mutation.mutate({ ids, labels }));
          }}
        />
      )}
    </>
  );
}
