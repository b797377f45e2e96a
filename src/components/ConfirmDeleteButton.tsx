import { Fragment } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Button,
  Confirm,
  useCanAccess,
  useDeleteWithConfirmController,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type RedirectionSideEffect,
} from 'react-admin';

/** Delete, after the spec's question: 'Are you sure?' with Yes / No. Only for those who may delete. */
export function ConfirmDeleteButton({ redirect = 'list' }: { redirect?: RedirectionSideEffect }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource, action: 'delete', record });
  const { open, isPending, handleDialogOpen, handleDialogClose, handleDelete } =
    useDeleteWithConfirmController({
      record,
      resource,
      redirect,
      mutationMode: 'pessimistic',
    });
  if (!record || !canAccess) return null;
  return (
    <Fragment>
      <Button label="ra.action.delete" color="error" onClick={handleDialogOpen}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('app.confirm.deleteTitle', { name: `#${record.id}` })}
        content="app.confirm.deleteContent"
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        confirmColor="warning"
        onConfirm={handleDelete}
        onClose={handleDialogClose}
      />
    </Fragment>
  );
}
