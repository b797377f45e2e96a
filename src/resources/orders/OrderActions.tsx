import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import CopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/EditOutlined';
import LabelIcon from '@mui/icons-material/LabelOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import PaidIcon from '@mui/icons-material/PaidOutlined';
import { Stack, Typography } from '@mui/material';
import {
  Button,
  Confirm,
  TopToolbar,
  useAddUndoableMutation,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { actionProblem, allowedActions, closedEditable } from '../../domain/orderStatus';
import { PAYMENT_STATUS } from '../../domain/statuses';
import type { OrderActionPayload, OrderLabelsPayload } from '../../providers/methods/orders';
import { usePermission } from '../../session/useSession';
import { CancelDialog } from './CancelDialog';
import { CompleteDialog } from './CompleteDialog';
import { LabelsDialog } from './LabelsDialog';
import { todayIso } from './useServicesAndLabels';
import { useOrderAction } from './useOrderAction';
import type { Order } from '../../providers/records/order';
import { useUndoable } from '../../components/useUndoable';
import { versionOf } from '../../providers/versioned';

/**
 * Confirming is undoable (react-admin's undoable mode): the call is held while the notification offers Undo
 * for a few seconds, and sent only when it closes without one.
 */
function useUndoableConfirm() {
  const notify = useNotify();
  const addUndoableMutation = useAddUndoableMutation();
  const [waiting, setWaiting] = useState(false);
  const confirm = useOrderAction(
    (dataProvider, payload: OrderActionPayload) => dataProvider.confirmOrder(payload),
    'resources.orders.messages.confirmed',
  );
  const run = (payload: OrderActionPayload) => {
    setWaiting(true);
    addUndoableMutation(({ isUndo }) => {
      setWaiting(false);
      if (!isUndo) confirm.mutate(payload);
    });
    notify('resources.orders.flow.confirming', {
      type: 'info',
      undoable: true,
      messageArgs: { id: payload.id },
    });
  };
  return { run, pending: waiting || confirm.isPending };
}

/**
 * The order's actions (docs/decisions-orders.md): only those its status allows are offered; the backend
 * refuses the others anyway.
 */
export function OrderActions() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const permission = usePermission();
  const [dialog, setDialog] = useState<'complete' | 'cancel' | 'labels' | 'delete' | null>(null);
  const confirm = useUndoableConfirm();
  const undoable = useUndoable();
  // Cash collected after completion: the same edit the closed order's form makes, in one click.
  const markPaid = useOrderAction(
    (dataProvider, target: Order) =>
      dataProvider.update('orders', {
        id: target.id,
        data: { ...target, paymentStatus: PAYMENT_STATUS.paid },
        previousData: target,
      }),
    'resources.orders.flow.markedPaid',
  );
  const labels = useOrderAction(
    (dataProvider, payload: OrderLabelsPayload) => dataProvider.setOrderLabels(payload),
    'resources.orders.messages.labelsAdded',
  );
  const remove = useOrderAction(
    (dataProvider, target: Order) => dataProvider.delete('orders', { id: target.id, previousData: target }),
    'ra.notification.deleted',
  );
  if (!order) return <TopToolbar />;
  const allowed = new Set(allowedActions(order, todayIso(), permission));
  // A closed order still opens its edit screen for what it may change (labels, description, payment).
  const closed = closedEditable(order);
  const completeProblem = actionProblem('complete', order, todayIso(), permission);
  const completeLater = completeProblem === 'resources.orders.refusals.beforeDate' ? completeProblem : null;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {allowed.has('confirm') && (
        <Button
          label="resources.orders.actions.confirm"
          onClick={() => confirm.run({ id: order.id, version: versionOf(order) })}
          disabled={confirm.pending}
        >
          <CheckIcon />
        </Button>
      )}
      {(allowed.has('edit') || closed) && (
        <Button label="ra.action.edit" component={RouterLink} to={`/orders/edit/${order.id}`}>
          <EditIcon />
        </Button>
      )}
      {closed?.includes('paymentStatus') && (
        <Button
          label="resources.orders.flow.markPaidButton"
          onClick={() => markPaid.mutate(order)}
          disabled={markPaid.isPending}
        >
          <PaidIcon />
        </Button>
      )}
      {allowed.has('complete') && (
        <Button label="resources.orders.actions.complete" onClick={() => setDialog('complete')}>
          <DoneAllIcon />
        </Button>
      )}
      {completeLater && (
        // A confirmed order before its date: the action is shown, disabled, with the reason beside it.
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <Button label="resources.orders.actions.complete" disabled aria-describedby="complete-reason">
            <DoneAllIcon />
          </Button>
          <Typography id="complete-reason" variant="caption" color="text.secondary">
            {translate(completeLater)}
          </Typography>
        </Stack>
      )}
      {allowed.has('cancel') && (
        <Button label="resources.orders.actions.cancel" onClick={() => setDialog('cancel')}>
          <CancelIcon />
        </Button>
      )}
      <Button label="resources.orders.actions.copy" component={RouterLink} to={`/orders/copy/${order.id}`}>
        <CopyIcon />
      </Button>
      <Button label="resources.orders.actions.update" onClick={() => refresh()}>
        <RefreshIcon />
      </Button>
      <Button label="resources.orders.actions.labels" onClick={() => setDialog('labels')}>
        <LabelIcon />
      </Button>
      {allowed.has('delete') && (
        <Button label="ra.action.delete" color="error" onClick={() => setDialog('delete')}>
          <DeleteIcon />
        </Button>
      )}
      {dialog === 'complete' && <CompleteDialog order={order} open onClose={() => setDialog(null)} />}
      <CancelDialog order={order} open={dialog === 'cancel'} onClose={() => setDialog(null)} />
      <LabelsDialog
        open={dialog === 'labels'}
        title={translate('resources.orders.actions.labels')}
        initial={order.labels}
        pending={labels.isPending}
        onClose={() => setDialog(null)}
        onSave={(chosen) => {
          // A safe move: saved when the undo notice closes, unless Undo is pressed (issue 16).
          setDialog(null);
          undoable('resources.orders.flow.labelsSaving', () =>
            labels.mutate({ id: order.id, labels: chosen, mode: 'set', version: versionOf(order) }),
          );
        }}
      />
      <Confirm
        isOpen={dialog === 'delete'}
        loading={remove.isPending}
        title={translate('app.confirm.deleteTitle', { name: `#${order.id}` })}
        content="app.confirm.deleteContent"
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        confirmColor="warning"
        onConfirm={() => remove.mutate(order, { onSuccess: () => setDialog(null) })}
        onClose={() => setDialog(null)}
      />
    </TopToolbar>
  );
}
