/**
 * What each dashboard widget's endpoint answers (admin/dashboard/widget {name}): one small answer per widget,
 * so a widget that fails leaves the others standing. The fake backend builds them with ./dashboard.ts; the
 * contract's schemas (src/api/contract/dashboard.ts) are checked against these types.
 */
import type { DateRange } from './isoDates';

/** A line of a widget's short list of orders. */
export interface OrderLine {
  id: number;
  date: string | null;
  timeText: string;
  customerName: string;
  /** minor units */
  price: number;
  status: number;
}

export interface CountWithOrders {
  count: number;
  /** at most SHORT_LIST of them */
  orders: OrderLine[];
}

/** One of the next days' load (./dashboard.ts upcomingLoad). */
export interface LoadRow {
  date: string;
  /** orders still to do that day (not cancelled, not deleted) */
  orders: number;
  /** partners those orders need */
  partnersNeeded: number;
  /** registered partners without a whole day off */
  partnersAvailable: number;
  /** of those, partners off for part of the day */
  partnersPartlyOff: number;
}

interface CountAndAmount {
  count: number;
  amount: number;
}

/** What each widget answers, by its name. */
export interface DashboardWidgets {
  today: CountWithOrders & { date: string };
  newOrders: CountWithOrders;
  unpaid: CountAndAmount;
  lowRating: { count: number; range: DateRange };
  debt: CountAndAmount;
  daily: { date: string; orders: number; revenue: number }[];
  serviceTypes: { idServiceType: number; label: Record<string, string>; orders: number }[];
  load: LoadRow[];
  /** warehouse items of the location below their minimum stock */
  lowStock: { count: number };
}
export type DashboardWidgetName = keyof DashboardWidgets;

/** The widgets in the order the dashboard shows them. */
export const DASHBOARD_WIDGETS = [
  'today',
  'newOrders',
  'unpaid',
  'lowRating',
  'debt',
  'daily',
  'serviceTypes',
  'load',
  'lowStock',
] as const satisfies readonly DashboardWidgetName[];

export const SHORT_LIST = 5;
