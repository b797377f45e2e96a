import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Box, alpha, useTheme } from '@mui/material';
import { useCreatePath, useNotify, useTranslate } from 'react-admin';
import { useFormat } from '../../components/useFormat';
import { useNavigate } from 'react-router-dom';
import {
  createCalendar,
  destroyCalendar,
  DayGrid,
  Interaction,
  TimeGrid,
  type Calendar,
} from '@event-calendar/core';
import '@event-calendar/core/index.css';
import { moveProblem } from '../../domain/calendarMoves';
import { ORDER_STATUSES, statusList } from '../../domain/statuses';
import type { CalendarEvent } from '../../providers/records/calendar';
import type { CalendarFilter } from '../../providers/records/calendar';
import { timeLabel } from '../../domain/timeSlots';
import { calendarTexts } from './calendarTexts';
import { dropTarget, eventContent, toEventShape } from './calendarEvents';
import { dayOf } from './eventsQuery';
import { keepGridRolesOff } from './gridRoles';
import {
  capPerDay,
  collapseCrowded,
  hiddenHourSpan,
  lanesFor,
  MIN_EVENT_PX,
  MONTH_DAY_ROWS,
  type HiddenHour,
} from './crowdedSlots';
import { HourOrdersDialog, type HourOrders } from './HourOrdersDialog';
import { calendarColours } from './calendarColours';
import { useCalendarCalls } from './useCalendarCalls';

interface Props {
  filter: CalendarFilter;
  /** the keyboard's way to move an order (Enter on an event) */
  onMoveRequest: (order: CalendarEvent) => void;
  /** raised after every move, to fetch the events again */
  version: number;
}

const todayLocal = () => new Date().toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
/** The time grid's column of hours (and the all-day row's label), left of the days, before it is drawn. */
const HOURS_AXIS_PX = 150;
const MORE_PREFIX = 'more:';
/** A "+N more" event's hidden orders, as it was drawn with them (undefined for an order's own event). */
const moreOf = (event: Calendar.Event) =>
  (event.extendedProps as { more?: HiddenHour & { orders: CalendarEvent[] } }).more;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The orders calendar: @event-calendar/core (framework-free) mounted once in a div; React hands it its options.
 * A mouse click opens the order; Enter on a focused event offers the "move to" dialog; a drag asks the same
 * rules as the backend (moveProblem) before it sends the move, and puts the event back when refused.
 */
