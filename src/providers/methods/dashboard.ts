import type { DashboardWidgetName, DashboardWidgets } from '../../api/contract/dashboard';
import { request } from '../wire';

/** One widget's figures; each widget loads on its own, so one that fails leaves the others standing. */
export const dashboardMethods = {
  // The endpoint answers the named widget's shape (the contract checks it against every widget's).
  dashboardWidget: <K extends DashboardWidgetName>(name: K) =>
    request('admin/dashboard/widget', { name }) as Promise<DashboardWidgets[K]>,
};
