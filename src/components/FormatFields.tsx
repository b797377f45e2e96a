import { Typography } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';
import { useFormat } from './useFormat';

/** Fields that show a record's value through the one format module (src/domain/format.ts). */
type Props = FieldProps & { source: string };

const Text = ({ children }: { children: string }) => (
  <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
    {children || '—'}
  </Typography>
);

export function DateText({ source }: Props) {
  const record = useRecordContext();
  return <Text>{useFormat().date(record?.[source] as string | undefined)}</Text>;
}

export function CountText({ source }: Props) {
  const record = useRecordContext();
  return <Text>{useFormat().count(record?.[source] as number | undefined)}</Text>;
}

export function DecimalText({ source }: Props) {
  const record = useRecordContext();
  return <Text>{useFormat().decimal(record?.[source] as number | undefined)}</Text>;
}

export function DateTimeText({ source }: Props) {
  const record = useRecordContext();
  return <Text>{useFormat().dateTime(record?.[source] as string | undefined)}</Text>;
}
