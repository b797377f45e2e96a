import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useMoney } from '../../components/money';

/** A percent as '10 %', an amount in the location's currency. */
export function PromocodeValueField(_: { label?: string; source?: string }) {
  const record = useRecordContext();
  const { format } = useMoney();
  if (!record) return null;
  return <Typography variant="body2" component="span">{record.type === 'amount' ? format(record.value as number) : `${record.value} %`}</Typography>;
}

export function NumberOfUsesField(_: { label?: string; source?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <Typography variant="body2" component="span">{record.numberOfUses ? String(record.numberOfUses) : translate('app.unlimited')}</Typography>;
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
