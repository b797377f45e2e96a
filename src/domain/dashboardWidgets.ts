/**
 * What each dashboard widget's endpoint answers (admin/dashboard/widget {name}): one small answer per widget,
 * so a widget that fails leaves the others standing. The fake backend builds them with ./dashboard.ts.
 */
import type {
  CountWithOrders,
  DashboardWidgetName,
  DashboardWidgets,
  OrderLine,
} from '../api/contract/dashboard';

/** The answers are declared once, in the API contract. */
export type { CountWithOrders, DashboardWidgetName, DashboardWidgets, OrderLine };

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
