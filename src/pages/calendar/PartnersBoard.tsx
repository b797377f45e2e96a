import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useQuery } from '@tanstack/react-query';
import { Loading, useCreatePath, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDate } from '../../domain/format';
import { addDays, startOfWeek } from '../../domain/isoDates';
import type { BoardPartner, CalendarEvent } from '../../providers/records/calendar';
import type { CalendarFilter } from '../../providers/records/calendar';
import { useFormat } from '../../components/useFormat';
import { AssignDialog } from './AssignDialog';
import { CoverDialog } from '../../resources/partners/CoverDialog';

const today = () => new Date().toISOString().slice(0, 10);
import { useCalendarChoices } from './useCalendarChoices';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

/** 'Mon, Nov 23' in the interface language's own date format. */
const dayLabel = (day: string, locale: string) => formatDate(day, locale, { weekday: true });

function OrderChip({ order }: { order: CalendarEvent }) {
  const createPath = useCreatePath();
  const { time: shortTime } = useFormat();
  return (
    <Chip
      size="small"
      clickable
      component={Link}
      to={createPath({ resource: 'orders', id: order.id, type: 'show' })}
      label={`${shortTime(order.time)} #${order.id}`}
      sx={{ m: 0.25 }}
    />
  );
}

function DayCell({ partner, day }: { partner: BoardPartner; day: string }) {
  const translate = useTranslate();
  const off = partner.daysOff.filter((dayOff) => dayOff.date === day);
  return (
    <TableCell
      sx={{ verticalAlign: 'top', bgcolor: off.some((item) => item.wholeDay) ? 'action.hover' : undefined }}
    >
      {off.map((item) => (
        <Chip
          key={item.id ?? item.date}
          size="small"
          color="warning"
          variant="outlined"
          sx={{ m: 0.25 }}
          label={
            item.wholeDay
              ? translate('resources.calendar.board.dayOff')
              : translate('resources.calendar.board.periodOff', {
                  periods: item.periods.map((p) => `${p.from}–${p.to}`).join(', '),
                })
          }
        />
      ))}
      {partner.orders
        .filter((order) => order.date === day)
        .map((order) => (
          <OrderChip key={order.id} order={order} />
        ))}
    </TableCell>
  );
}

/** Partners by day: one row per partner, one column per day; orders short of partners are assigned from above. */
export default function PartnersBoard({ filter }: { filter: CalendarFilter }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const { types } = useCalendarChoices();
  const [weekStart, setWeekStart] = useState(() => startOfWeek(new Date().toISOString().slice(0, 10)));
  const [assigning, setAssigning] = useState<CalendarEvent | null>(null);
  const [covering, setCovering] = useState(false);
  const { time: shortTime } = useFormat();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['calendar', 'board', weekStart, filter],
    queryFn: () => dataProvider.calendarBoard({ weekStart, filter }),
  });
  const typeName = (id: number) => types.find((type) => type.id === id)?.name ?? `#${id}`;
  // The board is read again after an assignment, and after a dialog closed on a refusal (the order may have
  // changed meanwhile, its version with it).
  const closeAssign = () => {
    setAssigning(null);
    void refetch();
  };
  return (
    <Box>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <IconButton
          aria-label={translate('resources.calendar.board.previousWeek')}
          onClick={() => setWeekStart(addDays(weekStart, -7))}
        >
          <ChevronLeft />
        </IconButton>
        <Typography component="h2" variant="h6">
          {translate('resources.calendar.board.week', {
            from: dayLabel(weekStart, locale),
            to: dayLabel(addDays(weekStart, 6), locale),
          })}
        </Typography>
        <IconButton
          aria-label={translate('resources.calendar.board.nextWeek')}
          onClick={() => setWeekStart(addDays(weekStart, 7))}
        >
          <ChevronRight />
        </IconButton>
        <Button size="small" variant="outlined" onClick={() => setCovering(true)} sx={{ ml: 'auto' }}>
          {translate('dispatch.cover.title')}
        </Button>
      </Stack>
      {isPending ? (
        <Loading />
      ) : error || !data ? (
        <Alert severity="error">{translate('app.errors.loadProblem')}</Alert>
      ) : (
        <>
          <TableContainer sx={{ maxHeight: 720, maxWidth: '100%' }}>
            {/* Fixed columns share the page's width: seven days and the names fit 1280 px without a horizontal scroll. */}
            <Table
              size="small"
              stickyHeader
              sx={{ tableLayout: 'fixed', width: '100%' }}
              aria-label={translate('resources.calendar.tabs.board')}
            >
              <TableHead>
                <TableRow>
                  <TableCell scope="col" sx={{ width: 150 }}>
                    {translate('resources.calendar.filters.partner')}
                  </TableCell>
                  {data.days.map((day) => (
                    <TableCell key={day} scope="col">
                      {dayLabel(day, locale)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                <TableRow data-testid="unassigned">
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, verticalAlign: 'top' }}>
                    {translate('resources.calendar.board.unassigned', {
                      smart_count: data.unassigned.length,
                    })}
                  </TableCell>
                  {data.days.map((day) => (
                    // A busy day's waiting orders scroll inside their cell, so the partners' rows stay in sight.
                    <TableCell key={day} sx={{ verticalAlign: 'top' }}>
                      <Box sx={{ maxHeight: 180, overflowY: 'auto' }}>
                        {data.unassigned
                          .filter((order) => order.date === day)
                          .map((order) => (
                            <Button
                              key={order.id}
                              size="small"
                              variant="outlined"
                              sx={{ m: 0.25, px: 0.75, minWidth: 0, textTransform: 'none' }}
                              aria-label={`${translate('resources.calendar.board.assignTitle', { id: order.id })}, ${shortTime(order.time)}`}
                              onClick={() => setAssigning(order)}
                            >
                              {`${shortTime(order.time)} #${order.id}`}
                            </Button>
                          ))}
                      </Box>
                    </TableCell>
                  ))}
                </TableRow>
                {data.partners.map((partner) => (
                  <TableRow key={partner.id} data-testid={`board-partner-${partner.id}`}>
                    <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                      {partner.name}
                    </TableCell>
                    {data.days.map((day) => (
                      <DayCell key={day} partner={partner} day={day} />
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      {covering && (
        <CoverDialog
          partners={data?.partners ?? []}
          day={weekStart < today() ? today() : weekStart}
          onClose={() => setCovering(false)}
          onDone={() => void refetch()}
        />
      )}
      {assigning && data && (
        <AssignDialog
          order={assigning}
          partners={data.partners}
          typeName={typeName}
          onClose={closeAssign}
          onAssigned={closeAssign}
        />
      )}
    </Box>
  );
}
