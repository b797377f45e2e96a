import { useState, type DragEvent } from 'react';
import { useNotify } from 'react-admin';
import { assignmentConflict } from '../../domain/calendarMoves';
import { droppedAssignment, type DroppedAssignment } from '../../domain/partnerCover';
import type { BoardPartner, CalendarEvent } from '../../providers/records/calendar';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { useUndoable } from '../../components/useUndoable';

/** A visit picked up on the board: from the waiting row (`from` null) or from a partner's row. */
export interface BoardDrag {
  order: CalendarEvent;
  from: number | null;
}

/** A drop waiting for its Undo to run out: the board shows the visit in its new place meanwhile. */
export interface PendingDrop extends BoardDrag {
  to: BoardPartner;
}

/** How a partner's day takes the visit being dragged: free, flagged (the same conflict the assignment refuses), or not a target. */
export type DropState = 'free' | 'conflict' | null;

/**
 * Drag and drop on the partners board (native HTML5): a visit dropped on a partner's day of its own date is
 * assigned to that partner (from the waiting row) or handed over (from another partner) through the order's own
 * `admin/orders/partners`, after react-admin's Undo notification closes. A conflict the board already shows is
 * said at once and nothing is sent; the backend checks again and its refusal is said too. The board is read again
 * after every call, so a refused or failed drop leaves the visit where it was.
 */
export function useBoardDrop(refetch: () => Promise<unknown>) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const undoable = useUndoable();
  const [dragged, setDragged] = useState<BoardDrag | null>(null);
  const [pending, setPending] = useState<PendingDrop | null>(null);

  const assignmentAt = (partner: BoardPartner, day: string): DroppedAssignment | null =>
    dragged && dragged.order.date === day ? droppedAssignment(dragged.order, dragged.from, partner) : null;
  const conflictOf = (partner: BoardPartner, order: CalendarEvent, assignment: DroppedAssignment) =>
    assignmentConflict(partner, order, partner.orders, partner.daysOff, assignment.idServiceType);

  const dropState = (partner: BoardPartner, day: string): DropState => {
    const assignment = assignmentAt(partner, day);
    if (!dragged || !assignment) return null;
    return conflictOf(partner, dragged.order, assignment) ? 'conflict' : 'free';
  };

  const send = async ({ order, from, to }: PendingDrop, assignment: DroppedAssignment) => {
    const messageArgs = { id: order.id, name: to.name, from: from === null ? '' : order.partnerNames[from] };
    try {
      await dataProvider.setOrderPartners({ id: order.id, version: order.version, ...assignment });
      notify(from === null ? 'resources.calendar.board.assigned' : 'resources.calendar.board.handedOver', {
        type: 'success',
        messageArgs,
      });
    } catch (error) {
      notify((error as Error).message || 'app.errors.technical', { type: 'warning' });
    } finally {
      await refetch();
      setPending(null);
    }
  };

  const drop = (partner: BoardPartner, day: string) => {
    const assignment = assignmentAt(partner, day);
    setDragged(null);
    if (!dragged || !assignment) return;
    const { order, from } = dragged;
    const conflict = conflictOf(partner, order, assignment);
    if (conflict) return notify(conflict, { type: 'warning' });
    const moved = { order, from, to: partner };
    setPending(moved);
    undoable(
      from === null ? 'resources.calendar.board.assigning' : 'resources.calendar.board.handingOver',
      () => void send(moved, assignment),
      {
        messageArgs: {
          id: order.id,
          name: partner.name,
          from: from === null ? '' : order.partnerNames[from],
        },
        onUndo: () => setPending(null),
      },
    );
  };

  /** What makes a visit draggable; none while a drop waits for its Undo (one drop at a time). */
  const dragProps = (order: CalendarEvent, from: number | null) =>
    pending
      ? {}
      : {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.setData('text/plain', `#${order.id}`);
            event.dataTransfer.effectAllowed = 'move';
            setDragged({ order, from });
          },
          onDragEnd: () => setDragged(null),
        };

  /** What makes a partner's day a drop target for the visit being dragged. */
  const dropProps = (partner: BoardPartner, day: string) => ({
    onDragOver: (event: DragEvent) => {
      if (!assignmentAt(partner, day)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      drop(partner, day);
    },
  });

  return { dragged, pending, dropState, dragProps, dropProps };
}