export default function OrdersCalendar({ filter, onMoveRequest, version }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const calendar = useRef<Calendar | null>(null);
  const orders = useRef(new Map<number, CalendarEvent>());
  // The busy hours of the week and day views that were not drawn, by their "+N more" event's id.
  const [openHour, setOpenHour] = useState<HourOrders | null>(null);
  // The calendar's callbacks, made once per calendar, read the latest filter and move request through these.
  const currentFilter = useEffectEvent(() => filter);
  const requestMove = useEffectEvent((order: CalendarEvent) => onMoveRequest(order));
  const theme = useTheme();
  const translate = useTranslate();
  const locale = useFormat().language;
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { events, move } = useCalendarCalls();

  useEffect(() => {
    if (!host.current) return;
    const colourOf = new Map(
      statusList(ORDER_STATUSES).map(({ id, colour }) => [
        id,
        colour === 'default' ? theme.palette.grey[600] : theme.palette[colour].main,
      ]),
    );
    const drop = async ({ event, view, revert }: Calendar.EventDropInfo) => {
      const order = orders.current.get(Number(event.id));
      if (!order) return revert();
      const target = dropTarget(order, { start: event.start, allDay: event.allDay, viewType: view.type });
      const problem = moveProblem(order, target.date, target.time, { today: todayLocal() });
      if (problem) {
        revert();
        return notify(problem, { type: 'warning' });
      }
      try {
        await move(order, target.date, target.time);
        notify('resources.calendar.moved', {
          type: 'success',
          messageArgs: { id: order.id, date: target.date },
        });
      } catch (error) {
        revert();
        notify((error as Error).message || 'app.errors.technical', { type: 'warning' });
      } finally {
        calendar.current?.refetchEvents();
      }
    };
    const instance = createCalendar(host.current, [DayGrid, TimeGrid, Interaction], {
      // The page opens with this view's events for today (monthShown: its weeks start on Monday).
      view: 'dayGridMonth',
      firstDay: 1,
      locale,
      // One time format in every language: 24-hour, no seconds (issue 10).
      eventTimeFormat: { hour: '2-digit', minute: '2-digit', hour12: false },
      slotLabelFormat: { hour: '2-digit', minute: '2-digit', hour12: false },
      height: '720px',
      // A month of six weeks (a month ending early in its last week) keeps every week in view: its three rows a day
      // decide its height, not the time grid's 720 px, in which the last week sat under a scroll.
      views: { dayGridMonth: { height: 'auto' } },
      slotMinTime: '07:00',
      slotMaxTime: '22:00',
      snapDuration: '00:15',
      eventDurationEditable: false,
      // side by side rather than stacked: a busy hour stays readable
      slotEventOverlap: false,
      // A month's days are capped before the library gets them (capPerDay): its own cap measures every event.
      dayMaxEvents: false,
      // Every view asks for its own events: the week and day views collapse busy hours for their column width.
      lazyFetching: false,
      ...calendarTexts(translate),
      // While a view's events load, the region says it is busy (a screen reader waits; so do the tests): the view
      // is first drawn with the events it had, then with its own.
      loading: (busy) => host.current?.setAttribute('aria-busy', String(busy)),
      headerToolbar: {
        start: 'prev,next today',
        center: 'title',
        end: 'dayGridMonth,timeGridWeek,timeGridDay',
      },
      eventSources: [
        {
          events: async (info: Calendar.FetchInfo) => {
            const answer = await events(info.start, info.end, currentFilter());
            orders.current = new Map(answer.map((order) => [order.id, order]));
            const shapes = answer.flatMap((order) => toEventShape(order) ?? []);
            // A week or day is a time grid (a month asks for 5-6 weeks): its busy hours collapse into "+N more".
            const days = Math.round((info.end.getTime() - info.start.getTime()) / DAY_MS);
            // The days' width: the calendar's, less its column of hours as drawn (its label's width by language).
            const axis =
              host.current?.querySelector<HTMLElement>('.ec-sidebar')?.offsetWidth || HOURS_AXIS_PX;
            const width = (host.current?.clientWidth ?? 0) - axis;
            const column = width / days;
            const { shown, hidden } =
              days > 7
                ? capPerDay(shapes, MONTH_DAY_ROWS)
                : width > 0
                  ? collapseCrowded(shapes, lanesFor(column))
                  : { shown: shapes, hidden: [] };
            const more = hidden.map((hour) => ({
              id: `${MORE_PREFIX}${hour.day}:${hour.hour}`,
              // What this "+N more" stands for, as drawn: a later fetch (another view, a refresh) replaces
              // `orders`, never what an event already on screen lists.
              extendedProps: {
                more: { ...hour, orders: hour.ids.flatMap((each) => orders.current.get(each) ?? []) },
              },
              ...hiddenHourSpan(hour),
              allDay: false,
              // A phone's week has no room for the words: '+3' (its label says '3 more orders at 10:00').
              title:
                column < MIN_EVENT_PX && hour.hour !== null
                  ? `+${hour.ids.length}`
                  : translate('resources.calendar.more', { smart_count: hour.ids.length }),
              editable: false,
              startEditable: false,
              backgroundColor: theme.palette.action.selected,
              textColor: theme.palette.text.primary,
              styles: [`border-left: 4px solid ${theme.palette.text.secondary}`],
              classNames: ['order-more'],
            }));
            const drawn = shown.flatMap((shape) => {
              const order = orders.current.get(shape.id);
              if (!order) return [];
              const colour = colourOf.get(order.status) ?? theme.palette.grey[600];
              // A light tint with dark text keeps every status readable; the status colour is the bar on the left.
              return [
                {
                  ...shape,
                  backgroundColor: alpha(colour, 0.18),
                  textColor: theme.palette.text.primary,
                  styles: [`border-left: 4px solid ${colour}`],
                  classNames: [`order-status-${order.status}`],
                },
              ];
            });
            return [...drawn, ...more];
          },
        },
      ],
      // The library's default content titles each event with an <h4>: a calendar of events is not an outline of
      // headings (axe: heading-order). The same time and title, as text.
      eventContent: ({ event, timeText }) => ({
        domNodes: eventContent(
          event.allDay || moreOf(event) ? '' : timeText,
          typeof event.title === 'string' ? event.title : '',
        ),
      }),
      eventDidMount: ({ el, event }) => {
        const hour = moreOf(event);
        if (hour) {
          el.setAttribute(
            'aria-label',
            hour.hour === null
              ? translate('resources.calendar.moreOn', { smart_count: hour.ids.length })
              : translate('resources.calendar.moreAt', {
                  smart_count: hour.ids.length,
                  time: `${pad(hour.hour)}:00`,
                }),
          );
          el.dataset.moreHour = hour.hour === null ? hour.day : `${hour.day}T${pad(hour.hour)}`;
          return;
        }
        const order = orders.current.get(Number(event.id));
        if (order)
          el.setAttribute(
            'aria-label',
            `#${order.id} ${order.customerName} ${timeLabel(order.timeText, translate)} ${translate(`resources.orders.status.${statusList(ORDER_STATUSES).find((s) => s.id === order.status)?.key ?? 'new'}`)}`,
          );
        el.dataset.orderId = String(event.id);
        // The day the library drew it on: a month's events past "+N more" sit hidden, elsewhere than their cell.
        el.dataset.day = dayOf(event.start);
      },
      eventClick: ({ event, jsEvent }) => {
        const hour = moreOf(event);
        // "+N more" (a click or Enter): the hour's orders, listed.
        if (hour)
          return setOpenHour({
            day: hour.day,
            time: hour.hour === null ? null : `${pad(hour.hour)}:00`,
            orders: hour.orders,
          });
        const order = orders.current.get(Number(event.id));
        if (!order) return;
        if (jsEvent.type === 'keydown') requestMove(order);
        else void navigate(createPath({ resource: 'orders', id: order.id, type: 'show' }));
      },
      // A drop's refusal or failure is caught and reported in drop(); the calendar waits for nothing.
      eventDrop: (info) => void drop(info),
    });
    calendar.current = instance;
    const stopRoles = keepGridRolesOff(host.current);
    return () => {
      stopRoles();
      calendar.current = null;
      void destroyCalendar(instance);
    };
    // The calendar is built once per language and theme; the filter and the move request are Effect Events.
  }, [locale, theme, translate, events, move, notify, navigate, createPath]);

  // A changed filter or a move reads the events again; the calendar's own first fetch has the first ones.
  const shown = useRef({ filter, version });
  useEffect(() => {
    if (shown.current.filter === filter && shown.current.version === version) return;
    shown.current = { filter, version };
    calendar.current?.refetchEvents();
  }, [filter, version]);

  return (
    <>
      <Box
        ref={host}
        data-testid="orders-calendar"
        role="region"
        aria-label={translate('resources.calendar.tabs.orders')}
        // A busy day's 'any time' orders would push the hours off screen: their row scrolls instead.
        // On a phone the toolbar's three groups (moves, title, views) wrap rather than widen the page.
        // The library's colours follow the theme (its own are a light page's): issue #30, white on white in dark mode.
        sx={{
          '& .ec': calendarColours(theme),
          '& .ec-all-day': { maxHeight: 160, overflowY: 'auto' },
          '& .ec-toolbar': { flexWrap: 'wrap', gap: 1 },
          // The library measures each month event as it draws it, and each measure laid out every event drawn so
          // far again (~1 ms each, ~120 ms a month). An event's content is skipped in those measures: it is one
          // line and its padding high (the library's CSS), the height its stacking reads, and is drawn with the frame.
          '& .ec-day-grid .ec-event': {
            contentVisibility: 'auto',
            containIntrinsicBlockSize: 'auto calc(1lh + 4px)',
          },
        }}
      />
      {openHour && (
        <HourOrdersDialog
          hour={openHour}
          onClose={() => setOpenHour(null)}
          onMove={(order) => {
            setOpenHour(null);
            onMoveRequest(order);
          }}
        />
      )}
    </>
  );
}
