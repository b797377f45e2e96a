import { Chip } from '@mui/material';
import { SelectInput, useRecordContext, useTranslate, type SelectInputProps } from 'react-admin';
import {
  RECORD_STATUS,
  RECORD_STATUSES,
  statusChoices as choicesOf,
  statusList,
  type StatusFamily,
} from '../domain/statuses';

/** Any status as text in an outlined chip, coloured from its definition (the colour only repeats the text). */
export function StatusChip<K extends string>({
  statuses,
  value,
  filled = false,
}: {
  statuses: StatusFamily<K>;
  value: unknown;
  filled?: boolean;
}) {
  const translate = useTranslate();
  const status = statusList(statuses).find((item) => item.id === Number(value));
  if (value == null || value === '' || !status) return null;
  return (
    <Chip
      size="small"
      variant={filled ? 'filled' : 'outlined'}
      color={status.colour}
      label={translate(`${statuses.translationPrefix}.${status.key}`)}
    />
  );
}

export const statusChoices = choicesOf(RECORD_STATUSES);

/** A content record's status as text (never colour alone). */
export function StatusField({ source = 'status' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  return <StatusChip statuses={RECORD_STATUSES} value={record?.[source]} />;
}

export function StatusInput(props: Partial<SelectInputProps>) {
  return <SelectInput source="status" choices={statusChoices} defaultValue={RECORD_STATUS.active} {...props} />;
}

export const statusTabs = [
  { key: 'all', label: 'app.tabs.all', filter: {} },
  ...statusList(RECORD_STATUSES).map(({ id, key }) => ({ key, label: `app.status.${key}`, filter: { status: id } })),
];
