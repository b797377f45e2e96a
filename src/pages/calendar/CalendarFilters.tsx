import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ORDER_STATUSES, statusList } from '../../domain/statuses';
import type { CalendarFilter } from '../../providers/records/calendar';
import { useCalendarChoices } from './useCalendarChoices';

const ALL = '';

/** One select of the calendar's filters: 'All' first, then the choices; answers the chosen id or undefined. */
function ChoiceFilter({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: number | undefined;
  choices: { id: number; name: string }[];
  onChange: (id: number | undefined) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 200 }}
      label={translate(label)}
      value={value ?? ALL}
      onChange={(event) => onChange(event.target.value === ALL ? undefined : Number(event.target.value))}
    >
      <MenuItem value={ALL}>{translate('resources.calendar.filters.all')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Service type, partner and status: the order list's own filters, sent to the backend with the range. */
export function CalendarFilters({
  value,
  onChange,
}: {
  value: CalendarFilter;
  onChange: (filter: CalendarFilter) => void;
}) {
  const translate = useTranslate();
  const { types, partners } = useCalendarChoices();
  const statuses = statusList(ORDER_STATUSES).map((status) => ({
    id: status.id,
    name: translate(`${ORDER_STATUSES.translationPrefix}.${status.key}`),
  }));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <ChoiceFilter
        label="resources.calendar.filters.serviceType"
        value={value.serviceType}
        choices={types}
        onChange={(serviceType) => onChange({ ...value, serviceType })}
      />
      <ChoiceFilter
        label="resources.calendar.filters.partner"
        value={value.partnerId}
        choices={partners}
        onChange={(partnerId) => onChange({ ...value, partnerId })}
      />
      <ChoiceFilter
        label="resources.calendar.filters.status"
        value={value.statuses?.[0]}
        choices={statuses}
        onChange={(status) => onChange({ ...value, statuses: status === undefined ? undefined : [status] })}
      />
    </Stack>
  );
}
