/**
 * Where each widget leads: the list URL with react-admin's own `filter` (and `displayedFilters`) query, so the list
 * opens on the tab and filters the widget counted. The filters are the order list's presets (OrderList orderTabs).
 */
import { LOW_RATES, STATUS_GROUPS } from '../../domain/orderStatus';
import { PAYMENT_STATUS } from '../../domain/statuses';
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
  today: (date: string) => listUrl('/orders', { date }),
  newOrders: () => listUrl('/orders', { statuses: [...STATUS_GROUPS.new] }),
  unpaid: () => listUrl('/orders', { paymentStatuses: [PAYMENT_STATUS.unpaid] }),
  lowRating: (range: DateRange) =>
    listUrl('/orders', { rates: [...LOW_RATES], date_gte: range.from, date_lte: range.to }),
  debt: () => listUrl('/partners', { tab: 'debt' }),
  lowStock: () => listUrl('/warehouse', { belowMinimum: 1 }),
  ordersBetween: (range: DateRange) => listUrl('/orders', { date_gte: range.from, date_lte: range.to }),
  analytics: (range: DateRange) => `/analytics?${new URLSearchParams({ ...range }).toString()}`,
  order: (id: number) => `/orders/details/${id}`,
};
