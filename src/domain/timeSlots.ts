/**
 * The order's time slot (docs/decisions.md section 4): hours 7-20, minutes 00/15/30/45, or one of two flags,
 * 'any time' and 'clarify the day before'. A flag clears hour and minute (and the other flag); choosing an
 * hour or a minute clears both flags.
 */
export interface TimeSlot {
  hour: number | null;
  minute: number | null;
  any: boolean;
  specify: boolean;
}

export const HOURS = Array.from({ length: 14 }, (_, index) => index + 7);
export const MINUTES = [0, 15, 30, 45];
const pad = (value: number) => String(value).padStart(2, '0');
/** Every fixed time of a slot, 'HH:MM' from 07:00 to 20:45: the pickers' list. */
export const QUARTER_TIMES = HOURS.flatMap((hour) => MINUTES.map((minute) => `${pad(hour)}:${pad(minute)}`));

export const EMPTY_SLOT: TimeSlot = { hour: null, minute: null, any: false, specify: false };

export type TimeChange =
  { hour: number | null } | { minute: number | null } | { any: boolean } | { specify: boolean };

export function changeTime(slot: Partial<TimeSlot> | null | undefined, change: TimeChange): TimeSlot {
  const current: TimeSlot = { ...EMPTY_SLOT, ...slot };
  if ('any' in change) return change.any ? { ...EMPTY_SLOT, any: true } : { ...current, any: false };
  if ('specify' in change)
    return change.specify ? { ...EMPTY_SLOT, specify: true } : { ...current, specify: false };
  if ('hour' in change) return { ...current, hour: change.hour, any: false, specify: false };
  return { ...current, minute: change.minute, any: false, specify: false };
}

export const isValidHour = (hour: unknown) => typeof hour === 'number' && HOURS.includes(hour);
export const isValidMinute = (minute: unknown) => typeof minute === 'number' && MINUTES.includes(minute);

/** A chosen time: a flag, or both an hour and a minute from the lists. */
export function isTimeChosen(slot: Partial<TimeSlot> | null | undefined): boolean {
  if (!slot) return false;
  if (slot.any || slot.specify) return true;
  return isValidHour(slot.hour) && isValidMinute(slot.minute);
}

/** 'any' | 'specify' | 'HH:MM' | '' for display and sorting. */
export function timeText(slot: Partial<TimeSlot> | null | undefined): string {
  if (!slot) return '';
  if (slot.any) return 'any';
  if (slot.specify) return 'specify';
  if (slot.hour == null) return '';
  return `${String(slot.hour).padStart(2, '0')}:${String(slot.minute ?? 0).padStart(2, '0')}`;
}

/**
 * The slot in words, the one formatter of every screen: 'Any time', 'Clarify the day before', '09:30', or the
 * `none` text. Takes a slot or its timeText (the dashboard's and the calendar's answers carry the text).
 */
export function timeLabel(
  slot: Partial<TimeSlot> | string | null | undefined,
  translate: (key: string) => string,
): string {
  const text = typeof slot === 'string' ? slot : timeText(slot);
  if (text === 'any') return translate('resources.orders.time.any');
  if (text === 'specify') return translate('resources.orders.time.specify');
  return text || translate('resources.orders.time.none');
}
