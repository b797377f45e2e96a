import { errorKey } from './formValues';
import { Box, ButtonBase, FormHelperText, Skeleton, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useInput, useTranslate } from 'react-admin';
import { useFormat } from '../../components/useFormat';
import { toMinor, useMoney } from '../../components/money';
import { useCalendarData } from './useCalendarData';
import type { DayInfo } from '../../providers/records/order';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

/**
 * The order date: the next 60 days as a month-by-month grid, each day showing its availability (free
 * slots, fully booked, closed) and discount in text. A day already chosen stays choosable (editing an
 * order whose date has passed shows it above the grid).
 */
export default function DateCalendar({ readOnly }: { readOnly?: boolean }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'date' });
  const { data: days, isPending } = useCalendarData();
  const format = useFormat();
  const locale = format.language;
  const { precision } = useMoney();
  const long = (day: string) => format.date(day, { weekday: true });
  // A date discount's amount is set in major units (docs/decisions.md section 5); the format module takes minor ones.
  const discount = ({ type, value }: NonNullable<DayInfo['discount']>) =>
    format.discount(type, type === 'amount' ? toMinor(value, precision) : value);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  if (isPending || !days) return <Skeleton variant="rectangular" height={240} />;

  const months = new Map<string, DayInfo[]>();
  for (const day of days)
    months.set(day.date.slice(0, 7), [...(months.get(day.date.slice(0, 7)) ?? []), day]);
  const describe = (day: DayInfo) =>
    [
      long(day.date),
      day.freeSlots === 0 && new Date(`${day.date}T00:00:00Z`).getUTCDay() === 0
        ? translate('resources.orders.messages.closed')
        : day.available
          ? translate('resources.orders.messages.free', { smart_count: day.freeSlots })
          : translate('resources.orders.messages.full'),
      day.discount ? discount(day.discount) : '',
    ]
      .filter(Boolean)
      .join(', ');

  return (
    <Box data-testid="date-calendar">
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {translate('resources.orders.fields.date')}: <strong>{field.value ? long(field.value) : '—'}</strong>
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {[...months.entries()].map(([key, monthDays]) => {
          const first = new Date(`${monthDays[0].date}T00:00:00Z`);
          const blanks = WEEKDAYS.indexOf(first.getUTCDay());
          return (
            <Box key={key} sx={{ minWidth: 280 }}>
              <Typography variant="subtitle2" component="h3" sx={{ textTransform: 'capitalize' }}>
                {format.month(key, { long: true })}
              </Typography>
              {/* A group of day buttons named by its month (a grid role would need rows and cells). */}
              <Box
                role="group"
                aria-label={format.month(key, { long: true })}
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 40px)', gap: 0.5 }}
              >
                {WEEKDAYS.map((day) => (
                  <Typography key={day} variant="caption" color="text.secondary" align="center" aria-hidden>
                    {weekday.format(new Date(Date.UTC(2024, 0, 7 + day)))}
                  </Typography>
                ))}
                {Array.from({ length: blanks }, (_, index) => (
                  <span key={`blank-${index}`} />
                ))}
                {monthDays.map((day) => {
                  const selected = field.value === day.date;
                  return (
                    <ButtonBase
                      key={day.date}
                      aria-pressed={selected}
                      disabled={readOnly || (!day.available && !selected)}
                      onClick={() => field.onChange(day.date)}
                      sx={{
                        height: 40,
                        borderRadius: 1,
                        border: 1,
                        borderColor: selected ? 'primary.main' : 'divider',
                        bgcolor: selected
                          ? 'primary.main'
                          : day.available
                            ? 'background.paper'
                            : 'action.disabledBackground',
                        color: selected
                          ? 'primary.contrastText'
                          : day.available
                            ? 'text.primary'
                            : 'text.disabled',
                        flexDirection: 'column',
                        fontSize: 13,
                        lineHeight: 1.1,
                      }}
                    >
                      {Number(day.date.slice(8))}
                      <Box
                        component="span"
                        sx={{
                          // '-20 PLN' has to fit a 40 px day: a size smaller and no wrapping
                          fontSize: 9,
                          minHeight: 11,
                          whiteSpace: 'nowrap',
                          fontWeight: 600,
                          // success.main reads as text in both modes (6.6:1 light, 7:1 dark); success.dark is
                          // 3.9:1 on the dark paper.
                          color: selected ? 'inherit' : 'success.main',
                        }}
                      >
                        {day.discount ? discount(day.discount) : day.available ? '' : '×'}
                      </Box>
                      {/* The name is the visible text plus the day in words (axe: label-content-name-mismatch). */}
                      <Box component="span" sx={visuallyHidden}>
                        {`, ${describe(day)}`}
                      </Box>
                    </ButtonBase>
                  );
                })}
              </Box>
            </Box>
          );
        })}
      </Box>
      {errorKey(fieldState.error?.message) && (
        <FormHelperText error role="alert">
          {translate(errorKey(fieldState.error?.message)!)}
        </FormHelperText>
      )}
    </Box>
  );
}
