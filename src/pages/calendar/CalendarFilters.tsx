import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ORDER_STATUSES, statusList } from '../../domain/statuses';
import type { CalendarFilter } from '../../providers/types';
import { useCalendarChoices } from './useCalendarChoices';

const ALL = '';

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
  const number = (text: string) => (text === ALL ? undefined : Number(text));
  const statuses = statusList(ORDER_STATUSES);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        select
        size="small"
        sx={{ minWidth: 200 }}
        label={translate('resources.calendar.filters.serviceType')}
        value={value.serviceType ?? ALL}
        onChange={(event) => onChange({ ...value, serviceType: number(event.target.value) })}
      >
        <MenuItem value={ALL}>{translate('resources.calendar.filters.all')}</MenuItem>
        {types.map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={{ minWidth: 200 }}
        label={translate('resources.calendar.filters.partner')}
        value={value.partnerId ?? ALL}
        onChange={(event) => onChange({ ...value, partnerId: number(event.target.value) })}
      >
        <MenuItem value={ALL}>{translate('resources.calendar.filters.all')}</MenuItem>
        {partners.map((partner) => (
          <MenuItem key={partner.id} value={partner.id}>
            {partner.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={{ minWidth: 200 }}
        label={translate('resources.calendar.filters.status')}
        value={value.statuses?.[0] ?? ALL}
        onChange={(event) => {
          const status = number(event.target.value);
          onChange({ ...value, statuses: status === undefined ? undefined : [status] });
        }}
      >
        <MenuItem value={ALL}>{translate('resources.calendar.filters.all')}</MenuItem>
        {statuses.map((status) => (
          <MenuItem key={status.id} value={status.id}>
            {translate(`${ORDER_STATUSES.translationPrefix}.${status.key}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
