/**
 * Where each widget leads: the list URL with react-admin's own `filter` (and `displayedFilters`) query, so the list
 * opens on the tab and filters the widget counted: the filters are those the widgets count with
 * (src/domain/dashboard.ts widgetFilters).
 */
import { widgetFilters } from '../../domain/dashboard';
import type { DateRange } from '../../domain/isoDates';

function listUrl(path: string, filter: Record<string, unknown>) {
  const query = new URLSearchParams({ filter: JSON.stringify(filter) });
  // Filters that are not a tab's get their input shown, so the list says why it is narrowed.
  const shown = Object.keys(filter).filter((key) => key.endsWith('_gte') || key.endsWith('_lte'));
  if (shown.length)
    query.set('displayedFilters', JSON.stringify(Object.fromEntries(shown.map((key) => [key, true]))));
  return `${path}?${query.toString()}`;
}

export const links = {
  today: (date: string) => listUrl('/orders', widgetFilters.today(date)),
  newOrders: () => listUrl('/orders', widgetFilters.newOrders()),
  unpaid: () => listUrl('/orders', widgetFilters.unpaid()),
  lowRating: (range: DateRange) => listUrl('/orders', widgetFilters.lowRating(range)),
  load: (range: DateRange) => listUrl('/orders', widgetFilters.load(range)),
  debt: () => listUrl('/partners', { tab: 'debt' }),
  lowStock: () => listUrl('/warehouse', { belowMinimum: 1 }),
  analytics: (range: DateRange) => `/analytics?${new URLSearchParams({ ...range }).toString()}`,
  order: (id: number) => `/orders/details/${id}`,
};
