import { useEffect, useEffectEvent, useRef } from 'react';
import { Box, alpha, useTheme } from '@mui/material';
import { useCreatePath, useLocaleState, useNotify, useTranslate } from 'react-admin';
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
import { dropTarget, toEventShape } from './calendarEvents';
import { keepGridRolesOff } from './gridRoles';
import { useCalendarCalls } from './useCalendarCalls';

interface Props {
  filter: CalendarFilter;
  /** the keyboard's way to move an order (Enter on an event) */
  onMoveRequest: (order: CalendarEvent) => void;
  /** raised after every move, to fetch the events again */
  version: number;
}

const todayLocal = () => new Date().toISOString().slice(0, 10);

/**
 * The orders calendar: @event-calendar/core (framework-free) mounted once in a div; React hands it its options.
 * A mouse click opens the order; Enter on a focused event offers the "move to" dialog; a drag asks the same
 * rules as the backend (moveProblem) before it sends the move, and puts the event back when refused.
 */
export default function OrdersCalendar({ filter, onMoveRequest, version }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const calendar = useRef<Calendar | null>(null);
  const orders = useRef(new Map<number, CalendarEvent>());
  // The calendar's callbacks, made once per calendar, read the latest filter and move request through these.
  const currentFilter = useEffectEvent(() => filter);
  const requestMove = useEffectEvent((order: CalendarEvent) => onMoveRequest(order));
  const theme = useTheme();
  const translate = useTranslate();
  const [locale] = useLocaleState();
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
      view: 'dayGridMonth',
      firstDay: 1,
      locale,
      // One time format in every language: 24-hour, no seconds (issue 10).
      eventTimeFormat: { hour: '2-digit', minute: '2-digit', hour12: false },
      slotLabelFormat: { hour: '2-digit', minute: '2-digit', hour12: false },
      height: '720px',
      slotMinTime: '07:00',
      slotMaxTime: '22:00',
      snapDuration: '00:15',
      eventDurationEditable: false,
      // side by side rather than stacked: a busy hour stays readable
      slotEventOverlap: false,
      dayMaxEvents: true,
      ...calendarTexts(translate),
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
            return answer.flatMap((order) => {
              const shape = toEventShape(order);
              if (!shape) return [];
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
          },
        },
      ],
      // The library's default content titles each event with an <h4>: a calendar of events is not an outline of
      // headings (axe: heading-order). The same time and title, as text.
      eventContent: ({ event, timeText }) => ({
        domNodes: eventContent(
          event.allDay ? '' : timeText,
          typeof event.title === 'string' ? event.title : '',
        ),
      }),
      eventDidMount: ({ el, event }) => {
        const order = orders.current.get(Number(event.id));
        if (order)
          el.setAttribute(
            'aria-label',
            `#${order.id} ${order.customerName} ${timeLabel(order.timeText, translate)} ${translate(`resources.orders.status.${statusList(ORDER_STATUSES).find((s) => s.id === order.status)?.key ?? 'new'}`)}`,
          );
        el.dataset.orderId = String(event.id);
      },
      eventClick: ({ event, jsEvent }) => {
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

  useEffect(() => {
    calendar.current?.refetchEvents();
  }, [filter, version]);

  return (
    <Box
      ref={host}
      data-testid="orders-calendar"
      role="region"
      aria-label={translate('resources.calendar.tabs.orders')}
      // A busy day's 'any time' orders would push the hours off screen: their row scrolls instead.
      // On a phone the toolbar's three groups (moves, title, views) wrap rather than widen the page.
      sx={{
        '& .ec-all-day': { maxHeight: 160, overflowY: 'auto' },
        '& .ec-toolbar': { flexWrap: 'wrap', gap: 1 },
      }}
    />
  );
}

/** An event's time (when it has one) and title, in the library's own classes. */
function eventContent(timeText: string, title: string): Node[] {
  const nodes: Node[] = [];
  if (timeText) {
    const time = document.createElement('time');
    time.className = 'ec-event-time';
    time.textContent = timeText;
    nodes.push(time);
  }
  const heading = document.createElement('div');
  heading.className = 'ec-event-title';
  heading.textContent = title;
  nodes.push(heading);
  return nodes;
}
