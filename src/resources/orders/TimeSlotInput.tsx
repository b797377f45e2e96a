import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  InputLabel,
  MenuItem,
  Select,
  Stack,
} from '@mui/material';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { errorKey } from './formValues';
import { useTranslate } from 'react-admin';
import { HOURS, MINUTES, changeTime, type TimeChange, type TimeSlot } from '../../domain/timeSlots';

const pad = (value: number) => String(value).padStart(2, '0');

/** Hour and minute, or 'any time' / 'clarify the day before': each choice clears the others (timeSlots.ts). */
export function TimeSlotInput({ readOnly }: { readOnly?: boolean }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const time = (useWatch({ name: 'time' }) ?? {}) as Partial<TimeSlot>;
  const { errors } = useFormState({ name: 'time' });
  const error = errorKey((errors.time as { message?: unknown } | undefined)?.message);
  const change = (patch: TimeChange) =>
    setValue('time', changeTime(time, patch), { shouldDirty: true, shouldValidate: !!error });
  return (
    <FormControl component="fieldset" error={!!error} fullWidth={false} sx={{ my: 1, display: 'block' }}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <FormControl size="small" fullWidth={false} sx={{ width: 120 }}>
          <InputLabel id="time-hour-label">{translate('resources.orders.fields.time.hour')}</InputLabel>
          <Select
            labelId="time-hour-label"
            label={translate('resources.orders.fields.time.hour')}
            value={time.hour ?? ''}
            readOnly={readOnly}
            onChange={(event) =>
              change({ hour: String(event.target.value) === '' ? null : Number(event.target.value) })
            }
            inputProps={{ 'data-testid': 'time-hour' }}
          >
            <MenuItem value="">—</MenuItem>
            {HOURS.map((hour) => (
              <MenuItem key={hour} value={hour}>
                {pad(hour)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" fullWidth={false} sx={{ width: 120 }}>
          <InputLabel id="time-minute-label">{translate('resources.orders.fields.time.minute')}</InputLabel>
          <Select
            labelId="time-minute-label"
            label={translate('resources.orders.fields.time.minute')}
            value={time.minute ?? ''}
            readOnly={readOnly}
            onChange={(event) =>
              change({ minute: String(event.target.value) === '' ? null : Number(event.target.value) })
            }
          >
            <MenuItem value="">—</MenuItem>
            {MINUTES.map((minute) => (
              <MenuItem key={minute} value={minute}>
                {pad(minute)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={
            <Checkbox
              checked={!!time.any}
              disabled={readOnly}
              onChange={(event) => change({ any: event.target.checked })}
            />
          }
          label={translate('resources.orders.fields.time.any')}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={!!time.specify}
              disabled={readOnly}
              onChange={(event) => change({ specify: event.target.checked })}
            />
          }
          label={translate('resources.orders.fields.time.specify')}
        />
      </Stack>
      {error && <FormHelperText role="alert">{translate(error)}</FormHelperText>}
    </FormControl>
  );
}
