import { Confirm, useDelete, useNotify, type RaRecord } from 'react-admin';

/**
 * The spec's 'Are you sure?' (Yes / No) before one row of a tab's list is deleted (a partner's note, a day off):
 * open while `record` is set; Yes deletes it and calls `onDeleted`; a refusal is said in a notification.
 */
export function ConfirmDeleteDialog<R extends RaRecord>({
  resource,
  record,
  title,
  onClose,
  onDeleted,
}: {
  resource: string;
  record: R | null;
  title: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const notify = useNotify();
  const [remove, { isPending }] = useDelete<R>();
  return (
    <Confirm
      isOpen={!!record}
      loading={isPending}
      title={title}
      content="app.confirm.deleteContent"
      confirm="app.confirm.yes"
      cancel="app.confirm.no"
      onConfirm={() => {
        if (!record) return;
        void remove(
          resource,
          { id: record.id, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: onDeleted,
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        );
      }}
      onClose={onClose}
    />
  );
}
