import { FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { HOURS, MINUTES, changeTime, timeText, type TimeSlot } from '../../domain/timeSlots';
import { errorKey } from './formValues';

const pad = (value: number) => String(value).padStart(2, '0');

/** The slot a picker value stands for: 'any', 'specify' or 'HH:MM', each clearing the others (timeSlots.ts). */
function slotOf(current: Partial<TimeSlot>, value: string): TimeSlot {
  if (value === 'any') return changeTime(current, { any: true });
  if (value === 'specify') return changeTime(current, { specify: true });
  const [hour, minute] = value.split(':').map(Number);
  return changeTime(changeTime(current, { hour }), { minute });
}

/**
 * The time as one slot picker: 'any time', 'clarify the day before', then every quarter of every working hour
 * (hours x quarters), a line after each hour. A new order starts at 'clarify the day before' (formValues.ts).
 */
export function TimeSlotInput({ readOnly }: { readOnly?: boolean }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const time = (useWatch({ name: 'time' }) ?? {}) as Partial<TimeSlot>;
  const { errors } = useFormState({ name: 'time' });
  const error = errorKey((errors.time as { message?: unknown } | undefined)?.message);
  const value = timeText(time);
  const label = translate('resources.orders.fields.time');
  return (
    <FormControl size="small" error={!!error} sx={{ my: 1, minWidth: 260 }}>
      <InputLabel id="time-slot-label">{label}</InputLabel>
      <Select
        labelId="time-slot-label"
        label={label}
        value={value}
        readOnly={readOnly}
        onChange={(event) =>
          setValue('time', slotOf(time, String(event.target.value)), {
            shouldDirty: true,
            shouldValidate: !!error,
          })
        }
        inputProps={{ 'data-testid': 'time-slot' }}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
      >
        <MenuItem value="any">{translate('resources.orders.time.any')}</MenuItem>
        <MenuItem value="specify" divider>
          {translate('resources.orders.time.specify')}
        </MenuItem>
        {HOURS.flatMap((hour) =>
          MINUTES.map((minute, index) => (
            <MenuItem
              key={`${hour}:${minute}`}
              value={`${pad(hour)}:${pad(minute)}`}
              // A line after each hour's last quarter keeps the long list readable.
              divider={index === MINUTES.length - 1}
            >
              {`${pad(hour)}:${pad(minute)}`}
            </MenuItem>
          )),
        )}
      </Select>
      {error && <FormHelperText role="alert">{translate(error)}</FormHelperText>}
    </FormControl>
  );
}
