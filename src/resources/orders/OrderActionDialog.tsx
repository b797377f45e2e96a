import type { ReactNode } from 'react';
import type { ButtonProps } from '@mui/material';
import { ActionDialog } from '../../components/ActionDialog';
import { OrderSummary } from './OrderSummary';
import type { Order } from '../../providers/records/order';

/**
 * The dialog an order's step asks in (complete, cancel): its title, the order's summary, the step's own inputs,
 * then Close and the step's button, disabled while its call runs.
 */
export function OrderActionDialog({
  order,
  open,
  onClose,
  title,
  confirm,
  confirmColor,
  onConfirm,
  pending,
  children,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
  title: string;
  /** the step's button */
  confirm: string;
  confirmColor?: ButtonProps['color'];
  onConfirm: () => void;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <ActionDialog
      open={open}
      title={title}
      onClose={onClose}
      closeLabel="resources.orders.actions.close"
      action={confirm}
      actionColor={confirmColor}
      actionDisabled={pending}
      onAction={onConfirm}
      fullWidth
    >
      <OrderSummary order={order} />
      {children}
    </ActionDialog>
  );
}
