import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { moveProblem } from '../../domain/calendarMoves';
import type { TimeSlot } from '../../domain/timeSlots';
import { DayInput, QuarterSelect } from '../../components/DayInput';
import type { CalendarEvent } from '../../providers/records/calendar';
import { CalendarActionDialog } from './CalendarActionDialog';
import { useCalendarCalls } from './useCalendarCalls';

const pad = (n: number) => String(n).padStart(2, '0');

const slotValue = (time: TimeSlot) =>
  time.any
    ? 'any'
    : time.specify
      ? 'specify'
      : time.hour != null
        ? `${pad(time.hour)}:${pad(time.minute ?? 0)}`
        : 'any';

function slotOf(value: string): TimeSlot {
  if (value === 'any' || value === 'specify')
    return { hour: null, minute: null, any: value === 'any', specify: value === 'specify' };
  const [hour, minute] = value.split(':').map(Number);
  return { hour, minute, any: false, specify: false };
}

/**
 * The keyboard's way to move an order (and the board's): a day and a time slot, checked by the same rule as a
 * drag before it is sent; the backend's refusal, if any, is shown in the dialog.
 */
export function MoveOrderDialog({
  order,
  onClose,
  onMoved,
}: {
  order: CalendarEvent;
  onClose: () => void;
  onMoved: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { move } = useCalendarCalls();
  const [date, setDate] = useState(order.date ?? '');
  const [slot, setSlot] = useState(slotValue(order.time));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const time = slotOf(slot);
  const problem = moveProblem(order, date, time, { today: new Date().toISOString().slice(0, 10) });
  const message = problem ?? refusal;
  // A new day or time makes an earlier refusal stale: it is checked again from the new values.
  const edited = (set: (value: string) => void) => (value: string) => {
    set(value);
    setRefusal(null);
  };

  const save = async () => {
    setSaving(true);
    try {
      await move(order, date, time);
      notify('resources.calendar.moved', { type: 'success', messageArgs: { id: order.id, date } });
      onMoved();
    } catch (error) {
      setRefusal((error as Error).message || 'app.errors.technical');
    } finally {
      setSaving(false);
    }
  };

  return (
    <CalendarActionDialog
      title={translate('resources.calendar.move.title', { id: order.id })}
      message={message}
      action="resources.calendar.move.save"
      actionDisabled={!!problem || saving}
      onAction={() => void save()}
      onClose={onClose}
      minWidth={300}
    >
      <DayInput
        label={translate('resources.calendar.move.date')}
        value={date}
        onChange={edited(setDate)}
        autoFocus
      />
      <QuarterSelect
        label={translate('resources.calendar.move.time')}
        value={slot}
        onChange={edited(setSlot)}
        before={[
          { value: 'any', label: translate('resources.orders.time.any') },
          { value: 'specify', label: translate('resources.orders.time.specify') },
        ]}
      />
    </CalendarActionDialog>
  );
}
