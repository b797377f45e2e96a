import { NumberInput, type NumberInputProps } from 'react-admin';
import { InputAdornment } from '@mui/material';
import { toMajor, toMinor, useMoney } from './money';

/** Entered in major units, stored x 100 (the location's precision). */
export function MoneyInput(props: NumberInputProps) {
  const { currency, precision } = useMoney();
  return (
    <NumberInput
      step={1 / 10 ** precision}
      format={(value: number | null | undefined) => (value == null ? value : toMajor(value, precision))}
      parse={(value: string | number | null) =>
        value === '' || value == null ? null : toMinor(Number(value), precision)
      }
      InputProps={{ endAdornment: <InputAdornment position="end">{currency}</InputAdornment> }}
      {...props}
    />
  );
}
