import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { RECORD_STATUS } from '../../domain/statuses';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

function Restore({ record, resource }: { record: RaRecord; resource: string }) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.restoreRecord(resource, { id: record.id }),
    onSuccess: () => {
      notify('content.restored', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!canAccess) return null;
  return (
    <Button
      label="content.restore"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        mutate();
      }}
    >
      <RestoreIcon />
    </Button>
  );
}

/** Brings a record back from the Deleted tab to Active (admin/{resource}/restore); nothing for other records. */
export function RestoreButton({ resource: given }: { resource?: string }) {
  const record = useRecordContext();
  const contextResource = useResourceContext();
  const resource = given ?? contextResource ?? '';
  if (!record || record.status !== RECORD_STATUS.deleted) return null;
  return <Restore record={record} resource={resource} />;
}
