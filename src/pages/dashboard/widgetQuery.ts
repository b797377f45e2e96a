import type { DashboardWidgetName } from '../../api/contract/dashboard';
import type { AppDataProvider } from '../../providers/types';

/** The dashboard's count widgets: the data the dashboard opens with (src/pages/declared.ts prefetches them). */
export const COUNT_WIDGETS = ['unpaid', 'lowRating', 'debt', 'lowStock', 'today', 'newOrders'] as const;

/** One widget's query; each widget its own, so one failing leaves the others standing. */
export const widgetQuery = <K extends DashboardWidgetName>(dataProvider: AppDataProvider, name: K) => ({
  queryKey: ['dashboard', name] as const,
  queryFn: () => dataProvider.dashboardWidget(name),
});
