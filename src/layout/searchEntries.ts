import type { SearchResults } from '../api/contract/search';

export const SEARCH_GROUPS = ['orders', 'customers', 'partners'] as const;
export type SearchGroupName = (typeof SEARCH_GROUPS)[number];

/** One line of the popup: a found record, or a group's "show all" link to its filtered list. */
export interface SearchEntry {
  key: string;
  group: SearchGroupName;
  to: string;
  primary: string;
  secondary?: string;
  showAll?: number;
}

const listOf = (group: SearchGroupName, q: string) =>
  `/${group}?${new URLSearchParams({ filter: JSON.stringify({ q }), page: '1' })}`;

/**
 * The popup's lines in keyboard order, group by group: the found rows, then the group's "show all" link to its
 * list filtered by the same text. Pure, so the order the arrows walk is tested without a screen.
 */
export function searchEntries(
  results: SearchResults,
  q: string,
  formatDay: (day: string) => string = (day) => day,
): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const group of SEARCH_GROUPS) {
    const { data, total } = results[group];
    for (const row of data) {
      if (group === 'orders') {
        const order = row as SearchResults['orders']['data'][number];
        entries.push({
          key: `orders-${order.id}`,
          group,
          to: `/orders/details/${order.id}`,
          primary: `#${order.id} · ${order.customerName}`,
          secondary: [order.date && formatDay(order.date), order.customerPhone, order.addressText]
            .filter(Boolean)
            .join(' · '),
        });
      } else {
        const person = row as SearchResults['customers']['data'][number];
        entries.push({
          key: `${group}-${person.id}`,
          group,
          to: `/${group}/details/${person.id}`,
          primary: person.name,
          secondary: [person.phone, person.email].filter(Boolean).join(' · '),
        });
      }
    }
    if (total > 0)
      entries.push({ key: `${group}-all`, group, to: listOf(group, q), primary: '', showAll: total });
  }
  return entries;
}
