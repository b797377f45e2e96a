import { useState } from 'react';
import { Alert, FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../components/money';
import { paymentAfterCancel } from '../../domain/orderStatus';
import { PAYMENT_STATUS } from '../../domain/statuses';
import { OrderActionDialog } from './OrderActionDialog';
import { useOrderAction } from './useOrderAction';
import type { CancelOrderPayload } from '../../providers/methods/orders';
import type { Order } from '../../providers/records/order';
import { versionOf } from '../../providers/versioned';

/**
 * What the chosen cancel does to the payment, in words: with payment an unpaid order becomes Paid (the customer
 * pays its price), otherwise the payment status stays as it is (paymentAfterCancel, which the backend applies).
 */
function paymentOutcome(order: Order, withPayment: boolean) {
  const after = paymentAfterCancel(order.paymentStatus, withPayment);
  if (after === order.paymentStatus)
    return after === PAYMENT_STATUS.paid
      ? 'resources.orders.cancel.staysPaid'
      : 'resources.orders.cancel.staysUnpaid';
  return 'resources.orders.cancel.becomesPaid';
}

/** Cancelling asks for a reason and whether the customer pays, beside the order's summary. */
export function CancelDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { format } = useMoney();
  const [withPayment, setWithPayment] = useState(false);
  const outcome = paymentOutcome(order, withPayment);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const action = useOrderAction(
    (dataProvider, payload: CancelOrderPayload) => dataProvider.cancelOrder(payload),
    'resources.orders.messages.cancelled',
  );
  const submit = () => {
    setTouched(true);
    if (!reason.trim()) return;
    action.mutate({ id: order.id, version: versionOf(order), withPayment, reason }, { onSuccess: onClose });
  };
  return (
    <OrderActionDialog
      order={order}
      open={open}
      onClose={onClose}
      title={translate('resources.orders.cancel.title', { id: order.id })}
      confirm={translate('resources.orders.actions.cancel')}
      confirmColor="warning"
      onConfirm={submit}
      pending={action.isPending}
    >
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
      <Alert
        severity={outcome === 'resources.orders.cancel.becomesPaid' ? 'warning' : 'info'}
        data-testid="cancel-payment"
        sx={{ my: 1 }}
      >
        {translate(outcome, { price: format(order.price) })}
      </Alert>
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
    </OrderActionDialog>
  );
}
