import { Chip, TableCell } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BoardPartner, CalendarEvent } from '../../providers/records/calendar';
import { useFormat } from '../../components/useFormat';
import type { DropState, useBoardDrop } from './useBoardDrop';

type BoardDrop = ReturnType<typeof useBoardDrop>;

/** A chip that wraps its text inside a narrow day (a phone, a long time) rather than spilling over or cutting it. */
const WRAPPING_CHIP = {
  m: 0.25,
  maxWidth: 'calc(100% - 4px)',
  height: 'auto',
  minHeight: 24,
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
} as const;

/** A partner's visit: a link to the order, dragged to hand it to another partner; dashed while a drop waits. */
function OrderChip({
  order,
  partnerId,
  board,
}: {
  order: CalendarEvent;
  partnerId: number;
  board: BoardDrop;
}) {
  const createPath = useCreatePath();
  const { time: shortTime } = useFormat();
  const waiting = board.pending?.order.id === order.id;
  return (
    <Chip
      size="small"
      clickable
      component={Link}
      to={createPath({ resource: 'orders', id: order.id, type: 'show' })}
      label={`${shortTime(order.time)} #${order.id}`}
      variant={waiting ? 'outlined' : 'filled'}
      sx={{ ...WRAPPING_CHIP, ...(waiting && { borderStyle: 'dashed' }) }}
      data-testid={`board-order-${order.id}`}
      {...(waiting ? {} : board.dragProps(order, partnerId))}
    />
  );
}

/** While a visit is dragged, its day's cells say whether the partner is free (or flagged with a conflict). */
const dropTint = { free: 'success', conflict: 'warning' } as const satisfies Record<
  Exclude<DropState, null>,
  string
>;

/** A partner's day on the board: days off, visits, and the drop target while a visit is dragged. */
export function DayCell({ partner, day, board }: { partner: BoardPartner; day: string; board: BoardDrop }) {
  const translate = useTranslate();
  const off = partner.daysOff.filter((dayOff) => dayOff.date === day);
  const state = board.dropState(partner, day);
  const { pending } = board;
  // A drop waiting for its Undo shows the visit in its new place, and no longer in its old one.
  const orders = [
    ...partner.orders.filter((order) => !(pending?.from === partner.id && pending.order.id === order.id)),
    ...(pending?.to.id === partner.id && pending.order.date === day ? [pending.order] : []),
  ];
  return (
    <TableCell
      data-testid={`board-day-${partner.id}-${day}`}
      data-drop={state ?? undefined}
      {...board.dropProps(partner, day)}
      sx={{
        verticalAlign: 'top',
        px: 0.5,
        bgcolor: off.some((item) => item.wholeDay) ? 'action.hover' : undefined,
        ...(state && {
          outline: (theme) => `2px dashed ${theme.palette[dropTint[state]].main}`,
          outlineOffset: -3,
        }),
      }}
    >
      {off.map((item) => (
        <Chip
          key={item.id ?? item.date}
          size="small"
          color="warning"
          variant="outlined"
          sx={WRAPPING_CHIP}
          label={
            item.wholeDay
              ? translate('resources.calendar.board.dayOff')
              : translate('resources.calendar.board.periodOff', {
                  periods: item.periods.map((p) => `${p.from}–${p.to}`).join(', '),
                })
          }
        />
      ))}
      {orders
        .filter((order) => order.date === day)
        .map((order) => (
          <OrderChip key={order.id} order={order} partnerId={partner.id} board={board} />
        ))}
    </TableCell>
  );
}
