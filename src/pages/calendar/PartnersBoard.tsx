import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
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
import { Loading, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { formatDate } from '../../domain/format';
import { addDays, isIsoDay, isoDayOf, startOfWeek } from '../../domain/isoDates';
import type { CalendarEvent } from '../../providers/records/calendar';
import type { CalendarFilter } from '../../providers/records/calendar';
import { useFormat } from '../../components/useFormat';
import { AssignDialog } from './AssignDialog';
import { CoverDialog } from '../../resources/partners/CoverDialog';
import { useCalendarChoices } from './useCalendarChoices';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { useBoardDrop } from './useBoardDrop';
import { DayCell } from './BoardDayCell';

const today = () => isoDayOf(Date.now());

/** 'Mon, Nov 23' in the interface language's own date format. */
const dayLabel = (day: string, locale: string) => formatDate(day, locale, { weekday: true });

/**
 * The board's week, in the address (`?view=board&week=2026-11-23`): a link or a reload opens the same week, and
 * it stays while the user looks at the orders tab and comes back. Any day of a week stands for its Monday; no week
 * (or not a day) is this week.
 */
function useBoardWeek() {
  const [params, setParams] = useSearchParams();
  // Today, as the board first opened (a board left open overnight stays on its week).
  const [openedOn] = useState(today);
  const asked = params.get('week');
  const weekStart = startOfWeek(isIsoDay(asked) ? asked : openedOn);
  const setWeekStart = (week: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('week', week);
        return next;
      },
      { replace: true },
    );
  return [weekStart, setWeekStart] as const;
}

/** Partners by day: one row per partner, one column per day; orders short of partners are assigned from above. */
export default function PartnersBoard({ filter }: { filter: CalendarFilter }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { types } = useCalendarChoices();
  const [weekStart, setWeekStart] = useBoardWeek();
  const [assigning, setAssigning] = useState<CalendarEvent | null>(null);
  const [covering, setCovering] = useState(false);
  const { time: shortTime, language: locale } = useFormat();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['calendar', 'board', weekStart, filter],
    queryFn: () => dataProvider.calendarBoard({ weekStart, filter }),
  });
  const board = useBoardDrop(refetch);
  const typeName = (id: number) => types.find((type) => type.id === id)?.name ?? `#${id}`;
  // The board is read again after an assignment, and after a dialog closed on a refusal (the order may have
  // changed meanwhile, its version with it).
  const closeAssign = () => {
    setAssigning(null);
    void refetch();
  };
  return (
    <Box>
      {/* On a phone the week's moves and title stay together (the title wraps between them); the cover button wraps. */}
      <Stack direction="row" alignItems="center" flexWrap="wrap" useFlexGap spacing={1} sx={{ mb: 1 }}>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ minWidth: 0 }}>
          <IconButton
            aria-label={translate('resources.calendar.board.previousWeek')}
            onClick={() => setWeekStart(addDays(weekStart, -7))}
          >
            <ChevronLeft />
          </IconButton>
          <Typography component="h2" variant="h6" sx={{ fontSize: { xs: '1rem', sm: undefined } }}>
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
        </Stack>
        <Button size="small" variant="outlined" onClick={() => setCovering(true)} sx={{ ml: 'auto' }}>
          {translate('dispatch.cover.title')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.calendar.board.hint')}
      </Typography>
      {isPending ? (
        <Loading />
      ) : error || !data ? (
        <Alert severity="error">{translate('app.errors.loadProblem')}</Alert>
      ) : (
        <>
          <TableContainer sx={{ maxHeight: 720, maxWidth: '100%' }}>
            {/* Fixed columns share the page's width: seven days and the names fit 1280 px without a horizontal scroll;
                a phone scrolls the table sideways rather than squeezing a day to a few letters. */}
            <Table
              size="small"
              stickyHeader
              sx={{ tableLayout: 'fixed', width: '100%', minWidth: 900 }}
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
                    <TableCell key={day} sx={{ verticalAlign: 'top', px: 0.5 }}>
                      <Box sx={{ maxHeight: 180, overflowY: 'auto' }}>
                        {data.unassigned
                          .filter(
                            (order) =>
                              order.date === day &&
                              !(board.pending?.from === null && board.pending.order.id === order.id),
                          )
                          .map((order) => (
                            <Button
                              key={order.id}
                              size="small"
                              variant="outlined"
                              sx={{
                                m: 0.25,
                                px: 0.75,
                                minWidth: 0,
                                maxWidth: 'calc(100% - 4px)',
                                textTransform: 'none',
                                // a narrow day (a phone) or a long time ('Clarify the day before') wraps
                                whiteSpace: 'normal',
                                textAlign: 'left',
                              }}
                              aria-label={`${translate('resources.calendar.board.assignTitle', { id: order.id })}, ${shortTime(order.time)}`}
                              onClick={() => setAssigning(order)}
                              {...board.dragProps(order, null)}
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
                      <DayCell key={day} partner={partner} day={day} board={board} />
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
