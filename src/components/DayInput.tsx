import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { QUARTER_TIMES } from '../domain/timeSlots';

type InputProps = Omit<TextFieldProps, 'type' | 'select' | 'value' | 'onChange' | 'children'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A day (YYYY-MM-DD) in the browser's own date input, its label kept above the field. */
export function DayInput({ value, onChange, slotProps, ...props }: InputProps) {
  return (
    <TextField
      {...props}
      type="date"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ ...slotProps, inputLabel: { shrink: true } }}
    />
  );
}

/** A fixed time ('HH:MM', every quarter of the working day), after the choices that are not one (`before`). */
export function QuarterSelect({
  value,
  onChange,
  before,
  ...props
}: InputProps & { before: { value: string; label: string }[] }) {
  return (
    <TextField {...props} select value={value} onChange={(event) => onChange(event.target.value)}>
      {before.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
      {QUARTER_TIMES.map((time) => (
        <MenuItem key={time} value={time}>
          {time}
        </MenuItem>
      ))}
    </TextField>
  );
}
