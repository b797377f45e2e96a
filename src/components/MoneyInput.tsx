import { NumberInput, type NumberInputProps } from 'react-admin';
import { InputAdornment } from '@mui/material';
import { MONEY_MAX } from '../domain/bounds';
import { toMajor, toMinor, useMoney } from './money';

/** Entered in major units, stored x 100 (the location's precision), within the API's bounds (0 to MONEY_MAX). */
export function MoneyInput(props: NumberInputProps) {
  const { currency, precision } = useMoney();
  return (
    <NumberInput
      step={1 / 10 ** precision}
      min={0}
      max={toMajor(MONEY_MAX, precision)}
      format={(value: number | null | undefined) => (value == null ? value : toMajor(value, precision))}
      parse={(value: string | number | null) =>
        value === '' || value == null ? null : toMinor(Number(value), precision)
      }
      InputProps={{ endAdornment: <InputAdornment position="end">{currency}</InputAdornment> }}
      {...props}
    />
  );
}
