import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import CopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/EditOutlined';
import LabelIcon from '@mui/icons-material/LabelOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Confirm,
  TopToolbar,
  useDataProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { allowedActions } from '../../domain/orderStatus';
import type {
  AppDataProvider,
  CancelOrderPayload,
  IdPayload,
  OrderLabelsPayload,
} from '../../providers/types';
import { LabelsDialog } from './LabelsDialog';
import { todayIso } from './useCatalogue';
import type { Order } from '../../providers/records/order';

/** Runs one order action and refreshes the screen; a refusal is reported with the server's message. */
function useOrderAction<P>(run: (dataProvider: AppDataProvider, payload: P) => Promise<unknown>, done: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: P) => run(dataProvider, payload),
    onSuccess: () => {
      notify(done, { type: 'success' });
      queryClient.invalidateQueries({ queryKey: ['orders'] });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
}

function CancelDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [withPayment, setWithPayment] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const action = useOrderAction(
    (dataProvider, payload: CancelOrderPayload) => dataProvider.cancelOrder(payload),
    'resources.orders.messages.cancelled',
  );
  const submit = () => {
    setTouched(true);
    if (!reason.trim()) return;
    action.mutate({ id: order.id, withPayment, reason }, { onSuccess: onClose });
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cancel-title" fullWidth maxWidth="sm">
      <DialogTitle id="cancel-title">
        {translate('resources.orders.cancel.title', { id: order.id })}
      </DialogTitle>
      <DialogContent>
        <RadioGroup
          value={withPayment ? 'with' : 'without'}
          onChange={(event) => setWithPayment(event.target.value === 'with')}
          aria-label={translate('resources.orders.actions.cancel')}
        >
          <FormControlLabel
            value="without"
            control={<Radio />}
            label={translate('resources.orders.cancel.withoutPayment')}
          />
          <FormControlLabel
            value="with"
            control={<Radio />}
            label={translate('resources.orders.cancel.withPayment')}
          />
        </RadioGroup>
        <TextField
          label={translate('resources.orders.cancel.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          fullWidth
          multiline
          minRows={2}
          error={touched && !reason.trim()}
          helperText={touched && !reason.trim() ? translate('app.validation.required') : ' '}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('resources.orders.actions.close')}</MuiButton>
        <MuiButton variant="contained" color="warning" onClick={submit} disabled={action.isPending}>
          {translate('resources.orders.actions.cancel')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The order's actions (DECISIONS.md section 4): only those its status allows are offered; the backend
 * refuses the others anyway.
 */
export function OrderActions() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const { permissions } = usePermissions<string>();
  const [dialog, setDialog] = useState<'cancel' | 'labels' | 'delete' | null>(null);
  const confirm = useOrderAction(
    (dataProvider, payload: IdPayload) => dataProvider.confirmOrder(payload),
    'resources.orders.messages.confirmed',
  );
  const complete = useOrderAction(
    (dataProvider, payload: IdPayload) => dataProvider.completeOrder(payload),
    'resources.orders.messages.completed',
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
  const allowed = new Set(allowedActions(order, todayIso(), permissions ?? ''));
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {allowed.has('confirm') && (
        <Button
          label="resources.orders.actions.confirm"
          onClick={() => confirm.mutate({ id: order.id })}
          disabled={confirm.isPending}
        >
          <CheckIcon />
        </Button>
      )}
      {allowed.has('edit') && (
        <Button label="ra.action.edit" component={RouterLink} to={`/orders/edit/${order.id}`}>
          <EditIcon />
        </Button>
      )}
      {allowed.has('complete') && (
        <Button
          label="resources.orders.actions.complete"
          onClick={() => complete.mutate({ id: order.id })}
          disabled={complete.isPending}
        >
          <DoneAllIcon />
        </Button>
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
      <CancelDialog order={order} open={dialog === 'cancel'} onClose={() => setDialog(null)} />
      <LabelsDialog
        open={dialog === 'labels'}
        title={translate('resources.orders.actions.labels')}
        initial={order.labels}
        pending={labels.isPending}
        onClose={() => setDialog(null)}
        onSave={(chosen) =>
          labels.mutate(
            { id: order.id, labels: chosen, mode: 'set' },
            { onSuccess: () => setDialog(null) },
          )
        }
      />
      <Confirm
        isOpen={dialog === 'delete'}
        loading={remove.isPending}
        title={translate('app.confirm.deleteTitle', { name: `#${order.id}` })}
        content="app.confirm.deleteContent"
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        confirmColor="warning"
        onConfirm={() =>
          remove.mutate(order, { onSuccess: () => setDialog(null) })
        }
        onClose={() => setDialog(null)}
      />
    </TopToolbar>
  );
}
