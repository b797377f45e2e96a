/**
 * What each dashboard widget's endpoint answers (admin/dashboard/widget {name}): one small answer per widget,
 * so a widget that fails leaves the others standing. The fake backend builds them with ./dashboard.ts.
 */
import type { DateRange } from './isoDates';
import type { LoadRow } from './dashboard';

/** A line of a widget's short list of orders. */
export interface OrderLine {
  id: number;
  date: string | null;
  timeText: string;
  customerName: string;
  price: number;
  status: number;
}

export interface CountWithOrders {
  count: number;
  /** at most SHORT_LIST of them */
  orders: OrderLine[];
}

export interface DashboardWidgets {
  today: CountWithOrders & { date: string };
  newOrders: CountWithOrders;
  unpaid: { count: number; amount: number };
  lowRating: { count: number; range: DateRange };
  debt: { count: number; amount: number };
  daily: { date: string; orders: number; revenue: number }[];
  serviceTypes: { idServiceType: number; label: Record<string, string>; orders: number }[];
  load: LoadRow[];
  /** warehouse items of the location below their minimum stock */
  lowStock: { count: number };
}

export type DashboardWidgetName = keyof DashboardWidgets;

export const DASHBOARD_WIDGETS: readonly DashboardWidgetName[] = [
  'today',
  'newOrders',
  'unpaid',
  'lowRating',
  'debt',
  'daily',
  'serviceTypes',
  'load',
  'lowStock',
];

export const SHORT_LIST = 5;

export const isDashboardWidget = (name: unknown): name is DashboardWidgetName =>
  typeof name === 'string' && (DASHBOARD_WIDGETS as readonly string[]).includes(name);
