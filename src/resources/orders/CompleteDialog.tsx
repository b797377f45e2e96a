import { useState } from 'react';
import { Alert, Checkbox, FormControlLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAYMENT_STATUS } from '../../domain/statuses';
import { OrderActionDialog } from './OrderActionDialog';
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
    <OrderActionDialog
      order={order}
      open={open}
      onClose={onClose}
      title={translate('resources.orders.flow.completeTitle', { id: order.id })}
      confirm={translate('resources.orders.actions.complete')}
      onConfirm={submit}
      pending={action.isPending}
    >
      {unpaid && (
        <>
          <Alert severity="warning" data-testid="unpaid-warning">
            {translate('resources.orders.flow.unpaidWarning')}
          </Alert>
          <FormControlLabel
            control={<Checkbox checked={markPaid} onChange={(event) => setMarkPaid(event.target.checked)} />}
            label={translate('resources.orders.flow.markPaid')}
          />
        </>
      )}
    </OrderActionDialog>
  );
}
