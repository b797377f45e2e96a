import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAYMENT_STATUS } from '../../domain/statuses';
import { OrderSummary } from './OrderSummary';
import { useOrderAction } from './useOrderAction';
import type { CompleteOrderPayload } from '../../providers/methods/orders';
import type { Order } from '../../providers/records/order';
import { versionOf } from '../../providers/versioned';

/**
 * Completing asks first, with the order's summary. An unpaid order says so and offers to mark it paid in the
 * same step (checked by default: cash is usually collected at the door); left unchecked, it can still be
 * marked paid later from its edit screen.
 */
export function CompleteDialog({
  order,
  open,
  onClose,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const unpaid = order.paymentStatus === PAYMENT_STATUS.unpaid;
  const [markPaid, setMarkPaid] = useState(true);
  const action = useOrderAction(
    (dataProvider, payload: CompleteOrderPayload) => dataProvider.completeOrder(payload),
    'resources.orders.messages.completed',
  );
  const submit = () =>
    action.mutate(
      { id: order.id, version: versionOf(order), markPaid: unpaid && markPaid },
      { onSuccess: onClose },
    );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="complete-title" fullWidth maxWidth="sm">
      <DialogTitle id="complete-title">
        {translate('resources.orders.flow.completeTitle', { id: order.id })}
      </DialogTitle>
      <DialogContent>
        <OrderSummary order={order} />
        {unpaid && (
          <>
            <Alert severity="warning" data-testid="unpaid-warning">
              {translate('resources.orders.flow.unpaidWarning')}
            </Alert>
            <FormControlLabel
              control={
                <Checkbox checked={markPaid} onChange={(event) => setMarkPaid(event.target.checked)} />
              }
              label={translate('resources.orders.flow.markPaid')}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.orders.actions.close')}</Button>
        <Button variant="contained" onClick={submit} disabled={action.isPending}>
          {translate('resources.orders.actions.complete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
