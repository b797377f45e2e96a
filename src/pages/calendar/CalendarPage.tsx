import { Suspense, useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Loading, Title, useStore, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { CalendarEvent } from '../../providers/records/calendar';
import type { CalendarFilter } from '../../providers/records/calendar';
import { CalendarFilters } from './CalendarFilters';
import { FILTER_STORE_KEY } from './eventsQuery';
import { MoveOrderDialog } from './MoveOrderDialog';
import { OrdersCalendar, PartnersBoard } from './calendarViews';

type View = 'orders' | 'board';

/** /calendar: the orders calendar (month, week, day) and the partners-by-day board, with one set of filters. */
export default function CalendarPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'board' ? 'board' : 'orders';
  const [filter, setFilter] = useStore<CalendarFilter>(FILTER_STORE_KEY, {});
  const [moving, setMoving] = useState<CalendarEvent | null>(null);
  const [version, setVersion] = useState(0);
  // After a move, and after a dialog closed on a refusal (the order may have changed meanwhile: its version with
  // it), the events are read again.
  const closeMove = () => {
    setMoving(null);
    setVersion((n) => n + 1);
  };
  return (
    <Box sx={{ mt: 2, minWidth: 0, maxWidth: '100%' }}>
      <Title title={translate('resources.calendar.name')} />
      <Typography variant="h4" component="h2" sx={{ mb: 1, fontWeight: 700 }}>
        {translate('resources.calendar.name')}
      </Typography>
      <Tabs
        value={view}
        onChange={(_, next: View) =>
          // The other tab's place (the board's week) stays in the address for the way back.
          setParams((previous) => {
            const kept = new URLSearchParams(previous);
            if (next === 'board') kept.set('view', 'board');
            else kept.delete('view');
            return kept;
          })
        }
        sx={{ mb: 2 }}
      >
        <Tab value="orders" label={translate('resources.calendar.tabs.orders')} />
        <Tab value="board" label={translate('resources.calendar.tabs.board')} />
      </Tabs>
      <CalendarFilters value={filter} onChange={setFilter} />
      <Suspense fallback={<Loading />}>
        {view === 'orders' ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('resources.calendar.hint')}
            </Typography>
            <OrdersCalendar filter={filter} version={version} onMoveRequest={setMoving} />
          </>
        ) : (
          <PartnersBoard filter={filter} />
        )}
      </Suspense>
      {moving && <MoveOrderDialog order={moving} onClose={closeMove} onMoved={closeMove} />}
    </Box>
  );
}
