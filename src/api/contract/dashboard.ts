import { z } from 'zod/mini';
import {
  DASHBOARD_WIDGETS,
  type CountWithOrders,
  type DashboardWidgetName,
  type DashboardWidgets,
  type LoadRow,
  type OrderLine,
} from '../../domain/dashboardWidgets';
import { dateRange } from './analytics';
import { endpoint } from './endpoint';

/** A line of a widget's short list of orders. */
export const orderLine = z.object({
  id: z.int(),
  date: z.nullable(z.string()),
  timeText: z.string(),
  customerName: z.string(),
  /** minor units */
  price: z.int(),
  status: z.int(),
}) satisfies z.ZodMiniType<OrderLine>;

export const countWithOrders = z.object({
  count: z.int().check(z.nonnegative()),
  /** at most SHORT_LIST of them */
  orders: z.array(orderLine),
}) satisfies z.ZodMiniType<CountWithOrders>;

/** One of the next days' load (src/domain/dashboard.ts upcomingLoad). */
export const loadRow = z.object({
  date: z.string(),
  /** orders still to do that day (not cancelled, not deleted) */
  orders: z.int(),
  /** partners those orders need */
  partnersNeeded: z.int(),
  /** registered partners without a whole day off */
  partnersAvailable: z.int(),
  /** of those, partners off for part of the day */
  partnersPartlyOff: z.int(),
}) satisfies z.ZodMiniType<LoadRow>;

const countAndAmount = z.object({ count: z.int().check(z.nonnegative()), amount: z.int() });

/**
 * What each widget answers, by its name: one small answer per widget, so one that fails leaves the others. The
 * answers' types are the domain's (src/domain/dashboardWidgets.ts), which each schema is checked against.
 */
export const dashboardWidgetAnswers = {
  today: z.extend(countWithOrders, { date: z.string() }),
  newOrders: countWithOrders,
  unpaid: countAndAmount,
  lowRating: z.object({ count: z.int().check(z.nonnegative()), range: dateRange }),
  debt: countAndAmount,
  daily: z.array(z.object({ date: z.string(), orders: z.int(), revenue: z.int() })),
  serviceTypes: z.array(
    z.object({
      idServiceType: z.int(),
      label: z.record(z.string(), z.string()),
      orders: z.int(),
    }),
  ),
  load: z.array(loadRow),
  /** warehouse items of the location below their minimum stock */
  lowStock: z.object({ count: z.int().check(z.nonnegative()) }),
} satisfies { [K in DashboardWidgetName]: z.ZodMiniType<DashboardWidgets[K]> };

type Answers = typeof dashboardWidgetAnswers;
export type { DashboardWidgetName, DashboardWidgets };

const answers = Object.values(dashboardWidgetAnswers) as [
  Answers[DashboardWidgetName],
  ...Answers[DashboardWidgetName][],
];

export const dashboardApi = {
  widget: endpoint({
    path: 'admin/dashboard/widget',
    summary:
      "One widget's figures for the session's location; the answer's shape is the widget's own (by name).",
    access: { resource: 'dashboard', action: 'list' },
    request: z.object({ name: z.enum(DASHBOARD_WIDGETS) }),
    // The envelope does not name the widget, so the answer is checked against every widget's shape; the client's
    // types pick the named one (DashboardWidgets).
    answer: z.union(answers),
  }),
};
