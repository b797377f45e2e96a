import { useRecordContext, type FieldProps } from 'react-admin';
import { Typography } from '@mui/material';
import { useMoney } from './money';

/** An amount held in minor units, shown in the location's currency. */
export function MoneyField({ source }: FieldProps & { source: string }) {
  const record = useRecordContext();
  const { format } = useMoney();
  return (
    <Typography component="span" variant="body2">
      {format(record?.[source] as number | undefined)}
    </Typography>
  );
}
