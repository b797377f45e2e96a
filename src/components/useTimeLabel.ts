import { useTranslate } from 'react-admin';
import { timeText, type TimeSlot } from '../domain/timeSlots';

/** An order's time slot in words: 'any time' / 'clarify the day before' / 09:30 (the order screens, the history). */
export function useTimeLabel() {
  const translate = useTranslate();
  return (time: Partial<TimeSlot> | null | undefined) => {
    const text = timeText(time);
    if (text === 'any') return translate('resources.orders.time.any');
    if (text === 'specify') return translate('resources.orders.time.specify');
    return text || translate('resources.orders.time.none');
  };
}
