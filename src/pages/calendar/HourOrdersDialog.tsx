import { Link as RouterLink } from 'react-router-dom';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
} from '@mui/material';
import MoveIcon from '@mui/icons-material/EventRepeat';
import { Button, useTranslate } from 'react-admin';
import { StatusChip } from '../../components/status';
import { useFormat } from '../../components/useFormat';
import { isReadOnly } from '../../domain/orderStatus';
import { ORDER_STATUSES } from '../../domain/statuses';
import type { CalendarEvent } from '../../providers/records/calendar';

export interface HourOrders {
  /** YYYY-MM-DD */
  day: string;
  /** HH:00; null for the whole day (the month view's "+N more") */
  time: string | null;
  orders: CalendarEvent[];
}

/**
 * The orders of a busy hour that the week or day view did not draw, or of a full day in the month view ("+N more",
 * crowdedSlots.ts), listed: each
 * opens the order, and "move" opens the same "move to" dialog as Enter on a drawn order.
 */
export function HourOrdersDialog({
  hour,
  onClose,
  onMove,
}: {
  hour: HourOrders;
  onClose: () => void;
  onMove: (order: CalendarEvent) => void;
}) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Dialog open onClose={onClose} aria-labelledby="hour-orders-title" fullWidth maxWidth="sm">
      <DialogTitle id="hour-orders-title">
        {hour.time === null
          ? translate('resources.calendar.dayOrders', { date: format.date(hour.day) })
          : translate('resources.calendar.hourOrders', { time: hour.time, date: format.date(hour.day) })}
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <List dense>
          {hour.orders.map((order) => (
            <ListItem
              key={order.id}
              disablePadding
              secondaryAction={
                !isReadOnly(order.status) && (
                  <IconButton
                    edge="end"
                    aria-label={translate('resources.calendar.moveOrder', { id: order.id })}
                    onClick={() => onMove(order)}
                  >
                    <MoveIcon />
                  </IconButton>
                )
              }
            >
              <ListItemButton component={RouterLink} to={`/orders/details/${order.id}`}>
                <ListItemText
                  primary={`${format.time(order.timeText)} · #${order.id} ${order.customerName}`}
                  secondary={<StatusChip statuses={ORDER_STATUSES} value={order.status} />}
                  slotProps={{ secondary: { component: 'span' } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}
