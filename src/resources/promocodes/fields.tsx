import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormat } from '../../components/useFormat';

/** A discount always with its unit: '-10 %', '-20 PLN' (src/domain/format.ts). */
export function PromocodeValueField(_: { label?: string; source?: string }) {
  const record = useRecordContext();
  const format = useFormat();
  if (!record) return null;
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
      {format.discount(record.type === 'amount' ? 'amount' : 'percent', record.value as number)}
    </Typography>
  );
}

export function NumberOfUsesField(_: { label?: string; source?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="body2" component="span">
      {record.numberOfUses ? String(record.numberOfUses) : translate('app.unlimited')}
    </Typography>
  );
}

export function PromocodeTypeField(_: { label?: string; source?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate(`resources.promocodes.types.${record.type}`) : null}</>;
}

export const typeChoices = [
  { id: 'percent', name: 'resources.promocodes.types.percent' },
  { id: 'amount', name: 'resources.promocodes.types.amount' },
];
