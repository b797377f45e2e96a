import { describe, expect, it } from 'vitest';
import {
  EMPTY_SLOT,
  HOURS,
  MINUTES,
  changeTime,
  isTimeChosen,
  timeText,
  type TimeChange,
  type TimeSlot,
} from '../../src/domain/timeSlots';

const at = (hour: number | null, minute: number | null): TimeSlot => ({
  hour,
  minute,
  any: false,
  specify: false,
});

describe('changeTime', () => {
  it.each<[string, Partial<TimeSlot> | null, TimeChange, TimeSlot]>([
    ['any clears hour and minute', at(9, 30), { any: true }, { ...EMPTY_SLOT, any: true }],
    ['specify clears hour and minute', at(9, 30), { specify: true }, { ...EMPTY_SLOT, specify: true }],
    ['any clears specify', { ...EMPTY_SLOT, specify: true }, { any: true }, { ...EMPTY_SLOT, any: true }],
    ['specify clears any', { ...EMPTY_SLOT, any: true }, { specify: true }, { ...EMPTY_SLOT, specify: true }],
    ['an hour clears both flags', { ...EMPTY_SLOT, any: true }, { hour: 10 }, at(10, null)],
    ['a minute clears both flags', { ...EMPTY_SLOT, specify: true }, { minute: 15 }, at(null, 15)],
    ['an hour keeps the minute', at(9, 45), { hour: 12 }, at(12, 45)],
    ['a minute keeps the hour', at(9, 45), { minute: 0 }, at(9, 0)],
    ['unticking any leaves nothing chosen', { ...EMPTY_SLOT, any: true }, { any: false }, EMPTY_SLOT],
    ['from nothing', null, { hour: 7 }, at(7, null)],
  ])('%s', (_name, slot, change, expected) => {
    expect(changeTime(slot, change)).toEqual(expected);
  });
});

describe('isTimeChosen and timeText', () => {
  it.each<[Partial<TimeSlot> | null, boolean, string]>([
    [null, false, ''],
    [EMPTY_SLOT, false, ''],
    [{ ...EMPTY_SLOT, any: true }, true, 'any'],
    [{ ...EMPTY_SLOT, specify: true }, true, 'specify'],
    [at(9, null), false, '09:00'],
    [at(9, 30), true, '09:30'],
    [at(21, 0), false, '21:00'],
    [at(6, 0), false, '06:00'],
    [at(20, 45), true, '20:45'],
    [at(10, 10), false, '10:10'],
  ])('%j -> %s %s', (slot, chosen, text) => {
    expect(isTimeChosen(slot)).toBe(chosen);
    expect(timeText(slot)).toBe(text);
  });

  it('offers hours 7-20 and quarter hours', () => {
    expect(HOURS[0]).toBe(7);
    expect(HOURS.at(-1)).toBe(20);
    expect(MINUTES).toEqual([0, 15, 30, 45]);
  });
});
