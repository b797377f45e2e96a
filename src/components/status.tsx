import { Chip } from '@mui/material';
import { SelectInput, useRecordContext, useTranslate, type SelectInputProps } from 'react-admin';
import { CATALOGUE_STATUSES } from '../domain/statuses';

export const statusChoices = CATALOGUE_STATUSES.map(({ id, key }) => ({ id, name: `app.status.${key}` }));

const COLOURS = { 1: 'success', 2: 'default', 3: 'error' } as const;

/** A catalogue status as text (never colour alone). */
export function StatusField({ source = 'status' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source] as 1 | 2 | 3 | undefined;
  const status = CATALOGUE_STATUSES.find((item) => item.id === value);
  if (!status) return null;
  return <Chip size="small" variant="outlined" color={COLOURS[status.id]} label={translate(`app.status.${status.key}`)} />;
}

export function StatusInput(props: Partial<SelectInputProps>) {
  return <SelectInput source="status" choices={statusChoices} defaultValue={1} {...props} />;
}

export const statusTabs = [
  { key: 'all', label: 'app.tabs.all', filter: {} },
  ...CATALOGUE_STATUSES.map(({ id, key }) => ({ key, label: `app.status.${key}`, filter: { status: id } })),
];
