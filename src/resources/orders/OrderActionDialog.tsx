import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <OrderSummary order={order} />
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.orders.actions.close')}</Button>
        <Button variant="contained" color={confirmColor} onClick={onConfirm} disabled={pending}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
