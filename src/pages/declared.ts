import { dataProvider } from '../providers/dataProvider';
import { definePage } from '../routing/definePage';
import { lazyScreen } from '../routing/lazyScreen';
import { appStore } from '../layout/preferencesStore';
import type { CalendarFilter } from '../providers/records/calendar';
import { summaryQuery } from './analytics/summaryQuery';
import { readParams, today } from './analytics/useAnalyticsParams';
import { OrdersCalendar } from './calendar/calendarViews';
import { FILTER_STORE_KEY, dayOf, eventsQuery, monthShown } from './calendar/eventsQuery';
import { COUNT_WIDGETS, widgetQuery } from './dashboard/widgetQuery';

const Dashboard = lazyScreen(() => import('./Dashboard'));
const Analytics = lazyScreen(() => import('./analytics/AnalyticsPage'));
const ActivityPage = lazyScreen(() => import('../components/history/ActivityPage'));
const CalendarPage = lazyScreen(() => import('./calendar/CalendarPage'), [OrdersCalendar]);

/** What the analytics page opens with: its figures for the range in the address (none for a faulty range). */
const analyticsOpening = definePage({
  path: '/analytics',
  screen: Analytics,
  opensWith: ({ search, params }) => {
    const { range, unit, problem } = readParams(new URLSearchParams(search), params.page, today());
    return problem ? [] : [summaryQuery(dataProvider, range, unit)];
  },
});

/** The pages in the layout (App renders a route for each; src/routing/prefetch.ts prefetches what they open with). */
export const PAGES = [
  definePage({
    path: '/dashboard',
    screen: Dashboard,
    opensWith: () => COUNT_WIDGETS.map((name) => widgetQuery(dataProvider, name)),
  }),
  analyticsOpening,
  { ...analyticsOpening, path: '/analytics/:page' },
  definePage({
    path: '/calendar',
    screen: CalendarPage,
    // The orders tab's month of today under the stored filter (the partners board asks for its own days).
    opensWith: ({ search }) =>
      new URLSearchParams(search).get('view') === 'board'
        ? []
        : [
            eventsQuery(
              dataProvider,
              monthShown(dayOf(new Date())),
              appStore.getItem<CalendarFilter>(FILTER_STORE_KEY, {}) ?? {},
            ),
          ],
  }),
  definePage({ path: '/activity', screen: ActivityPage }),
];
