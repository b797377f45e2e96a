import {
  SelectInput,
  useCanAccess,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type SelectInputProps,
} from 'react-admin';
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
  // MUI's small Chip, drawn by the theme's classes (src/theme.ts): one element per chip in every list row.
  return (
    <span className={`status-chip ${filled ? 'filled' : 'outlined'} ${status.colour}`}>
      {translate(`${statuses.translationPrefix}.${status.key}`)}
    </span>
  );
}

export const statusChoices = choicesOf(RECORD_STATUSES);

/** A content record's status as text (never colour alone). */
export function StatusField({ source = 'status' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  return <StatusChip statuses={RECORD_STATUSES} value={record?.[source]} />;
}

interface StatusChoice {
  id: number;
  name: string;
}

/**
 * Only who may delete may set Deleted (docs/decisions-foundation.md): for the others the choice is left out, or
 * kept disabled when it is the current value (so a deleted record still reads as Deleted). Hidden while the
 * permission is being checked.
 */
export function useStatusChoices(
  choices: StatusChoice[],
  deletedId: number,
  current?: unknown,
  resource?: string,
) {
  const contextResource = useResourceContext();
  const { canAccess: mayDelete } = useCanAccess({ resource: resource ?? contextResource, action: 'delete' });
  if (mayDelete) return choices;
  return choices
    .filter((choice) => choice.id !== deletedId || Number(current) === deletedId)
    .map((choice) => (choice.id === deletedId ? { ...choice, disabled: true } : choice));
}

export function StatusInput(props: Partial<SelectInputProps>) {
  const record = useRecordContext();
  const choices = useStatusChoices(
    statusChoices,
    RECORD_STATUS.deleted,
    record?.[props.source ?? 'status'],
    props.resource,
  );
  return <SelectInput source="status" choices={choices} defaultValue={RECORD_STATUS.active} {...props} />;
}

export const statusTabs = [
  { key: 'all', label: 'app.tabs.all', filter: {} },
  ...statusList(RECORD_STATUSES).map(({ id, key }) => ({
    key,
    label: `app.status.${key}`,
    filter: { status: id },
  })),
];
